// docs/product/content.md#country-search: "Country rate search: minimum 3 characters after trimming; case-insensitive substring
// match; a shorter term clears the list; editing clears the no-result flag." Short names (USA, UK...) find their country at
// any length, and the country a visitor means ranks first, above the alphabetical list's near namesakes.
import { LIMITS } from '../site/frame';

// docs/product/content.md#call-rates, word for word; here, not in address/messages.ts, so the call rates pages load no address-check text.
export const NO_COUNTRY_FOUND = 'No country found.';
export const NO_RESULTS_FOUND_FOR = 'No results found for';
export const COUNTRY_SEARCH_PROMPT = 'Start typing the country to find the rates.';

/** The search's query parameter: the plain form's without JavaScript, and the term a page renders with (its page-cache key). */
export const COUNTRY_SEARCH_PARAM = 'country';

export type CountrySearch<T> =
  | { status: 'cleared' }
  | { status: 'results'; term: string; rows: T[] }
  | { status: 'no-results'; term: string };

/**
 * A name people use (lower case) -> `stem`, the part of the listed name every spelling of that
 * country shares (found as a substring), and `name`, the country it means, ranked first.
 */
const alias = (stem: string, name = stem) => ({ stem, name });
type CountryAlias = ReturnType<typeof alias>;
const USA = alias('united states', 'united states of america');
const UK = alias('united kingdom');
const UAE = alias('united arab emirates');

export const COUNTRY_ALIASES: Readonly<Record<string, CountryAlias>> = {
  us: USA,
  usa: USA,
  america: USA,
  // Typed in full, "United States" means the country, not its Minor Outlying Islands.
  'united states': USA,
  uk: UK,
  britain: UK,
  'great britain': UK,
  england: UK,
  scotland: UK,
  wales: UK,
  nz: alias('new zealand'),
  uae: UAE,
  emirates: UAE,
  dubai: UAE,
  hk: alias('hong kong'),
  png: alias('papua new guinea'),
  holland: alias('netherlands'),
  czechia: alias('czech'),
  laos: alias('lao'),
};

/** Ranks of a match, best first: the name meant, then names starting with the term, then a word starting with it, then any. */
function matchRank(country: string, needle: string, meant: CountryAlias | undefined): number {
  if (country === needle || (meant && (country === meant.name || country === meant.stem))) return 0;
  const terms = meant ? [needle, meant.stem] : [needle];
  if (terms.some((term) => country.startsWith(term))) return 1;
  if (terms.some((term) => country.includes(` ${term}`) || country.includes(`-${term}`))) return 2;
  return 3;
}

export function searchCountries<T extends { country: string }>(rows: readonly T[], term: string): CountrySearch<T> {
  const trimmed = term.trim();
  const needle = trimmed.toLocaleLowerCase('en-AU').replace(/\s+/g, ' ');
  const meant = COUNTRY_ALIASES[needle.replace(/\./g, '')];
  if (!meant && trimmed.length < LIMITS.countryMinLength) return { status: 'cleared' };
  const ranked: { row: T; rank: number; index: number }[] = [];
  rows.forEach((row, index) => {
    const country = row.country.toLocaleLowerCase('en-AU');
    const found = (meant !== undefined && country.includes(meant.stem)) || (trimmed.length >= LIMITS.countryMinLength && country.includes(needle));
    if (found) ranked.push({ row, rank: matchRank(country, needle, meant), index });
  });
  // Within a rank the list's own (alphabetical) order stands.
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.length > 0 ? { status: 'results', term: trimmed, rows: ranked.map((entry) => entry.row) } : { status: 'no-results', term: trimmed };
}
