// docs/product/address-check.md#manual-address: an address the visitor types field by field, when
// the search cannot find it, written as one line for the call-back request.

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export interface ManualAddress {
  /** Unit or lot: `3`, `Unit 3`, `Lot 12`; may be empty. */
  unit: string;
  /** Street number; may be empty for a lot. */
  streetNumber: string;
  streetName: string;
  suburb: string;
  state: AustralianState;
  postcode: string;
}

/** A unit or lot field that names its kind (`Lot 12`, `Shop 2`) rather than being only a number. */
const NAMED_UNIT = /^[a-z]+\.?\s*[0-9]/i;

/** Whether the unit field names a lot: a lot needs no street number. */
export const isLot = (unit: string): boolean => /^\s*lot\b/i.test(unit);

/**
 * One line: `Unit 3, 12 Smith Street, Brunswick VIC 3056`; a bare unit number reads `Unit 3`, a
 * named one is kept (`Lot 12 Smith Street, …`, `Shop 2, 5 Main Road, …`).
 */
export function formatManualAddress(address: ManualAddress): string {
  const unit = address.unit.trim().replace(/\s+/g, ' ');
  const street = [address.streetNumber.trim(), address.streetName.trim().replace(/\s+/g, ' ')].filter(Boolean).join(' ');
  const place = `${address.suburb.trim()} ${address.state} ${address.postcode.trim()}`;
  if (unit === '') return `${street}, ${place}`;
  if (isLot(unit) && address.streetNumber.trim() === '') return `${unit} ${street}, ${place}`;
  return `${NAMED_UNIT.test(unit) ? unit : `Unit ${unit}`}, ${street}, ${place}`;
}
