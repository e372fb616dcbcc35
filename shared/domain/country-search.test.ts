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

describe('country search by common names and abbreviations', () => {
  const listed = [
    { country: 'United Kingdom', price: 0.05 },
    { country: 'United States of America', price: 0.05 },
    { country: 'New Zealand', price: 0.05 },
    { country: 'United Arab Emirates', price: 0.2 },
    { country: 'Netherlands', price: 0.1 },
  ];
  const found = (term: string) => {
    const result = searchCountries(listed, term);
    return result.status === 'results' ? result.rows.map((row) => row.country) : result.status;
  };

  it('finds USA, UK and NZ, at any length and in any case', () => {
    expect(found('USA')).toEqual(['United States of America']);
    expect(found('us')).toEqual(['United States of America']);
    expect(found(' UK ')).toEqual(['United Kingdom']);
    expect(found('U.K.')).toEqual(['United Kingdom']);
    expect(found('nz')).toEqual(['New Zealand']);
  });

  it('finds spelled-out common names too, with the plain substring match still working', () => {
    expect(found('England')).toEqual(['United Kingdom']);
    expect(found('Holland')).toEqual(['Netherlands']);
    expect(found('UAE')).toEqual(['United Arab Emirates']);
    expect(found('united')).toEqual(['United Kingdom', 'United States of America', 'United Arab Emirates']);
  });

  it('keeps the 3-character minimum for anything that is not a known short name', () => {
    expect(found('ne')).toBe('cleared');
    expect(found('xx')).toBe('cleared');
  });
});
