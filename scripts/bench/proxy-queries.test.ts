import { describe, expect, it } from 'vitest';
import { loadAddressBook } from '../../provider/address/address-book';
import { LOCATION_ID_PATTERNS } from '../../shared/domain/address/location-id';
import { createProxyQueries, searchTextOf, type QuerySource } from './proxy-queries';

/**
 * The book's first entries as a book of their own: the cursors' rules (each query once, then the
 * next form, then none left) hold for any size, and walking all 266k addresses twice cost 14 s.
 * A prime size, as the real book's stride needs: every position is visited once a pass.
 */
const WINDOW_SIZE = 2_003;
const windowOf = (book: ReturnType<typeof loadAddressBook>): QuerySource => ({ size: WINDOW_SIZE, entryAt: (position) => book.entryAt(position) });

describe('bench proxy queries (every query different)', () => {
  it('searches as a visitor types them: number, street, locality, without the unit', () => {
    expect(searchTextOf('Unit 6, 24 Union Street, Putney NSW 2112')).toBe('24 Union Street Putney');
    expect(searchTextOf('3 Kent Road, Mascot NSW 2020')).toBe('3 Kent Road Mascot');
  });

  it('never hands out the same search or id twice, and the provider knows each', () => {
    const book = loadAddressBook();
    const queries = createProxyQueries(book);
    const searches = Array.from({ length: 3000 }, queries.nextSearch);
    const ids = Array.from({ length: 3000 }, queries.nextNbnId);
    expect(new Set(searches).size).toBe(searches.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 50)) {
      expect(id).toMatch(LOCATION_ID_PATTERNS.nbn);
      expect(book.qualify({ nbn: id })).not.toBeNull();
    }
    const found = searches.slice(0, 50).filter((text) => book.search({ fullText: text }).length > 0);
    expect(found.length).toBeGreaterThan(40);
  });

  it('has more searches than addresses (lower case, then with state and postcode), each one the provider finds', () => {
    const book = loadAddressBook();
    const queries = createProxyQueries(windowOf(book));
    const searches: string[] = [];
    for (let i = 0; i < WINDOW_SIZE + 200; i++) searches.push(queries.nextSearch());
    expect(new Set(searches).size).toBe(searches.length);
    const later = searches.slice(-50);
    expect(later.filter((text) => text === text.toLowerCase()).length).toBeGreaterThan(40);
    expect(later.filter((text) => book.search({ fullText: text }).length > 0).length).toBeGreaterThan(40);
  });

  it('hands out an nbn id a second time only after every id was asked once, and then runs out', () => {
    const bookWindow = windowOf(loadAddressBook());
    const queries = createProxyQueries(bookWindow);
    const first = new Set<string>();
    let id = queries.nextNbnId();
    while (!first.has(id)) {
      first.add(id);
      id = queries.nextNbnId();
    }
    const withNbn = Array.from({ length: WINDOW_SIZE }, (_, position) => bookWindow.entryAt(position)).filter((entry) =>
      entry.providers.some((provider) => LOCATION_ID_PATTERNS.nbn.test(provider.locationId)),
    );
    expect(first.size).toBe(withNbn.length);
    for (let i = 1; i < first.size; i++) queries.nextNbnId();
    expect(() => queries.nextNbnId()).toThrow(/no nbn location id left/);
  });
});
