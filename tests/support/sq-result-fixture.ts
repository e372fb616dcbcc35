// One builder for the address check's result (docs/product/address-check.md#sq-result sqResult) in component and unit tests: an
// FTTN address on nbn with no fibre upgrade; each test overrides only the fields it is about.
import type { SqResult } from '../../shared/types/address';

export function sqResultFixture(overrides: Partial<SqResult> = {}): SqResult {
  return {
    nbnServiceClass: 13,
    nbnNewDev: false,
    nbnType: 'FTTN',
    fibreType: '',
    hasFibre: false,
    nbnRegion: 'metro',
    locId: 'LOC000184726551',
    flipReady: false,
    flipDate: '',
    nbnReadyDate: '2019-01-01',
    maxSpeed: 100,
    earliestChangeoverDate: null,
    completedDate: null,
    services: ['nbn'],
    additionalServices: [],
    categories: ['nbn'],
    priority: 'nbn',
    activeService: false,
    campaigns: [],
    ...overrides,
  };
}
