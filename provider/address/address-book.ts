// The embedded address service's data (docs/architecture.md#the-embedded-provider): one deterministic book per process.
import type { AddressSource } from '../../shared/schemas/api-inputs';
import type { AddressProvider, AddressSuggestion, ServiceQualificationAnswer } from '../../shared/schemas/upstream';
import { AddressSearchIndex } from './address-search-index';
import { readFileSync, writeFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { AddressColumns } from './address-columns';
import { DEFAULT_SEED, generateAddressBook } from './generate-address-book';
import { ANY_LOCATION_ID_PATTERN, LOCATION_ID_PATTERNS, LOCATION_ID_PROVIDERS, providerOfLocationId, type LocationIdProvider } from '../../shared/domain/address/location-id';
import { indexOfLocationId, locationIdFor } from './location-ids';
import type { LocationIdKind } from './location-ids';
import { PROVIDER_NAMES } from './premises';
import type { Premises } from './premises';
import { serviceQualification } from './service-qualification';
import { STREET_TYPES } from './street-names';

/** Everything the book knows about one address (for tests, scenarios and load-test sampling). */
export type AddressEntry = ReturnType<AddressBook['entryAt']>;

export type AddressBook = ReturnType<typeof createAddressBook>;

/** The generated data and its search index: what takes the time to build. */
type BuiltBook = ReturnType<typeof buildBook>;

function buildBook(seed: number) {
  const data = generateAddressBook(seed);
  return { data, index: new AddressSearchIndex(data.streets, data.localities, data.streetNames, data.addresses) };
}

/** Writes the default book, built, to a file for loadAddressBook (address-book.global-setup.ts). */
export function writeAddressBookFile(file: string): void {
  writeFileSync(file, serialize(buildBook(DEFAULT_SEED)));
}

/** The book writeAddressBookFile wrote; its two class instances come back as plain fields and get their methods again. */
function readAddressBookFile(file: string): BuiltBook {
  const built = deserialize(readFileSync(file)) as BuiltBook;
  Object.setPrototypeOf(built.data.addresses, AddressColumns.prototype);
  Object.setPrototypeOf(built.index, AddressSearchIndex.prototype);
  return built;
}

export function createAddressBook(seed: number = DEFAULT_SEED, built: BuiltBook = buildBook(seed)) {
  const { index, data } = built;
  const { addresses, streets, localities, streetNames, scenarioIds } = data;
  const scenarioById = new Map<string, { kind: LocationIdKind; position: number }>();
  for (const [position, ids] of scenarioIds) {
    for (const [kind, id] of Object.entries(ids) as [LocationIdKind, string][]) scenarioById.set(id, { kind, position });
  }

  const idOf = (kind: LocationIdKind, position: number): string =>
    scenarioIds.get(position)?.[kind] ?? locationIdFor(kind, position);

  const formattedAddress = (position: number): string => {
    const street = addresses.street[position] ?? 0;
    const locality = localities[streets.locality[street] ?? 0];
    const unit = addresses.unit[position] ?? 0;
    const line = `${addresses.number[position]} ${streetNames[streets.name[street] ?? 0]} ${STREET_TYPES[streets.type[street] ?? 0]?.name}`;
    const place = `${locality?.name} ${locality?.state} ${locality?.postcode}`;
    return unit === 0 ? `${line}, ${place}` : `Unit ${unit}, ${line}, ${place}`;
  };

  const providersOf = (premises: Premises, position: number): AddressProvider[] => {
    const providers: AddressProvider[] = [];
    if (premises.nbn) providers.push({ locationId: idOf('nbn', position), name: PROVIDER_NAMES.nbn });
    if (premises.fibre === 'OptiComm') providers.push({ locationId: idOf('opticomm', position), name: PROVIDER_NAMES.opticomm });
    if (premises.fibre === 'Vision') providers.push({ locationId: idOf('vision', position), name: PROVIDER_NAMES.vision });
    if (premises.wholesale) providers.push({ locationId: idOf('wholesale', position), name: PROVIDER_NAMES.wholesale });
    return providers;
  };

  const entryAt = (position: number) => {
    if (!Number.isInteger(position) || position < 0 || position >= addresses.size) {
      throw new RangeError(`no address at ${position}`);
    }
    const premises = addresses.premisesAt(position);
    return { position, formattedAddress: formattedAddress(position), providers: providersOf(premises, position), premises };
  };

  const hasProvider = (premises: Premises, kind: LocationIdProvider): boolean =>
    kind === 'nbn' ? premises.nbn : kind === 'opticomm' ? premises.fibre === 'OptiComm' : premises.fibre === 'Vision';

  /** The position an id names, if that address really carries it. */
  const positionOf = (kind: LocationIdProvider, locationId: string): number => {
    if (!LOCATION_ID_PATTERNS[kind].test(locationId)) return -1;
    const scenario = scenarioById.get(locationId);
    if (scenario) return scenario.kind === kind ? scenario.position : -1;
    const position = indexOfLocationId(kind, locationId);
    if (position < 0 || position >= addresses.size || scenarioIds.has(position)) return -1;
    return hasProvider(addresses.premisesAt(position), kind) ? position : -1;
  };

  const entryByLocationId = (locationId: string): AddressEntry | null => {
    const kind = providerOfLocationId(locationId);
    const position = kind ? positionOf(kind, locationId) : -1;
    return position < 0 ? null : entryAt(position);
  };

  const suggestion = (entry: AddressEntry, excluded: Set<string>): AddressSuggestion => ({
    formattedAddress: entry.formattedAddress,
    providers: entry.providers.filter((provider) => !excluded.has(provider.name.toLowerCase())),
  });

  return {
    size: addresses.size,
    /** At most 20 suggestions, best first (docs/architecture.md#contracts `GET /v2/address`); a few addresses only `source: 'api'` finds. */
    search({ fullText, source = 'footprint', excludeProviders }: { fullText: string; source?: AddressSource; excludeProviders?: string }): AddressSuggestion[] {
      const excluded = new Set((excludeProviders ?? '').split(',').map((name) => name.trim().toLowerCase()));
      const text = fullText.trim();
      // An id typed as text finds its address, as the site's own id lookup would (docs/product/address-check.md#location-id-lookup).
      if (ANY_LOCATION_ID_PATTERN.test(text.toUpperCase())) {
        const entry = entryByLocationId(text.toUpperCase());
        return entry && (source === 'api' || !entry.premises.apiOnly) ? [suggestion(entry, excluded)] : [];
      }
      return index.search(text, source === 'api').map((position) => suggestion(entryAt(position), excluded));
    },
    byLocationId(locationId: string): AddressSuggestion[] {
      const entry = entryByLocationId(locationId);
      return entry ? [suggestion(entry, new Set())] : [];
    },
    /** Lower-cased provider name -> location id; null when none is given or an id is malformed or unknown. */
    qualify(query: Partial<Record<string, string>>): ServiceQualificationAnswer | null {
      const asked: Parameters<typeof serviceQualification>[0] = [];
      for (const provider of LOCATION_ID_PROVIDERS) {
        const locationId = query[provider];
        if (locationId === undefined) continue;
        const position = positionOf(provider, locationId);
        if (position < 0) return null;
        asked.push({ provider, locationId, premises: addresses.premisesAt(position) });
      }
      return asked.length === 0 ? null : serviceQualification(asked);
    },
    entryAt,
  };
}

let book: AddressBook | undefined;

/** The process's one address book, built on first call, or read from ADDRESS_BOOK_FILE (address-book.global-setup.ts). */
export function loadAddressBook(): AddressBook {
  const file = process.env.ADDRESS_BOOK_FILE;
  book ??= createAddressBook(DEFAULT_SEED, file ? readAddressBookFile(file) : undefined);
  return book;
}
