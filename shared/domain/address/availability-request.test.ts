import { describe, expect, it } from 'vitest';
import { showSimplifiedSuccess } from './result-message';
import { availabilityRequestedService } from './availability-request';

describe('docs/product/address-check.md#requested-service-unavailable: simplified success on the availability page needs a requested service', () => {
  it('the service named in the query comes first, then the cart\'s', () => {
    expect(availabilityRequestedService('nbn', 'fibre')).toBe('nbn');
    expect(availabilityRequestedService(null, 'fibre')).toBe('fibre');
    expect(availabilityRequestedService('flipToFibre', '')).toBe('flipToFibre');
  });

  it('an unknown or blank value names none, and mobile SIM plans are not address-qualified', () => {
    expect(availabilityRequestedService('broadband', '')).toBe('');
    expect(availabilityRequestedService('', 'mobile')).toBe('');
    expect(availabilityRequestedService(undefined, undefined)).toBe('');
    expect(availabilityRequestedService('<script>', 'hwbb')).toBe('hwbb');
  });

  it('"when exactly one service is available and it is the requested one"', () => {
    const requested = availabilityRequestedService('nbn', '');
    expect(showSimplifiedSuccess({ services: ['nbn'] }, requested, true)).toBe(true);
    expect(showSimplifiedSuccess({ services: ['nbn', 'fibre'] }, requested, true)).toBe(false);
    expect(showSimplifiedSuccess({ services: ['nbn'] }, availabilityRequestedService(null, ''), true)).toBe(false);
  });
});
