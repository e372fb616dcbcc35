// docs/product/address-check.md#unit-and-lot-fallbacks: before a search ends in "not found", the
// unit and lot forms people type are tried again in the other ways an address book writes them.

/** At most this many fallback searches follow the typed text's own (each is footprint, then api). */
export const MAX_ADDRESS_FALLBACKS = 3;

const UNIT_WORDS = '(?:unit|u|apartment|apt|flat|shop|suite)';
/** `3/12 Smith St`, `3 / 12A Smith St`: unit, then street number. */
const SLASH_FORM = /^\s*([0-9]+[a-z]?)\s*\/\s*([0-9]+[a-z]?)\s*,?\s+(.+)$/i;
/** `Unit 3 12 Smith St`, `Unit 3, 12 Smith St`, `U3 12 Smith St`, `Apt 3/12 Smith St`. */
const WORD_FORM = new RegExp(`^\\s*${UNIT_WORDS}\\.?\\s*([0-9]+[a-z]?)\\s*[,/]?\\s*([0-9]+[a-z]?)\\s*,?\\s+(.+)$`, 'i');
/** `Lot 12 Smith St`, `Lot 12, Smith St`. */
const LOT_FORM = /^\s*lot\.?\s*([0-9]+[a-z]?)\s*,?\s+(.+)$/i;

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The searches to try, in order, when the typed text found nothing with either source; never the typed text itself, nor one twice. */
export function addressSearchFallbacks(typed: string): string[] {
  const text = tidy(typed);
  const candidates: string[] = [];
  const slash = SLASH_FORM.exec(text);
  const word = WORD_FORM.exec(text);
  const lot = LOT_FORM.exec(text);
  if (word) {
    const [, unit, number, street] = word as unknown as [string, string, string, string];
    candidates.push(`${unit}/${number} ${street}`, `${number} ${street}`);
  } else if (slash) {
    const [, unit, number, street] = slash as unknown as [string, string, string, string];
    candidates.push(`Unit ${unit}, ${number} ${street}`, `${number} ${street}`);
  } else if (lot) {
    const [, number, street] = lot as unknown as [string, string, string];
    candidates.push(`${number} ${street}`, street);
  }
  const seen = new Set([text.toLowerCase()]);
  const fallbacks: string[] = [];
  for (const candidate of candidates.map(tidy)) {
    const key = candidate.toLowerCase();
    if (candidate === '' || seen.has(key)) continue;
    seen.add(key);
    fallbacks.push(candidate);
  }
  return fallbacks.slice(0, MAX_ADDRESS_FALLBACKS);
}
