// The address check's calls (docs/product/address-check.md#address-search-call): no content delay, abortable.
import { addressSearchFallbacks } from '../../../shared/domain/address/address-fallbacks';
import { sqQueryFromEntry, toAddressList } from '../../../shared/domain/address/address-query';
import { apiPath } from '../../../shared/routes/api-paths';
import { typedLocationId } from '../../../shared/domain/address/location-id';
import { toSqResult } from '../../../shared/domain/address/sq-result';
import type { EventBody } from '../../../shared/schemas/api-inputs';
import type { AddressListEntry, SqResult } from '../../../shared/types/address';
import { agentAuthorization } from '../../lib/agent-authorization';
import { apiFetch } from '../../lib/api-fetch';

// The answers are read by the defensive mappers (toAddressList, toSqResult), which skip or default
// whatever is malformed, so no schema is shipped to the browser for them.
const getJson = (path: string, signal: AbortSignal): Promise<unknown> =>
  // An agent's calls count against the agent's own limits, not the call centre's address.
  apiFetch(path, { signal, headers: agentAuthorization() });

/**
 * docs/product/address-check.md#location-id-lookup: a location id by id; free text 'footprint' first, then 'api', then
 * the unit and lot forms the same way (docs/product/address-check.md#unit-and-lot-fallbacks).
 */
export async function findAddresses(text: string, signal: AbortSignal): Promise<AddressListEntry[]> {
  const locationId = typedLocationId(text);
  if (locationId !== null) return toAddressList(await getJson(apiPath('addressById', { locId: locationId }), signal));
  for (const query of [text, ...addressSearchFallbacks(text)]) {
    for (const source of ['footprint', 'api'] as const) {
      const list = toAddressList(await getJson(apiPath('addressSearch', undefined, { fullText: query.trim(), source }), signal));
      if (list.length > 0) return list;
    }
  }
  return [];
}

/** The providers the site API qualifies (server schema: nbn, opticomm, vision). */
const QUALIFIED_PROVIDERS = ['nbn', 'opticomm', 'vision'] as const;

/** docs/product/address-check.md#sq-call service qualification, mapped to the stored sqResult (docs/product/address-check.md#sq-result). */
export async function qualifyAddress(entry: AddressListEntry, signal: AbortSignal): Promise<SqResult> {
  const ids = sqQueryFromEntry(entry);
  const query: Record<string, string> = {};
  for (const provider of QUALIFIED_PROVIDERS) {
    const id = ids[provider];
    if (id) query[provider] = id;
  }
  return toSqResult(await getJson(apiPath('serviceQualification', undefined, query), signal));
}

/** docs/product/address-check.md#address-not-found: the report; its answer is ignored, errors only logged. */
export async function reportAddressNotFound(pageUrl: string, addressQuery: string): Promise<void> {
  const body: EventBody = {
    description: 'User cannot find address',
    eventType: 'USER',
    event: { pageUrl, addressQuery: addressQuery.trim().slice(0, 200) },
  };
  try {
    await apiFetch(apiPath('events'), { method: 'POST', body, headers: agentAuthorization(), readAnswer: false });
  } catch (error) {
    console.error('Address-not-found report failed', error);
  }
}
