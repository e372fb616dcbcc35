// docs/product/address-check.md#before-javascript: the loader's answer to a search sent as a plain form.
import { addressSearchFallbacks } from '../../../shared/domain/address/address-fallbacks';
import { toAddressList } from '../../../shared/domain/address/address-query';
import { readAvailabilityQuery } from '../../../shared/domain/address/availability-query';
import { AVAILABILITY_ADDRESS_PARAM, AVAILABILITY_LOCATION_PARAM } from '../../../shared/domain/address/availability-request';
import type { AddressListEntry } from '../../../shared/types/address';
import { readApi } from '../../lib/api-fetch';
import type { AvailabilityPlans } from './availability-plans-data';

export type AvailabilityAnswer =
  | { kind: 'suggestions'; text: string; suggestions: AddressListEntry[] }
  /** The search could not be made (an upstream failure): the page says so, as the widget does. */
  | { kind: 'search-failed'; text: string }
  /** The qualification's answer as the site API gave it; the page reads it (toSqResult) as the widget does. */
  | { kind: 'result'; address: string; answer: unknown; plans: AvailabilityPlans }
  | { kind: 'qualification-failed'; address: string };

/** The search as the widget makes it: footprint, then api, then the unit and lot fallbacks. */
async function search(text: string, context: unknown, signal: AbortSignal): Promise<AddressListEntry[] | null> {
  for (const query of [text, ...addressSearchFallbacks(text)]) {
    for (const source of ['footprint', 'api'] as const) {
      const answer = await readApi(['addressSearch', undefined, { fullText: query, source }], context, signal);
      if (answer === null) return null;
      const list = toAddressList(answer);
      if (list.length > 0) return list;
    }
  }
  return [];
}

export async function availabilityAnswer(url: URL, context: unknown, signal: AbortSignal): Promise<{ availability?: AvailabilityAnswer }> {
  const asked = readAvailabilityQuery(url.searchParams.get(AVAILABILITY_ADDRESS_PARAM), url.searchParams.get(AVAILABILITY_LOCATION_PARAM));
  if (asked.kind === 'search') {
    const suggestions = await search(asked.text, context, signal);
    return { availability: suggestions ? { kind: 'suggestions', text: asked.text, suggestions } : { kind: 'search-failed', text: asked.text } };
  }
  if (asked.kind === 'chosen') {
    const answer = await readApi(['serviceQualification', undefined, asked.ids as Record<string, string>], context, signal);
    if (answer === null) return { availability: { kind: 'qualification-failed', address: asked.address } };
    // The plans' catalogues: their code loads only for a chosen address.
    const plans = await (await import('./availability-plans-data')).availabilityPlans(answer, context, signal);
    return { availability: { kind: 'result', address: asked.address, answer, plans } };
  }
  return {};
}
