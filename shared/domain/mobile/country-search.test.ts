import { describe, expect, it } from 'vitest';
import { COUNTRY_SEARCH_PROMPT, NO_COUNTRY_FOUND, NO_RESULTS_FOUND_FOR, searchCountries } from './country-search';

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

describe('docs/product/content.md#country-search: "The country a visitor means comes first"', () => {
  // The rate list is alphabetical, as the embedded web services send it.
  const table = [
    { country: 'American Samoa', price: 1.2 },
    { country: 'Equatorial Guinea', price: 1 },
    { country: 'Guinea', price: 1 },
    { country: 'Guinea-Bissau', price: 1 },
    { country: 'New Caledonia', price: 1 },
    { country: 'New Zealand', price: 0.05 },
    { country: 'Papua New Guinea', price: 1 },
    { country: 'United Arab Emirates', price: 0.2 },
    { country: 'United Kingdom', price: 0.05 },
    { country: 'United States Minor Outlying Islands', price: 3.85 },
    { country: 'United States of America', price: 0.05 },
  ];
  const first = (term: string) => {
    const result = searchCountries(table, term);
    return result.status === 'results' ? result.rows[0]?.country : result.status;
  };
  const all = (term: string) => {
    const result = searchCountries(table, term);
    return result.status === 'results' ? result.rows.map((row) => row.country) : result.status;
  };

  it('"USA", "US", "America" and "united states" list the United States of America above its Minor Outlying Islands', () => {
    expect(all('USA')).toEqual(['United States of America', 'United States Minor Outlying Islands']);
    expect(all('us')).toEqual(['United States of America', 'United States Minor Outlying Islands']);
    expect(first('America')).toBe('United States of America');
    expect(first('united  states')).toBe('United States of America');
  });

  it('"UK", "NZ" and "UAE" list their country first', () => {
    expect(first('UK')).toBe('United Kingdom');
    expect(first('nz')).toBe('New Zealand');
    expect(first('U.A.E.')).toBe('United Arab Emirates');
  });

  it('an exact name comes first, then names starting with the term, then names with a word starting with it', () => {
    expect(all('guinea')).toEqual(['Guinea', 'Guinea-Bissau', 'Equatorial Guinea', 'Papua New Guinea']);
    expect(all('new')).toEqual(['New Caledonia', 'New Zealand', 'Papua New Guinea']);
    expect(all('bissau')).toEqual(['Guinea-Bissau']);
  });

  it('a list that spells the country as "United States" still puts it first', () => {
    const short = [{ country: 'United States Minor Outlying Islands' }, { country: 'United States' }];
    const result = searchCountries(short, 'USA');
    expect(result.status === 'results' && result.rows.map((row) => row.country)).toEqual(['United States', 'United States Minor Outlying Islands']);
  });
});

// User-visible strings are binding word for word (docs/product/README.md, docs/product/content.md#call-rates).
describe('call rates texts, word for word', () => {
  it.each([
    ['NO_COUNTRY_FOUND', 'No country found.'],
    ['NO_RESULTS_FOUND_FOR', 'No results found for'],
    ['COUNTRY_SEARCH_PROMPT', 'Start typing the country to find the rates.'],
  ] as const)('%s', (name, text) => {
    expect({ NO_COUNTRY_FOUND, NO_RESULTS_FOUND_FOR, COUNTRY_SEARCH_PROMPT }[name]).toBe(text);
  });
});
