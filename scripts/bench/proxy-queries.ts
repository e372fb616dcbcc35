// Distinct address searches and nbn location ids the embedded provider answers, handed out once
// each: every proxy request of a bench run (direct, site, peer, warm-up) asks something not asked
// before, so neither the site's address cache nor any other cache ever answers (issue 13: a load
// tester's figures are of uncached calls).
import { createAddressBook, type AddressBook } from '../../provider/address/address-book';
import { LOCATION_ID_PATTERNS } from '../../shared/domain/location-id';

export interface ProxyQueries {
  /** A free-text search never handed out before: number, street and locality, as a visitor types them. */
  nextSearch(): string;
  /** An nbn location id (LOC + 12 digits) never handed out before. */
  nextNbnId(): string;
}

/** A fixed stride through the book (prime, so it visits every address once): repeatable, spread over the country. */
const STRIDE = 7919;

/** 'Unit 6, 24 Union Street, Putney NSW 2112' -> '24 Union Street Putney' (units share their building's search). */
export function searchTextOf(formattedAddress: string): string {
  const [line = '', place = ''] = formattedAddress.replace(/^Unit \d+, /, '').split(', ');
  return `${line} ${place.replace(/ [A-Z]{2,3} \d{4}$/, '')}`.trim();
}

export function createProxyQueries(book: AddressBook = createAddressBook()): ProxyQueries {
  const handedOut = new Set<string>();
  /** Walks the book once per cursor, skipping what was handed out or does not fit. */
  const cursor = (pick: (position: number) => string | undefined, what: string) => {
    let step = 0;
    return (): string => {
      while (step < book.size) {
        const candidate = pick((step * STRIDE) % book.size);
        step += 1;
        if (candidate !== undefined && !handedOut.has(candidate)) {
          handedOut.add(candidate);
          return candidate;
        }
      }
      throw new Error(`the address book has no ${what} left that was not asked already: use a shorter --duration or fewer --rounds`);
    };
  };
  return {
    nextSearch: cursor((position) => {
      const text = searchTextOf(book.entryAt(position).formattedAddress);
      return text.length > 6 ? text : undefined;
    }, 'search'),
    nextNbnId: cursor(
      (position) => book.entryAt(position).providers.find((p) => LOCATION_ID_PATTERNS.nbn.test(p.locationId))?.locationId,
      'nbn location id',
    ),
  };
}
