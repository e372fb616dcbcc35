// docs/product/address-check.md#service-status: "what the address can get of each service, and why not:
// the result message, the plan tabs, the plan list, the order button and the hand-off read one status".
import { describe, expect, it } from 'vitest';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import type { SqResult } from '../../types/address';
import { flipStatus } from '../flip/flip-status';
import { serviceStatus } from './service-status';

const sq = (overrides: Partial<SqResult> = {}) => sqResultFixture(overrides);
const readyWithDate = { flipReady: 'Ready', flipDate: '2025-09-01' } as const;

describe('flipStatus: docs/product/address-check.md#flip-availability', () => {
  it('"flip ready with a date on a flip class can be ordered"', () => {
    expect(flipStatus(sq({ ...readyWithDate, nbnServiceClass: 13 }))).toBe('orderable');
    expect(flipStatus(sq({ ...readyWithDate, nbnServiceClass: 34, nbnType: 'FTTC' }))).toBe('orderable');
  });
  it('"only by request: a flip class not ready, or ready without a date"', () => {
    expect(flipStatus(sq({ nbnServiceClass: 13 }))).toBe('by-request');
    expect(flipStatus(sq({ flipReady: 'Ready', flipDate: '', nbnServiceClass: 13 }))).toBe('by-request');
  });
  it('"already on fibre: nbn FTTP, or an OptiComm or Vision network, whatever the nbn summary says"', () => {
    expect(flipStatus(sq({ nbnType: 'FTTP', nbnServiceClass: 3 }))).toBe('on-fibre');
    expect(flipStatus(sq({ ...readyWithDate, fibreType: 'Vision', hasFibre: true }))).toBe('on-fibre');
    expect(flipStatus(sq({ fibreType: 'OptiComm', hasFibre: true, nbnServiceClass: 13 }))).toBe('on-fibre');
  });
  it('"HFC, wireless and other classes have no upgrade the site sells, even \'Eligible To Order\' with a date"', () => {
    expect(flipStatus(sq({ ...readyWithDate, nbnType: 'HFC', nbnServiceClass: 24 }))).toBe('none');
    expect(flipStatus(sq({ nbnType: 'Fixed Wireless', nbnServiceClass: 5 }))).toBe('none');
  });
});

describe('serviceStatus: docs/product/address-check.md#service-status', () => {
  it('"no plan category: nothing can be sold there"', () => {
    expect(serviceStatus('nbn', sq({ categories: [] }))).toMatchObject({ kind: 'no-service', reason: 'address_has_no_service' });
  });
  it('"a service needs its category (fibre also a known fibre network)"', () => {
    expect(serviceStatus('nbn', sq({ categories: ['hwbb'] }))).toMatchObject({ kind: 'not-at-address', reason: 'service_not_at_address' });
    expect(serviceStatus('fibre', sq({ categories: ['fibre'] }))).toMatchObject({ kind: 'not-at-address' });
    expect(serviceStatus('fibre', sq({ categories: ['fibre'], fibreType: 'Vision' })).kind).toBe('available');
    expect(serviceStatus('hwbb', sq({ categories: ['hwbb'] })).kind).toBe('available');
    expect(serviceStatus('mbb', sq({ categories: ['nbn'] }))).toMatchObject({ kind: 'not-at-address', reason: 'service_not_at_address' });
  });
  it('"Flip to Fibre: available, only by request, already on fibre, or not available"', () => {
    expect(serviceStatus('flipToFibre', sq(readyWithDate)).kind).toBe('available');
    expect(serviceStatus('flipToFibre', sq())).toMatchObject({ kind: 'by-request', reason: 'flip_not_available' });
    expect(serviceStatus('flipToFibre', sq({ fibreType: 'Vision', categories: ['nbn', 'fibre'] }))).toMatchObject({
      kind: 'already-on-fibre',
      reason: 'already_on_fibre',
    });
    expect(serviceStatus('flipToFibre', sq({ ...readyWithDate, nbnType: 'HFC', nbnServiceClass: 24 }))).toMatchObject({
      kind: 'not-at-address',
      reason: 'flip_not_offered',
    });
  });
});
