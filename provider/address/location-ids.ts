// Generated location ids (shared/domain/address/location-id.ts): an affine map of the position, no table, neighbours unrelated.
import { LOCATION_ID_PREFIXES } from '../../shared/domain/address/location-id';

export type LocationIdKind = 'nbn' | 'opticomm' | 'vision' | 'wholesale';

const SCHEMES: Record<LocationIdKind, { prefix: string; offset: number; stride: number }> = {
  nbn: { prefix: LOCATION_ID_PREFIXES.nbn, offset: 1_000_000_000, stride: 2_718_281 },
  opticomm: { prefix: LOCATION_ID_PREFIXES.opticomm, offset: 2_000_000_000, stride: 1_618_033 },
  vision: { prefix: LOCATION_ID_PREFIXES.vision, offset: 3_000_000_000, stride: 1_414_213 },
  wholesale: { prefix: 'TLS', offset: 5_000_000_000, stride: 1_732_051 },
};

/** Largest position every scheme can encode in 12 digits. */
export const MAX_ENCODABLE_ADDRESSES = Math.min(
  ...Object.values(SCHEMES).map(({ offset, stride }) => Math.floor((1e12 - 1 - offset) / stride)),
);

export function locationIdFor(kind: LocationIdKind, index: number): string {
  const { prefix, offset, stride } = SCHEMES[kind];
  return prefix + String(offset + index * stride).padStart(12, '0');
}

/** The position a generated id encodes, or -1 when it is not one of ours. */
export function indexOfLocationId(kind: LocationIdKind, id: string): number {
  const { prefix, offset, stride } = SCHEMES[kind];
  if (!id.startsWith(prefix) || !/^\d{12}$/.test(id.slice(3))) return -1;
  const value = Number(id.slice(3)) - offset;
  if (value < 0 || value % stride !== 0) return -1;
  return value / stride;
}
