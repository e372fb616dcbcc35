// docs/product/address-check.md#before-javascript: the address search is a real form. Sent without
// JavaScript (or before the page's scripts run) it asks /availability?address=… for suggestions, and
// each suggestion is a link /availability?address=…&loc=… whose result the server draws.
import { LIMITS } from '../site/frame';
import { ANY_LOCATION_ID_PATTERN, providerOfLocationId, type LocationIdProvider } from './location-id';
import { shouldSearch } from './address-query';
import type { AddressListEntry } from '../../types/address';
import { AVAILABILITY_ADDRESS_PARAM, AVAILABILITY_LOCATION_PARAM } from './availability-request';

export type AvailabilityQuery =
  | { kind: 'none' }
  | { kind: 'search'; text: string }
  | { kind: 'chosen'; address: string; ids: Partial<Record<LocationIdProvider, string>> };

const MAX_ADDRESS_LENGTH = 200;

/** What the availability page is asked: a chosen address (one valid id per provider), else a search (docs/product/address-check.md#search-validation), else nothing. */
export function readAvailabilityQuery(address: string | null, loc: string | null): AvailabilityQuery {
  const text = (address ?? '').trim().slice(0, MAX_ADDRESS_LENGTH);
  if (loc !== null && text !== '') {
    const ids: Partial<Record<LocationIdProvider, string>> = {};
    const parts = loc.split(',').map((part) => part.trim().toUpperCase());
    const valid = parts.length <= 3 && parts.every((id) => {
      const provider = ANY_LOCATION_ID_PATTERN.test(id) ? providerOfLocationId(id) : null;
      if (!provider || ids[provider]) return false;
      ids[provider] = id;
      return true;
    });
    if (valid) return { kind: 'chosen', address: text, ids };
  }
  if (shouldSearch(text)) return { kind: 'search', text };
  return { kind: 'none' };
}

/** The link of a suggestion: the page again, with the address and its ids. */
export function chosenAddressHref(path: string, entry: AddressListEntry): string {
  const query = new URLSearchParams({ [AVAILABILITY_ADDRESS_PARAM]: entry.address, [AVAILABILITY_LOCATION_PARAM]: entry.locationId.slice(0, LIMITS.maxSuggestions).join(',') });
  return `${path}?${query.toString()}`;
}
