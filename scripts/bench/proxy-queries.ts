// Distinct address searches and nbn location ids, each handed out once, so no cache answers the bench (docs/operations.md#bench).
import { loadAddressBook, type AddressBook } from '../../provider/address/address-book';
import { LOCATION_ID_PATTERNS } from '../../shared/domain/address/location-id';

/** A fixed stride through the book (prime, so it visits every address once): repeatable, spread over the country. */
const STRIDE = 7919;

/** 'Unit 6, 24 Union Street, Putney NSW 2112' -> '24 Union Street Putney' (units share their building's search). */
export function searchTextOf(formattedAddress: string): string {
  const [line = '', place = ''] = formattedAddress.replace(/^Unit \d+, /, '').split(', ');
  return `${line} ${place.replace(/ [A-Z]{2,3} \d{4}$/, '')}`.trim();
}

/** The ways a visitor may type one address, each a different query: a saturated bench asks more than the book holds. */
const SEARCH_FORMS: ((formattedAddress: string) => string)[] = [
  searchTextOf,
  (formatted) => searchTextOf(formatted).toLowerCase(),
  (formatted) => formatted.replace(/^Unit \d+, /, '').replace(/,/g, ''),
];

/** What the queries are drawn from: the book's size and its entries by position. */
export type QuerySource = Pick<AddressBook, 'size' | 'entryAt'>;

/** `book` is the process's one address book unless given (the embedded provider's too, when it runs in process). */
export function createProxyQueries(book: QuerySource = loadAddressBook()) {
  const handedOut = new Set<string>();
  const nbnIdAt = (position: number) => book.entryAt(position).providers.find((p) => LOCATION_ID_PATTERNS.nbn.test(p.locationId))?.locationId;
  /** Walks the book once per pass, skipping what does not fit or was handed out (with `perPass`, in this pass). */
  const cursor = (picks: ((position: number) => string | undefined)[], what: string, perPass = false) => {
    let step = 0;
    return (): string => {
      while (step < book.size * picks.length) {
        const pass = Math.floor(step / book.size);
        const candidate = picks[pass]!((step * STRIDE) % book.size);
        step += 1;
        const key = perPass ? `${pass} ${candidate}` : candidate;
        if (candidate !== undefined && !handedOut.has(key!)) {
          handedOut.add(key!);
          return candidate;
        }
      }
      throw new Error(`the address book has no ${what} left that was not asked already: use a shorter --duration or fewer --rounds`);
    };
  };
  return {
    /** A search never handed out before: number, street and locality, as a visitor types them. */
    nextSearch: cursor(
      SEARCH_FORMS.map((form) => (position: number) => {
        const text = form(book.entryAt(position).formattedAddress);
        return text.length > 6 ? text : undefined;
      }),
      'search',
    ),
    /** An nbn location id not handed out before; the site never caches a qualification, so a second pass costs the same. */
    nextNbnId: cursor(Array<(position: number) => string | undefined>(2).fill(nbnIdAt), 'nbn location id', true),
  };
}
