import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProviderSqSummary, ServiceQualificationAnswer } from '../../schemas/upstream';
import { mapServiceQualification, toSqResult, unknownReadyStatusOf } from './sq-result';

const nbnSummary = (overrides: Partial<ProviderSqSummary> = {}): ProviderSqSummary => ({
  serviceClass: 13,
  newDevelopmentsChargeApplies: false,
  technologyShortCode: 'FTTN',
  technology: 'Fibre to the Node',
  locationId: 'LOC000123456789',
  alternativeTechnologyDetails: { readyStatus: 'Ready', readyDate: '2025-09-01' },
  readyDate: '2019-03-04',
  maximumDownloadSpeed: 100,
  activeService: true,
  campaigns: ['UNCONNECTED-H2-FY25'],
  ...overrides,
});

const answer = (
  sqSummary: Record<string, ProviderSqSummary>,
  extra: Partial<ServiceQualificationAnswer> = {},
): ServiceQualificationAnswer => ({
  sqSummary,
  availablePlanCategories: ['nbn', 'flipToFibre'],
  priority: ['nbn'],
  ...extra,
});

describe('toSqResult: docs/product/address-check.md#sq-result sqResult fields', () => {
  it('worked example: a flip-ready FTTN address with one nbn provider', () => {
    expect(toSqResult(answer({ nbn: nbnSummary() }))).toEqual({
      nbnServiceClass: 13,
      nbnNewDev: false,
      nbnType: 'FTTN',
      fibreType: '',
      hasFibre: false,
      nbnRegion: 'metro',
      locId: 'LOC000123456789',
      flipReady: 'Ready',
      flipDate: '2025-09-01',
      nbnReadyDate: '2019-03-04',
      maxSpeed: 100,
      earliestChangeoverDate: null,
      completedDate: null,
      services: ['nbn'],
      additionalServices: [],
      categories: ['nbn', 'flipToFibre'],
      priority: 'nbn',
      activeService: true,
      campaigns: ['unconnected-h2-fy25'],
    });
  });

  it("docs/product/address-check.md#sq-call: 'with more than one provider, the 'nbn' summary is used'", () => {
    const result = toSqResult(
      answer({
        opticomm: nbnSummary({ locationId: 'OPC000000000001', technologyShortCode: 'FTTP', serviceClass: 0 }),
        nbn: nbnSummary({ locationId: 'LOC000000000002', serviceClass: 12 }),
      }),
    );
    expect(result.locId).toBe('LOC000000000002');
    expect(result.nbnServiceClass).toBe(12);
  });

  it('with one provider that summary is used even when it is not nbn', () => {
    const result = toSqResult(answer({ vision: nbnSummary({ locationId: 'VIS1', technologyShortCode: 'FTTP' }) }));
    expect(result.locId).toBe('VIS1');
    expect(result.nbnType).toBe('FTTP');
  });

  it("docs/product/address-check.md#sq-result: fibreType 'OptiComm' if the provider list has the first named fibre operator, 'Vision' if the second, else empty; hasFibre follows", () => {
    const opticomm = toSqResult(answer({ nbn: nbnSummary(), opticomm: nbnSummary() }));
    expect(opticomm.fibreType).toBe('OptiComm');
    expect(opticomm.hasFibre).toBe(true);
    expect(opticomm.services).toEqual(['nbn', 'fibre']);
    const vision = toSqResult(answer({ vision: nbnSummary() }));
    expect(vision.fibreType).toBe('Vision');
    expect(vision.services).toEqual(['fibre']);
    const nbnOnly = toSqResult(answer({ nbn: nbnSummary() }));
    expect(nbnOnly.fibreType).toBe('');
    expect(nbnOnly.hasFibre).toBe(false);
  });

  it('docs/product/address-check.md#sq-result: nbnType is the "short technology code, else technology"', () => {
    expect(toSqResult(answer({ nbn: nbnSummary({ technologyShortCode: null, technology: 'HFC' }) })).nbnType).toBe('HFC');
    expect(toSqResult(answer({ nbn: nbnSummary({ technologyShortCode: '', technology: 'Satellite' }) })).nbnType).toBe(
      'Satellite',
    );
  });

  it('docs/product/address-check.md#sq-result: flipReady is the readiness status of the alternative technology; false if none', () => {
    expect(toSqResult(answer({ nbn: nbnSummary({ alternativeTechnologyDetails: null }) })).flipReady).toBe(false);
    const notReady = toSqResult(
      answer({ nbn: nbnSummary({ alternativeTechnologyDetails: { readyStatus: 'Not Ready', readyDate: '2026-02-01' } }) }),
    );
    expect(notReady.flipReady).toBe(false);
    // The date is still carried: the 'months until FTTP' estimate uses it (docs/product/address-check.md#result-messages).
    expect(notReady.flipDate).toBe('2026-02-01');
  });

  it("docs/architecture.md#contracts: 'Eligible To Order' and 'Ready' are ready; planned work ('In Design', 'Planned', 'Committed', 'Not Ready') is not", () => {
    const withStatus = (readyStatus: string) =>
      mapServiceQualification(answer({ nbn: nbnSummary({ alternativeTechnologyDetails: { readyStatus, readyDate: '2026-05-04' } }) }));
    expect(withStatus('Eligible To Order')).toMatchObject({ sqResult: { flipReady: 'Ready', flipDate: '2026-05-04' }, unknownReadyStatus: null });
    expect(withStatus('Ready').sqResult.flipReady).toBe('Ready');
    for (const status of ['In Design', 'Planned', 'Committed', 'Not Ready']) {
      expect(withStatus(status)).toMatchObject({ sqResult: { flipReady: false, flipDate: '2026-05-04' }, unknownReadyStatus: null });
    }
  });

  it('docs/architecture.md#contracts: "Treat unknown statuses as not ready"; the unknown status is handed back for the server to log', () => {
    const unknown = mapServiceQualification(
      answer({ nbn: nbnSummary({ alternativeTechnologyDetails: { readyStatus: 'Awaiting Assessment', readyDate: '2026-05-04' } }) }),
    );
    expect(unknown.sqResult.flipReady).toBe(false);
    expect(unknown.unknownReadyStatus).toBe('Awaiting Assessment');
    // No upgrade at all is not an unknown status.
    expect(mapServiceQualification(answer({ nbn: nbnSummary({ alternativeTechnologyDetails: null }) })).unknownReadyStatus).toBeNull();
    const missing = mapServiceQualification({ sqSummary: { nbn: { alternativeTechnologyDetails: { readyDate: null } } } });
    expect(missing.unknownReadyStatus).toBe('(missing)');
  });

  it('unknownReadyStatusOf says what the whole mapping says of the readyStatus (the SQ proxy reads only that)', () => {
    const awaiting = answer({ nbn: nbnSummary({ alternativeTechnologyDetails: { readyStatus: 'Awaiting Assessment', readyDate: '2026-05-04' } }) });
    expect(unknownReadyStatusOf(awaiting)).toBe('Awaiting Assessment');
    expect(unknownReadyStatusOf(answer({ nbn: nbnSummary({ alternativeTechnologyDetails: null }) }))).toBeNull();
    expect(unknownReadyStatusOf({ sqSummary: { nbn: { alternativeTechnologyDetails: { readyStatus: 7 } } } })).toBe('(number)');
  });

  it('docs/product/address-check.md#sq-result: flipDate is "its ready date, else empty"', () => {
    const noDate = toSqResult(
      answer({ nbn: nbnSummary({ alternativeTechnologyDetails: { readyStatus: 'Ready', readyDate: null } }) }),
    );
    expect(noDate.flipReady).toBe('Ready');
    expect(noDate.flipDate).toBe('');
  });

  it("docs/product/address-check.md#sq-result: priority is the 'first priority; 'uniti' becomes 'fibre''", () => {
    expect(toSqResult(answer({ nbn: nbnSummary() }, { priority: ['uniti', 'nbn'] })).priority).toBe('fibre');
    expect(toSqResult(answer({ nbn: nbnSummary() }, { priority: ['opticomm'] })).priority).toBe('opticomm');
    expect(toSqResult(answer({ nbn: nbnSummary() }, { priority: [] })).priority).toBe('');
  });

  it('docs/product/address-check.md#sq-result: nbnRegion is always metro; earliestChangeoverDate and completedDate null; additionalServices empty', () => {
    const result = toSqResult(answer({ nbn: nbnSummary() }));
    expect(result.nbnRegion).toBe('metro');
    expect(result.earliestChangeoverDate).toBeNull();
    expect(result.completedDate).toBeNull();
    expect(result.additionalServices).toEqual([]);
  });

  it('docs/product/address-check.md#sq-result: nbnNewDev is "new development charge applies"', () => {
    expect(toSqResult(answer({ nbn: nbnSummary({ newDevelopmentsChargeApplies: true }) })).nbnNewDev).toBe(true);
  });

  it('an answer with no providers gives an empty result with no services', () => {
    const result = toSqResult({ sqSummary: {}, availablePlanCategories: [], priority: [] });
    expect(result.services).toEqual([]);
    expect(result.categories).toEqual([]);
    expect(result.flipReady).toBe(false);
    expect(result.locId).toBe('');
  });

  it('reads numeric strings as numbers and ignores wrong types', () => {
    const result = toSqResult({
      sqSummary: { NBN: { serviceClass: '12', maximumDownloadSpeed: 'fast', campaigns: ['a', 3, null] } },
      availablePlanCategories: 'nbn',
      priority: [null, 'nbn'],
    });
    expect(result.services).toEqual(['nbn']);
    expect(result.nbnServiceClass).toBe(12);
    expect(result.maxSpeed).toBe(0);
    expect(result.campaigns).toEqual(['a']);
    expect(result.categories).toEqual([]);
    expect(result.priority).toBe('nbn');
  });
});

describe('toSqResult never throws on any upstream-shaped input (property)', () => {
  const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
    fc.oneof(arb, fc.constant(null), fc.constant(undefined), fc.anything());

  const summaryArb = fc.record(
    {
      serviceClass: maybe(fc.integer({ min: 0, max: 40 })),
      newDevelopmentsChargeApplies: maybe(fc.boolean()),
      technologyShortCode: maybe(fc.constantFrom('FTTP', 'FTTN', 'FTTC', 'HFC', '')),
      technology: maybe(fc.string()),
      locationId: maybe(fc.string()),
      alternativeTechnologyDetails: maybe(
        fc.record(
          { readyStatus: maybe(fc.constantFrom('Ready', 'Not Ready', 'eligible to  order', 'Awaiting Assessment')), readyDate: maybe(fc.string()) },
          { requiredKeys: [] },
        ),
      ),
      readyDate: maybe(fc.string()),
      maximumDownloadSpeed: maybe(fc.integer()),
      activeService: maybe(fc.boolean()),
      campaigns: maybe(fc.array(maybe(fc.string()))),
    },
    { requiredKeys: [] },
  );

  const responseArb = fc.oneof(
    fc.record(
      {
        sqSummary: maybe(fc.dictionary(fc.constantFrom('nbn', 'opticomm', 'vision', 'NBN', 'other'), maybe(summaryArb))),
        availablePlanCategories: maybe(fc.array(maybe(fc.string()))),
        priority: maybe(fc.array(maybe(fc.constantFrom('uniti', 'nbn', 'opticomm')))),
      },
      { requiredKeys: [] },
    ),
    fc.anything(),
  );

  it('returns a well-typed sqResult for arbitrary input', () => {
    fc.assert(
      fc.property(responseArb, (response) => {
        const result = toSqResult(response);
        expect(result.nbnRegion).toBe('metro');
        expect([false, 'Ready']).toContain(result.flipReady);
        expect(typeof result.flipDate).toBe('string');
        expect(typeof result.nbnType).toBe('string');
        expect(typeof result.locId).toBe('string');
        expect(Number.isFinite(result.nbnServiceClass)).toBe(true);
        expect(Number.isFinite(result.maxSpeed)).toBe(true);
        expect(['OptiComm', 'Vision', '']).toContain(result.fibreType);
        expect(result.hasFibre).toBe(result.fibreType !== '');
        expect(result.services.every((service) => service === 'nbn' || service === 'fibre')).toBe(true);
        expect(result.categories.every((category) => typeof category === 'string')).toBe(true);
        expect(result.campaigns.every((campaign) => typeof campaign === 'string')).toBe(true);
        expect(result.priority).not.toBe('uniti');
        expect(typeof result.activeService).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('unknownReadyStatusOf agrees with the whole mapping for arbitrary input', () => {
    fc.assert(
      fc.property(responseArb, (response) => {
        expect(unknownReadyStatusOf(response)).toBe(mapServiceQualification(response).unknownReadyStatus);
      }),
      { numRuns: 500 },
    );
  });
});
