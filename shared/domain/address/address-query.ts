// docs/product/address-check.md#search-validation address search validation and docs/product/address-check.md#suggestions address suggestion list. Whether typed text is a
// location id, and which, is in location-id.ts.
import type { AddressListEntry } from '../../types/address';
import { LIMITS } from '../site/frame';

/** docs/product/address-check.md#before-javascript: the address box's field name (the typed text, or a chosen suggestion's address). */
export const AVAILABILITY_ADDRESS_PARAM = 'address';

/** docs/product/address-check.md#search-validation: "Address search triggers only when typed text is longer than 4 characters". */
export function shouldSearch(text: string): boolean {
  return text.trim().length > LIMITS.addressMinLengthExclusive;
}

/** docs/product/address-check.md#search-validation: "Submission blocked when the address is blank after trimming." */
export function isBlankAddress(text: string | null | undefined): boolean {
  return (text ?? '').trim() === '';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * docs/product/address-check.md#suggestions: "Only addresses with at least one provider are kept. The list entry holds address,
 * locationId[] and name[]." and "At most 6 suggestions". Rows or providers of the wrong shape are skipped.
 */
export function toAddressList(suggestions: unknown): AddressListEntry[] {
  if (!Array.isArray(suggestions)) return [];
  const list: AddressListEntry[] = [];
  for (const row of suggestions) {
    if (list.length >= LIMITS.maxSuggestions) break;
    if (!isRecord(row) || typeof row.formattedAddress !== 'string' || !Array.isArray(row.providers)) continue;
    const providers = row.providers.filter(
      (provider): provider is { locationId: string; name: string } =>
        isRecord(provider) && typeof provider.locationId === 'string' && typeof provider.name === 'string',
    );
    if (providers.length === 0) continue;
    list.push({
      address: row.formattedAddress,
      locationId: providers.map((provider) => provider.locationId),
      name: providers.map((provider) => provider.name),
    });
  }
  return list;
}

/** docs/product/frame.md#nav-payload service-qualification payload: "map of lower-cased provider name to location id". */
export function sqQueryFromEntry(entry: AddressListEntry): Record<string, string> {
  const query: Record<string, string> = {};
  entry.name.forEach((name, index) => {
    const locationId = entry.locationId[index];
    if (locationId !== undefined && name.trim() !== '') query[name.trim().toLowerCase()] = locationId;
  });
  return query;
}
