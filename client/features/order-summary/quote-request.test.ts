// docs/product/ordering-and-handoff.md#shared-quotes: a quote sends "the location id and the choices",
// the extras as ordered, and nothing personal.
import { describe, expect, it } from 'vitest';
import { quoteRequestOf } from './quote-request';

const EXTRAS = { modem: true, extenders: 1 as const, voice: 'unlimited' as const, homeSecure: 'subscribe' as const, transferPlan: null };

describe('quoteRequestOf', () => {
  it('sends the location id, service, plan, offer and the extras as ordered', () => {
    expect(quoteRequestOf({ serviceType: 'nbn', planId: 10317, offerType: 'standard', extras: EXTRAS, locationId: 'LOC000247815362' })).toEqual({
      locationId: 'LOC000247815362',
      service: 'nbn',
      planId: 10317,
      offerType: 'standard',
      extras: { modem: true, extender: true, voice: 'unlimited', homeSecure: true, transferPlan: null },
    });
    const trial = quoteRequestOf({ serviceType: 'mbb', planId: 1, offerType: 'standard', extras: { ...EXTRAS, modem: false, homeSecure: 'none' }, locationId: 'LOC000247815362' });
    expect(trial?.extras).toMatchObject({ modem: false, extender: false, homeSecure: false });
  });
  it('nothing to quote without a location id or for a service the hand-off does not take', () => {
    expect(quoteRequestOf({ serviceType: 'nbn', planId: 1, offerType: 'standard', extras: EXTRAS, locationId: undefined })).toBeNull();
    expect(quoteRequestOf({ serviceType: 'nbn', planId: 1, offerType: 'standard', extras: EXTRAS, locationId: '14 Lyrebird Rise' })).toBeNull();
    expect(quoteRequestOf({ serviceType: 'mobile', planId: 1, offerType: 'standard', extras: EXTRAS, locationId: 'LOC000247815362' })).toBeNull();
  });
});
