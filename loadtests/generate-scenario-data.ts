// Refreshes the `data` part of loadtests/scenarios.json from the embedded provider's deterministic
// address book, so the load tests ask for addresses that exist: npx tsx loadtests/generate-scenario-data.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createAddressBook, type AddressBook } from '../provider/address/address-book';
import { SCENARIO_ADDRESSES } from '../provider/address/scenarios';
import { apiPath } from '../shared/routes/api-paths';
import { createSeededFloats } from '../provider/seeded-random';
import { KNOWN_CONTENT } from '../shared/routes/known-content';
import type { QualificationIds, ScenarioData, ScenarioFile } from '../harness/scenario-file';

const SCENARIO_FILE = path.join(import.meta.dirname, 'scenarios.json');

const QUERY_COUNT = 400;
const ID_COUNT = 300;

/** Pages of the browsing mix: the budget pages of docs/architecture.md#budgets and a few more visitors open. */
const LOAD_PAGES = [
  '/',
  '/broadband/nbn',
  '/broadband/fibre',
  '/flip-to-fibre',
  '/phone/voip-international',
  '/contact-us',
  '/mobilephone',
  '/about-us',
];

/** What a visitor types, as far as the site sends it (docs/product/address-check.md#search-validation: more than 4 characters). */
function queriesFrom(book: AddressBook, random: () => number): string[] {
  const queries = new Set<string>(SCENARIO_ADDRESSES.map((scenario) => scenario.text));
  while (queries.size < QUERY_COUNT) {
    const entry = book.entryAt(Math.floor(random() * book.size));
    const match = /^(?:Unit (\d+), )?(\d+) (.+?), (.+) ([A-Z]+) (\d{4})$/.exec(entry.formattedAddress);
    if (!match) continue;
    const [, unit, number, street = '', locality = '', , postcode] = match;
    // Each form a function: only the half-typed one draws another number.
    const typed = [
      () => entry.formattedAddress,
      () => `${number} ${street} ${locality}`.toLowerCase(),
      () => `${number} ${street}`.slice(0, 5 + Math.floor(random() * Math.max(1, street.length))),
      () => `${unit ? `${unit}/` : ''}${number} ${street}`,
      () => `${street} ${postcode}`,
    ][Math.floor(random() * 5)]!();
    if (typed.trim().length > 4) queries.add(typed);
  }
  return [...queries];
}

function idsFrom(book: AddressBook, random: () => number): { locationIds: string[]; qualifications: QualificationIds[] } {
  const locationIds: string[] = [];
  const qualifications: QualificationIds[] = [];
  for (const scenario of SCENARIO_ADDRESSES) {
    if (scenario.locationIds.nbn) qualifications.push({ ...scenario.locationIds });
  }
  while (qualifications.length < ID_COUNT) {
    const entry = book.entryAt(Math.floor(random() * book.size));
    const ids: QualificationIds = {};
    for (const provider of entry.providers) {
      const name = provider.name.toLowerCase();
      if (name === 'nbn' || name === 'opticomm' || name === 'vision') ids[name] = provider.locationId;
    }
    if (Object.keys(ids).length === 0) continue;
    qualifications.push(ids);
    locationIds.push(Object.values(ids)[0]!);
  }
  return { locationIds, qualifications };
}

function contentApiPaths(): string[] {
  const reads = [
    apiPath('nav'),
    apiPath('defaultPlansNbn'),
    apiPath('defaultFlipToFibrePlans'),
    apiPath('plans', { serviceType: 'nbn' }),
    apiPath('plans', { serviceType: 'fibre' }),
  ];
  for (const [section, pages] of Object.entries(KNOWN_CONTENT)) {
    for (const page of pages) reads.push(apiPath('content', { section, page }));
  }
  reads.push(apiPath('voipInternationalRates'), apiPath('mobilePlans'), apiPath('configuration'));
  return reads;
}

export function buildScenarioData(book: AddressBook = createAddressBook(), seed = 20261121): ScenarioData {
  const random = createSeededFloats(seed);
  return {
    addressQueries: queriesFrom(book, random),
    ...idsFrom(book, random),
    pages: LOAD_PAGES,
    contentApi: contentApiPaths(),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const file = JSON.parse(readFileSync(SCENARIO_FILE, 'utf8')) as ScenarioFile;
  file.data = buildScenarioData();
  writeFileSync(SCENARIO_FILE, `${JSON.stringify(file, null, 2)}\n`);
  console.log(
    `scenarios.json: ${file.data.addressQueries.length} queries, ${file.data.qualifications.length} qualifications, ${file.data.contentApi.length} API reads`,
  );
}
