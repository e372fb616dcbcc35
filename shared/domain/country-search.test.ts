import { describe, expect, it } from 'vitest';
import { searchCountries } from './country-search';

const rows = [
  { country: 'United Kingdom', price: 0.05 },
  { country: 'United States', price: 0.05 },
  { country: 'New Zealand', price: 0.05 },
  { country: 'India', price: 0.1 },
];

describe('docs/product/content.md#country-search: "Country rate search: minimum 3 characters after trimming; case-insensitive substring match; a shorter term clears the list"', () => {
  it('"uni" matches both United rows', () => {
    const result = searchCountries(rows, 'uni');
    expect(result.status).toBe('results');
    if (result.status === 'results') expect(result.rows.map((row) => row.country)).toEqual(['United Kingdom', 'United States']);
  });
  it('case-insensitive substring: "ZEAL"', () => {
    const result = searchCountries(rows, '  ZEAL ');
    expect(result).toEqual({ status: 'results', term: 'ZEAL', rows: [rows[2]] });
  });
  it('two characters (after trimming) clear the list', () => {
    expect(searchCountries(rows, ' in ')).toEqual({ status: 'cleared' });
    expect(searchCountries(rows, '')).toEqual({ status: 'cleared' });
  });
  it('no match: the no-results state keeps the typed text for "No results found for"', () => {
    expect(searchCountries(rows, 'Atlantis')).toEqual({ status: 'no-results', term: 'Atlantis' });
  });
});
