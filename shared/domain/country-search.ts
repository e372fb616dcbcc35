// docs/product/content.md#country-search: "Country rate search: minimum 3 characters after trimming; case-insensitive substring
// match; a shorter term clears the list; editing clears the no-result flag." Common short names and
// abbreviations (USA, UK, NZ...) find their country too, at any length: the rate list spells
// countries out ("United States of America"), while people, and the page's own copy, use the short forms.
import { LIMITS } from './limits';

export type CountrySearch<T> =
  | { status: 'cleared' }
  | { status: 'results'; term: string; rows: T[] }
  | { status: 'no-results'; term: string };

/** A name people use (lower case) -> the part of the country's listed name it stands for. */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  us: 'united states',
  usa: 'united states',
  america: 'united states',
  uk: 'united kingdom',
  britain: 'united kingdom',
  'great britain': 'united kingdom',
  england: 'united kingdom',
  scotland: 'united kingdom',
  wales: 'united kingdom',
  nz: 'new zealand',
  uae: 'united arab emirates',
  emirates: 'united arab emirates',
  dubai: 'united arab emirates',
  hk: 'hong kong',
  png: 'papua new guinea',
  holland: 'netherlands',
  czechia: 'czech',
  laos: 'lao',
};

export function searchCountries<T extends { country: string }>(rows: readonly T[], term: string): CountrySearch<T> {
  const trimmed = term.trim();
  const needle = trimmed.toLocaleLowerCase('en-AU');
  const alias = COUNTRY_ALIASES[needle.replace(/\s+/g, ' ').replace(/\./g, '')];
  if (!alias && trimmed.length < LIMITS.countryMinLength) return { status: 'cleared' };
  const matches = rows.filter((row) => {
    const country = row.country.toLocaleLowerCase('en-AU');
    return (alias !== undefined && country.includes(alias)) || (trimmed.length >= LIMITS.countryMinLength && country.includes(needle));
  });
  return matches.length > 0 ? { status: 'results', term: trimmed, rows: matches } : { status: 'no-results', term: trimmed };
}
