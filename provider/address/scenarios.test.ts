import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAddressBook } from './address-book';
import { indexOfLocationId } from './location-ids';
import { SCENARIO_ADDRESSES } from './scenarios';
import { scenarioAddress } from './scenarios.test-helper';
import type { ScenarioKey } from './scenarios';
import { STREET_NAMES } from './street-names';
import { resultMessage } from '../../shared/domain/address/result-message';
import { mapServiceQualification } from '../../shared/domain/address/sq-result';

const book = loadAddressBook();

function qualifyScenario(key: ScenarioKey) {
  const answer = book.qualify({ ...scenarioAddress(key).locationIds, brand: 'tangerine' });
  if (!answer) throw new Error(`${key} did not qualify`);
  return answer;
}

describe('named scenario addresses (docs/architecture.md#the-embedded-provider)', () => {
  const found = SCENARIO_ADDRESSES.filter((scenario) => scenario.key !== 'not-found');

  it('cover one branch each, with unique keys, texts and ids', () => {
    const keys = SCENARIO_ADDRESSES.map((scenario) => scenario.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(SCENARIO_ADDRESSES.map((s) => s.text)).size).toBe(keys.length);
    const ids = found.flatMap((scenario) => Object.values(scenario.locationIds));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never collide with a generated id or a generated street name', () => {
    for (const scenario of found) {
      for (const [kind, id] of Object.entries(scenario.locationIds)) {
        const position = indexOfLocationId(kind as 'nbn', id);
        expect(position === -1 || position >= book.size).toBe(true);
      }
      const streetName = /^(?:Unit \d+, )?\d+ (\w+)/.exec(scenario.formattedAddress ?? '')?.[1] ?? '';
      expect(STREET_NAMES).not.toContain(streetName);
    }
  });

  it.each(found.filter((s) => s.key !== 'api-only'))('$key is the first suggestion for its text', (scenario) => {
    const source = 'footprint';
    const [first, ...rest] = book.search({ fullText: scenario.text, source });
    expect(first?.formattedAddress).toBe(scenario.formattedAddress);
    expect(first?.providers.map((p) => p.locationId)).toEqual(Object.values(scenario.locationIds));
    expect(first?.providers[0]?.locationId).toBe(scenario.locationId);
    // Unique: no other address has that number on that street.
    expect(rest.filter((s) => s.formattedAddress.includes(scenario.text))).toEqual([]);
    // Also while the visitor is still typing.
    expect(book.search({ fullText: scenario.text.slice(0, -2), source })[0]?.formattedAddress).toBe(scenario.formattedAddress);
    expect(book.byLocationId(scenario.locationId!)[0]?.formattedAddress).toBe(scenario.formattedAddress);
  });

  it('api-only is found only with source=api (docs/product/address-check.md#search-retry retry)', () => {
    const scenario = scenarioAddress('api-only');
    expect(book.search({ fullText: scenario.text, source: 'footprint' })).toEqual([]);
    expect(book.search({ fullText: scenario.text, source: 'api' })[0]?.formattedAddress).toBe(scenario.formattedAddress);
  });

  it('not-found matches nothing with either source', () => {
    const { text } = scenarioAddress('not-found');
    expect(book.search({ fullText: text, source: 'footprint' })).toEqual([]);
    expect(book.search({ fullText: text, source: 'api' })).toEqual([]);
  });

  it('flip-ready-fttn: FTTN, Ready with a past date, UNCONNECTED-H2-FY25', () => {
    const { sqSummary, availablePlanCategories, priority } = qualifyScenario('flip-ready-fttn');
    expect(sqSummary.nbn).toMatchObject({
      technologyShortCode: 'FTTN', alternativeTechnologyDetails: { readyStatus: 'Ready', readyDate: '2025-09-15' },
      campaigns: ['UNCONNECTED-H2-FY25'],
    });
    expect([10, 11, 12, 13]).toContain(sqSummary.nbn?.serviceClass);
    expect(availablePlanCategories).toContain('nbn');
    expect(priority).toEqual(['nbn']);
  });

  it('flip-ready-fttc: FTTC, Ready with a past date', () => {
    const { sqSummary } = qualifyScenario('flip-ready-fttc');
    expect(sqSummary.nbn).toMatchObject({ technologyShortCode: 'FTTC', alternativeTechnologyDetails: { readyStatus: 'Ready' } });
    expect(sqSummary.nbn!.alternativeTechnologyDetails!.readyDate! < '2026-11-21').toBe(true);
    expect([30, 31, 32, 33, 34]).toContain(sqSummary.nbn?.serviceClass);
  });

  it('flip-by-request-no-date: Ready without a date', () => {
    const { sqSummary } = qualifyScenario('flip-by-request-no-date');
    expect(sqSummary.nbn?.alternativeTechnologyDetails).toEqual({ readyStatus: 'Ready', readyDate: null });
    expect([10, 11, 12, 13]).toContain(sqSummary.nbn?.serviceClass);
  });

  it('flip-not-ready-future-date: Not Ready with a 2027-2028 date', () => {
    const details = qualifyScenario('flip-not-ready-future-date').sqSummary.nbn?.alternativeTechnologyDetails;
    expect(details?.readyStatus).toBe('Not Ready');
    expect(details?.readyDate).toMatch(/^202[78]-\d\d-\d\d$/);
  });

  it('flip-not-ready-no-date: Not Ready without a date', () => {
    const { sqSummary } = qualifyScenario('flip-not-ready-no-date');
    expect(sqSummary.nbn?.alternativeTechnologyDetails).toEqual({ readyStatus: 'Not Ready', readyDate: null });
    expect(sqSummary.nbn?.technologyShortCode).toBe('FTTN');
  });

  // docs/architecture.md#contracts: "'Eligible To Order' (the upgrade can be ordered now), and statuses of planned work
  // ('In Design', 'Planned', 'Committed', 'Not Ready' and others). Treat unknown statuses as not ready."
  it.each([
    ['flip-eligible-to-order', 'Eligible To Order', 'flip-upgrade', null],
    ['flip-in-design', 'In Design', 'flip-by-request', null],
    ['flip-planned', 'Planned', 'flip-by-request', null],
    ['flip-committed', 'Committed', 'flip-by-request', null],
    ['flip-unknown-status', 'Pending Assessment', 'flip-by-request', 'Pending Assessment'],
  ] as const)('%s: nbn sends %s; the flip page shows %s', (key, readyStatus, kind, unknownReadyStatus) => {
    const answer = qualifyScenario(key);
    expect(answer.sqSummary.nbn?.alternativeTechnologyDetails?.readyStatus).toBe(readyStatus);
    expect([10, 11, 12, 13, 30, 31, 32, 33, 34]).toContain(answer.sqSummary.nbn?.serviceClass);
    const mapped = mapServiceQualification(answer);
    expect(mapped.unknownReadyStatus).toBe(unknownReadyStatus);
    expect(mapped.sqResult.flipReady).toBe(kind === 'flip-upgrade' ? 'Ready' : false);
    const today = new Date('2026-11-21T00:00:00Z');
    expect(resultMessage({ sq: mapped.sqResult, isFlipPage: true, addressNotFound: false, today }).kind).toBe(kind);
    // Away from the flip page, only a ready address gets the 'Connect now' upgrade offer.
    expect(resultMessage({ sq: mapped.sqResult, isFlipPage: false, addressNotFound: false, today }).kind).toBe(
      kind === 'flip-upgrade' ? 'connect-now' : 'available',
    );
  });

  it('planned-work scenarios carry their dates: a future date gives the months estimate, none gives none', () => {
    const today = new Date('2026-11-21T00:00:00Z');
    const months = (key: ScenarioKey) => {
      const message = resultMessage({ sq: mapServiceQualification(qualifyScenario(key)).sqResult, isFlipPage: true, addressNotFound: false, today });
      return message.kind === 'flip-by-request' ? message.monthsUntilFttp : 'not by request';
    };
    expect(months('flip-in-design')).toBeGreaterThan(0);
    expect(months('flip-committed')).toBeGreaterThan(0);
    expect(months('flip-planned')).toBeNull();
    // A past date with an unknown status: not ready, and no estimate for a date already gone.
    expect(months('flip-unknown-status')).toBeNull();
    expect(qualifyScenario('flip-eligible-to-order').sqSummary.nbn?.alternativeTechnologyDetails?.readyDate).toBe('2026-06-08');
  });

  it('already-fttp and hfc: no upgrade path', () => {
    const fttp = qualifyScenario('already-fttp').sqSummary.nbn;
    expect(fttp).toMatchObject({ technologyShortCode: 'FTTP', alternativeTechnologyDetails: null });
    expect([1, 2, 3]).toContain(fttp?.serviceClass);
    const hfc = qualifyScenario('hfc').sqSummary.nbn;
    expect(hfc).toMatchObject({ technologyShortCode: 'HFC', alternativeTechnologyDetails: null });
    expect(hfc?.serviceClass).toBeGreaterThanOrEqual(20);
    expect(hfc?.serviceClass).toBeLessThanOrEqual(24);
  });

  it('fixed-wireless: nbn Fixed Wireless (classes 4 to 6), up to 100Mbps, no upgrade path', () => {
    const answer = qualifyScenario('fixed-wireless');
    expect(answer.sqSummary.nbn).toMatchObject({ technologyShortCode: 'FW', serviceClass: 6, alternativeTechnologyDetails: null });
    expect(answer.availablePlanCategories).toContain('nbn');
  });

  it('new-development: newDevelopmentsChargeApplies', () => {
    expect(qualifyScenario('new-development').sqSummary.nbn?.newDevelopmentsChargeApplies).toBe(true);
  });

  it('opticomm-fibre and vision-fibre: fibre operator summaries and priorities', () => {
    const opticomm = qualifyScenario('opticomm-fibre');
    expect(Object.keys(opticomm.sqSummary).sort()).toEqual(['nbn', 'opticomm']);
    expect(opticomm.sqSummary.opticomm?.locationId).toMatch(/^OPC\d{12}$/);
    expect(opticomm.priority).toEqual(['uniti', 'nbn']);
    expect(opticomm.availablePlanCategories).toContain('fibre');
    const vision = qualifyScenario('vision-fibre');
    expect(Object.keys(vision.sqSummary).sort()).toEqual(['nbn', 'vision']);
    expect(vision.priority).toEqual(['vision', 'nbn']);
    expect(vision.availablePlanCategories).toContain('fibre');
  });

  it('no-service: an nbn provider but class 0 and no categories', () => {
    const answer = qualifyScenario('no-service');
    expect(answer.sqSummary.nbn?.serviceClass).toBe(0);
    expect(answer.availablePlanCategories).toEqual([]);
  });

  it('home-wireless-only: hwbb and mbb only', () => {
    expect(qualifyScenario('home-wireless-only').availablePlanCategories).toEqual(['hwbb', 'mbb']);
  });

  it('are all listed in SCENARIOS.md', () => {
    const doc = readFileSync(new URL('./SCENARIOS.md', import.meta.url), 'utf8');
    for (const scenario of SCENARIO_ADDRESSES) {
      expect(doc).toContain(`\`${scenario.key}\``);
      expect(doc).toContain(scenario.text);
      if (scenario.formattedAddress) expect(doc).toContain(scenario.formattedAddress);
      for (const id of Object.values(scenario.locationIds)) expect(doc).toContain(id);
    }
  });
});
