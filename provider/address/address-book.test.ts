import { describe, expect, it } from 'vitest';
import { createAddressBook, loadAddressBook } from './address-book';
import type { AddressEntry } from './address-book';
import { SCENARIO_ADDRESSES } from './scenarios';
import { STREET_NAMES, STREET_TYPES } from './street-names';

const book = loadAddressBook();

/** Every n-th address: enough to cover the book without decoding all 266k in every test. */
function sample(step = 97): AddressEntry[] {
  const entries: AddressEntry[] = [];
  for (let position = 0; position < book.size; position += step) entries.push(book.entryAt(position));
  return entries;
}

const FORMAT = /^(Unit \d+, )?\d+ [A-Z][A-Za-z ]+ [A-Z][a-z]+, [A-Z].* (NSW|VIC|QLD|SA|WA|TAS|ACT|NT) \d{4}$/;

describe('address book generation (docs/architecture.md#the-embedded-provider)', () => {
  it('is memoised per process', () => {
    expect(loadAddressBook()).toBe(book);
  });

  it('holds at least 200,000 addresses, units included', () => {
    expect(book.size).toBeGreaterThanOrEqual(200_000);
    const units = sample(13).filter((entry) => entry.formattedAddress.startsWith('Unit '));
    expect(units.length).toBeGreaterThan(1000);
  });

  it('is deterministic: the same seed gives the same book, another seed another', () => {
    const again = createAddressBook();
    expect(again.size).toBe(book.size);
    for (let position = 0; position < book.size; position += 4999) {
      expect(again.entryAt(position)).toEqual(book.entryAt(position));
    }
    // The book a test run reads from its global setup's file searches as one built here does.
    for (const fullText of ['12 george st', 'Unit 3, 5 smith', 'kilda 3182']) expect(again.search({ fullText })).toEqual(book.search({ fullText }));
    const other = createAddressBook(42);
    const differing = [1000, 50_000, 150_000].filter(
      (position) => other.entryAt(position).formattedAddress !== book.entryAt(position).formattedAddress,
    );
    expect(differing.length).toBeGreaterThan(0);
  });

  it('formats addresses the Australian way', () => {
    for (const entry of sample()) expect(entry.formattedAddress).toMatch(FORMAT);
    const streetTypes = new Set(STREET_TYPES.map((type) => type.name));
    const names = new Set(STREET_NAMES);
    const entry = book.entryAt(12345);
    const [, name, type] = /^(?:Unit \d+, )?\d+ (.+) (\w+),/.exec(entry.formattedAddress) ?? [];
    expect(names.has(name ?? '')).toBe(true);
    expect(streetTypes.has(type ?? '')).toBe(true);
  });

  it('puts several units at one street number (apartment blocks), after the building', () => {
    const position = sample(7).find((entry) => entry.formattedAddress.startsWith('Unit 2, '))?.position ?? -1;
    expect(position).toBeGreaterThan(1);
    const building = book.entryAt(position - 2).formattedAddress;
    const unitOne = book.entryAt(position - 1).formattedAddress;
    const rest = book.entryAt(position).formattedAddress.replace('Unit 2, ', '');
    expect(building).toBe(rest);
    expect(unitOne).toBe(`Unit 1, ${rest}`);
  });

  it('gives providers well-formed ids: LOC, OPC, VSN and the wholesale carrier', () => {
    const patterns: Record<string, RegExp> = {
      nbn: /^LOC\d{12}$/,
      OptiComm: /^OPC\d{12}$/,
      Vision: /^VSN\d{12}$/,
      TelstraWholesale: /^TLS\d{12}$/,
    };
    const seen = new Set<string>();
    for (const entry of sample()) {
      for (const provider of entry.providers) {
        expect(provider.locationId).toMatch(patterns[provider.name] ?? /^$/);
        seen.add(provider.name);
      }
    }
    expect([...seen].sort()).toEqual(['OptiComm', 'TelstraWholesale', 'Vision', 'nbn']);
    expect(sample().some((entry) => entry.providers.length === 0)).toBe(true);
  });

  it('keeps service class consistent with technology (0 = not yet serviceable)', () => {
    const classes: Record<string, [number, number]> = {
      FTTP: [1, 3], FTTN: [10, 13], FTTB: [10, 13], HFC: [20, 24], FTTC: [30, 34], FW: [4, 7], SAT: [8, 9],
    };
    for (const { premises } of sample(31)) {
      if (!premises.nbn || premises.serviceClass === 0) continue;
      const [low, high] = classes[premises.technology] ?? [0, 0];
      expect(premises.serviceClass).toBeGreaterThanOrEqual(low);
      expect(premises.serviceClass).toBeLessThanOrEqual(high);
    }
  });

  it('offers FTTP upgrades only on FTTN/FTTC, with the agreed flip semantics and dates', () => {
    // The generated addresses: the named scenarios (scenarios.test.ts) also use nbn's other statuses.
    const scenarios = new Set(SCENARIO_ADDRESSES.map((scenario) => scenario.formattedAddress));
    const flips = sample(11).filter((entry) => entry.premises.flip !== null && !scenarios.has(entry.formattedAddress));
    expect(flips.length).toBeGreaterThan(1000);
    const kinds = new Set<string>();
    for (const { premises } of flips) {
      expect(['FTTN', 'FTTC']).toContain(premises.technology);
      const { readyStatus, readyDate } = premises.flip!;
      kinds.add(`${readyStatus}/${readyDate === null ? 'none' : 'date'}`);
      if (readyStatus === 'Ready' && readyDate) expect(readyDate >= '2025-01-01' && readyDate <= '2026-11-21').toBe(true);
      if (readyStatus === 'Not Ready' && readyDate) expect(readyDate >= '2027-01-01' && readyDate <= '2028-12-31').toBe(true);
    }
    expect([...kinds].sort()).toEqual(['Not Ready/date', 'Not Ready/none', 'Ready/date', 'Ready/none']);
  });

  it('carries the UNCONNECTED-H2-FY25 campaign only on flip-ready-with-date addresses', () => {
    const withCampaign = sample(3).filter((entry) => entry.premises.campaigns.length > 0);
    expect(withCampaign.length).toBeGreaterThan(100);
    for (const { premises } of withCampaign) {
      expect(premises.campaigns).toEqual(['UNCONNECTED-H2-FY25']);
      expect(premises.flip?.readyStatus).toBe('Ready');
      expect(premises.flip?.readyDate).not.toBeNull();
    }
  });

  it('weights technology by remoteness: satellite and fixed wireless outside the cities, HFC in them', () => {
    const technologyByState = (suffix: RegExp) =>
      sample(5).filter((entry) => suffix.test(entry.formattedAddress) && entry.premises.nbn);
    const sydney = technologyByState(/ NSW 2[01]\d\d$/);
    const outback = technologyByState(/ NT 08[5-9]\d$/);
    const share = (list: AddressEntry[], codes: string[]) =>
      list.filter((entry) => codes.includes(entry.premises.technology)).length / list.length;
    expect(share(sydney, ['SAT', 'FW'])).toBeLessThan(0.02);
    expect(share(sydney, ['HFC'])).toBeGreaterThan(0.1);
    expect(share(outback, ['SAT', 'FW'])).toBeGreaterThan(0.4);
  });

  it('marks a few percent of addresses as found only by source=api', () => {
    const entries = sample(7);
    const share = entries.filter((entry) => entry.premises.apiOnly).length / entries.length;
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.08);
  });

  it('has new developments, OptiComm and Vision premises', () => {
    const entries = sample(5);
    expect(entries.some((entry) => entry.premises.newDevelopment)).toBe(true);
    expect(entries.some((entry) => entry.premises.fibre === 'OptiComm')).toBe(true);
    expect(entries.some((entry) => entry.premises.fibre === 'Vision')).toBe(true);
  });
});

describe('byLocationId', () => {
  it('finds every generated address by each of its provider ids', () => {
    for (const entry of sample(1009)) {
      for (const provider of entry.providers) {
        if (provider.name === 'TelstraWholesale') continue;
        expect(book.byLocationId(provider.locationId)).toEqual([
          { formattedAddress: entry.formattedAddress, providers: entry.providers },
        ]);
      }
    }
  });

  it('answers empty for unknown, foreign or malformed ids', () => {
    expect(book.byLocationId('LOC999999999999')).toEqual([]);
    expect(book.byLocationId('LOC000000000001')).toEqual([]);
    expect(book.byLocationId('LOC12345')).toEqual([]);
    expect(book.byLocationId('loc000184726551')).toEqual([]);
    // An OPC id of an address that OptiComm does not serve.
    const nbnOnly = sample().find((entry) => entry.premises.nbn && entry.premises.fibre === null)!;
    const opc = `OPC${String(2_000_000_000 + nbnOnly.position * 1_618_033).padStart(12, '0')}`;
    expect(book.byLocationId(opc)).toEqual([]);
  });
});

describe('qualify (docs/architecture.md#contracts service qualification)', () => {
  it('answers one sqSummary entry per provider asked, with categories and priority', () => {
    const both = sample(3).find((entry) => entry.premises.nbn && entry.premises.fibre === 'OptiComm')!;
    const nbnId = both.providers.find((p) => p.name === 'nbn')!.locationId;
    const opcId = both.providers.find((p) => p.name === 'OptiComm')!.locationId;
    const answer = book.qualify({ nbn: nbnId, opticomm: opcId, brand: 'tangerine' })!;
    expect(Object.keys(answer.sqSummary).sort()).toEqual(['nbn', 'opticomm']);
    expect(answer.sqSummary.nbn?.locationId).toBe(nbnId);
    expect(answer.sqSummary.opticomm?.locationId).toBe(opcId);
    expect(answer.priority).toEqual(['uniti', 'nbn']);
    expect(answer.availablePlanCategories).toContain('fibre');

    const nbnOnly = book.qualify({ nbn: nbnId })!;
    expect(Object.keys(nbnOnly.sqSummary)).toEqual(['nbn']);
  });

  it('gives nbn summaries every docs/architecture.md#contracts field with consistent values', () => {
    for (const entry of sample(211)) {
      const nbn = entry.providers.find((provider) => provider.name === 'nbn');
      if (!nbn) continue;
      const summary = book.qualify({ nbn: nbn.locationId })!.sqSummary.nbn!;
      expect(Object.keys(summary).sort()).toEqual([
        'activeService', 'alternativeTechnologyDetails', 'campaigns', 'locationId', 'maximumDownloadSpeed',
        'newDevelopmentsChargeApplies', 'readyDate', 'serviceClass', 'technology', 'technologyShortCode',
      ]);
      expect(summary.technologyShortCode === null).toBe(summary.serviceClass === 0);
      expect(summary.maximumDownloadSpeed > 0).toBe(summary.serviceClass > 0);
    }
  });

  it('answers null for unknown, malformed or missing ids', () => {
    expect(book.qualify({ nbn: 'LOC999999999999' })).toBeNull();
    expect(book.qualify({ nbn: 'OPC000741902635' })).toBeNull();
    expect(book.qualify({ nbn: 'nope' })).toBeNull();
    expect(book.qualify({ brand: 'tangerine' })).toBeNull();
  });
});
