// Location ids (DESIGN §3): nbn `LOC` + 12 digits, OptiComm `OPC` + 12 digits, Vision `VSN` + 12
// digits. Ids are an affine map of the address's position, so the book needs no id table: an id is
// turned back into a position by arithmetic, and the spread makes neighbours' ids look unrelated.

export type LocationIdKind = 'nbn' | 'opticomm' | 'vision' | 'wholesale';

const SCHEMES: Record<LocationIdKind, { prefix: string; offset: number; stride: number }> = {
  nbn: { prefix: 'LOC', offset: 1_000_000_000, stride: 2_718_281 },
  opticomm: { prefix: 'OPC', offset: 2_000_000_000, stride: 1_618_033 },
  vision: { prefix: 'VSN', offset: 3_000_000_000, stride: 1_414_213 },
  wholesale: { prefix: 'TLS', offset: 5_000_000_000, stride: 1_732_051 },
};

/** The ids a visitor or the site may pass (SPEC §5 location id pattern, plus Vision's). */
export const LOCATION_ID_PATTERNS: Record<'nbn' | 'opticomm' | 'vision', RegExp> = {
  nbn: /^LOC\d{12}$/,
  opticomm: /^OPC\d{12}$/,
  vision: /^VSN\d{12}$/,
};

export const ANY_LOCATION_ID = /^(LOC|OPC|VSN)\d{12}$/;

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

export function kindOfLocationId(id: string): 'nbn' | 'opticomm' | 'vision' | null {
  if (LOCATION_ID_PATTERNS.nbn.test(id)) return 'nbn';
  if (LOCATION_ID_PATTERNS.opticomm.test(id)) return 'opticomm';
  if (LOCATION_ID_PATTERNS.vision.test(id)) return 'vision';
  return null;
}
