import { describe, expect, it } from 'vitest';
import { loadAddressBook } from './address-book';
import type { AddressEntry } from './address-book';
import { addressTokens, MAX_SEARCH_RESULTS } from './address-search-index';

const book = loadAddressBook();

function findEntry(predicate: (entry: AddressEntry) => boolean, step = 7): AddressEntry {
  for (let position = 0; position < book.size; position += step) {
    const entry = book.entryAt(position);
    if (predicate(entry)) return entry;
  }
  throw new Error('no such address');
}

const names = (fullText: string, source: 'footprint' | 'api' = 'footprint') =>
  book.search({ fullText, source }).map((suggestion) => suggestion.formattedAddress);

describe('address search (docs/architecture.md#contracts GET /v2/address)', () => {
  it('tokenises case-insensitively on commas, slashes and spaces', () => {
    expect(addressTokens(' Unit 3/12  Banksia St,CARLTON ')).toEqual(['unit', '3', '12', 'banksia', 'st', 'carlton']);
    expect(addressTokens("O'Connor O’Connor")).toEqual(['oconnor', 'oconnor']);
  });

  it('finds an address typed in full, first', () => {
    const entry = findEntry((e) => !e.premises.apiOnly && !e.formattedAddress.startsWith('Unit'), 1013);
    expect(names(entry.formattedAddress)[0]).toBe(entry.formattedAddress);
  });

  it('tolerates case, commas, extra spaces and street type abbreviations', () => {
    const entry = findEntry((e) => !e.premises.apiOnly && /^\d+ \w+ Street, /.test(e.formattedAddress), 509);
    const [line = '', place = ''] = entry.formattedAddress.split(', ');
    const typed = `  ${line.replace('Street', 'st').toUpperCase()} ,,  ${place.toLowerCase()}  `;
    expect(names(typed)[0]).toBe(entry.formattedAddress);
  });

  it('answers at most 20 suggestions', () => {
    expect(book.search({ fullText: 'street' })).toHaveLength(MAX_SEARCH_RESULTS);
  });

  it('ranks the exact street number and street first, then the units at that number', () => {
    const unit = findEntry((e) => e.formattedAddress.startsWith('Unit 1, ') && !e.premises.apiOnly);
    const building = unit.formattedAddress.replace('Unit 1, ', '');
    const [line = ''] = building.split(', ');
    const number = line.split(' ')[0];

    // Street and number only: every whole address with that number and street heads the list,
    // units (of any such building) come after all of them.
    const byLine = names(line, 'api');
    const exact = byLine.filter((name) => name.startsWith(`${line},`));
    expect(exact).toContain(building);
    expect(byLine.slice(0, exact.length)).toEqual(exact);
    // Each unit after its own building; units of exact matches before any other street number.
    for (const [index, name] of byLine.entries()) {
      if (name.startsWith('Unit ')) expect(byLine.indexOf(name.replace(/^Unit \d+, /, ''))).toBeLessThan(index);
    }
    const lastExactUnit = byLine.findLastIndex((name) => name.includes(`, ${line},`));
    const firstOtherNumber = byLine.findIndex((name) => !name.replace(/^Unit \d+, /, '').startsWith(`${number} `));
    if (firstOtherNumber >= 0) expect(lastExactUnit).toBeLessThan(firstOtherNumber);

    // The whole address typed: the building first, then its units in unit order.
    const results = names(building, 'api');
    expect(results[0]).toBe(building);
    const units = results.slice(1).filter((name) => name.endsWith(`, ${building}`));
    expect(results.slice(1, 1 + units.length)).toEqual(units);
    expect(units[0]).toBe(unit.formattedAddress);
    const unitNumbers = units.map((name) => Number(/^Unit (\d+)/.exec(name)?.[1]));
    expect(unitNumbers).toEqual([...unitNumbers].sort((a, b) => a - b));
  });

  it('puts the asked unit first when the unit is typed ("3/12 ..." and "Unit 3, 12 ...")', () => {
    const unit = findEntry((e) => e.formattedAddress.startsWith('Unit 3, ') && !e.premises.apiOnly);
    const [, number, rest] = /^Unit 3, (\d+) (.*)$/.exec(unit.formattedAddress) ?? [];
    expect(names(`3/${number} ${rest}`)[0]).toBe(unit.formattedAddress);
    expect(names(unit.formattedAddress)[0]).toBe(unit.formattedAddress);
  });

  it('ranks a partly typed street number by prefix after exact numbers', () => {
    const entry = findEntry((e) => /^1\d /.test(e.formattedAddress) && !e.premises.apiOnly, 101);
    const [, street] = /^\d+ (.+?),/.exec(entry.formattedAddress) ?? [];
    const results = names(`1 ${street}`, 'api');
    const firstPrefix = results.findIndex((name) => !name.startsWith(`1 ${street},`) && !name.includes(`, 1 ${street},`));
    expect(firstPrefix).toBeGreaterThanOrEqual(0);
    for (const name of results.slice(firstPrefix)) expect(name).not.toMatch(new RegExp(`^1 ${street},`));
  });

  it('searches by locality and postcode', () => {
    for (const name of names('carlton vic 3053')) expect(name).toMatch(/, Carlton VIC 3053$/);
    expect(names('3053').length).toBeGreaterThan(0);
  });

  it('removes the providers named in excludeProviders (case-insensitive, comma-separated)', () => {
    const entry = findEntry((e) => e.providers.some((p) => p.name === 'TelstraWholesale') && !e.premises.apiOnly, 11);
    const plain = book.search({ fullText: entry.formattedAddress })[0]!;
    expect(plain.providers.map((p) => p.name)).toContain('TelstraWholesale');
    const excluded = book.search({ fullText: entry.formattedAddress, excludeProviders: 'telstrawholesale' })[0]!;
    expect(excluded.formattedAddress).toBe(entry.formattedAddress);
    expect(excluded.providers).toEqual(plain.providers.filter((p) => p.name !== 'TelstraWholesale'));
    const both = book.search({ fullText: entry.formattedAddress, excludeProviders: 'nbn, TelstraWholesale ' })[0]!;
    expect(both.providers.map((p) => p.name)).not.toContain('nbn');
  });

  it('finds api-only addresses with source=api, never with footprint', () => {
    const entry = findEntry((e) => e.premises.apiOnly, 3);
    expect(names(entry.formattedAddress, 'footprint')).not.toContain(entry.formattedAddress);
    expect(names(entry.formattedAddress, 'api')[0]).toBe(entry.formattedAddress);
  });

  it('finds an address by a location id typed as text', () => {
    const entry = findEntry((e) => e.premises.nbn && !e.premises.apiOnly, 1001);
    const id = entry.providers[0]!.locationId;
    expect(names(id.toLowerCase())).toEqual([entry.formattedAddress]);
  });

  it('answers nothing for words no address has', () => {
    expect(book.search({ fullText: 'zzqx street', source: 'api' })).toEqual([]);
    expect(book.search({ fullText: ', , ,', source: 'api' })).toEqual([]);
    expect(book.search({ fullText: '12', source: 'api' })).toEqual([]);
  });
});
