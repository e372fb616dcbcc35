// docs/product/content.md#country-search: "Country rate search: minimum 3 characters after trimming; case-insensitive substring
// match; a shorter term clears the list; editing clears the no-result flag."
import { LIMITS } from './limits';

export type CountrySearch<T> =
  | { status: 'cleared' }
  | { status: 'results'; term: string; rows: T[] }
  | { status: 'no-results'; term: string };

export function searchCountries<T extends { country: string }>(rows: readonly T[], term: string): CountrySearch<T> {
  const trimmed = term.trim();
  if (trimmed.length < LIMITS.countryMinLength) return { status: 'cleared' };
  const needle = trimmed.toLocaleLowerCase('en-AU');
  const matches = rows.filter((row) => row.country.toLocaleLowerCase('en-AU').includes(needle));
  return matches.length > 0 ? { status: 'results', term: trimmed, rows: matches } : { status: 'no-results', term: trimmed };
}
