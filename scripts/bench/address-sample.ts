// Distinct address searches and location ids from the embedded provider's address book, so the
// proxy runs miss the site's short address cache and really call the upstream each time.
import { createAddressBook } from '../../provider/address/address-book';
import { LOCATION_ID_PATTERNS } from '../../shared/domain/location-id';

export interface AddressSample {
  /** Free-text searches as a visitor types them: number, street, locality. */
  searches: string[];
  /** nbn location ids (LOC + 12 digits). */
  nbnIds: string[];
}

export function sampleAddresses(count: number): AddressSample {
  const book = createAddressBook();
  const searches = new Set<string>();
  const nbnIds = new Set<string>();
  // A fixed stride through the book: repeatable, spread over the whole country.
  const stride = 7919;
  for (let i = 0; (searches.size < count || nbnIds.size < count) && i < book.size; i++) {
    const entry = book.entryAt((i * stride) % book.size);
    const street = entry.formattedAddress.replace(/^Unit \d+, /, '').split(',')[0]!.trim();
    if (street.length > 6 && searches.size < count) searches.add(street);
    const nbn = entry.providers.find((p) => LOCATION_ID_PATTERNS.nbn.test(p.locationId));
    if (nbn && nbnIds.size < count) nbnIds.add(nbn.locationId);
  }
  return { searches: [...searches], nbnIds: [...nbnIds] };
}
