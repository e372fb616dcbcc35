// A short, stable name for a set of figures (not a secret): the CIS versions of shared/domain/plans/offer.ts
// and shared/domain/mobile/sim-offer.ts.

/** FNV-1a, 32 bits, as 8 hex digits. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
