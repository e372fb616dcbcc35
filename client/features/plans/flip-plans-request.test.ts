import { describe, expect, it } from 'vitest';
import { flipPlansKey } from './flip-plans-key';
import { DEFAULT_FLIP_PLANS_PATH, flipPlansRequest, unconnectedCampaign } from './flip-plans-request';

const sq = {
  flipReady: 'Ready' as const,
  nbnRegion: 'metro' as const,
  nbnServiceClass: 12,
  maxSpeed: 1000,
  campaigns: ['UNCONNECTED-H2-FY25'],
};

describe('flip plans request (docs/product/pricing.md#plan-sources)', () => {
  it('asks for the address plans when flip ready and the campaign matches', () => {
    expect(flipPlansRequest(sq, 'UNCONNECTED-H2-FY25').path).toBe('/api/getFlipToFibrePlans/metro/12/1000?offerType=standard');
    // docs/product/pricing.md#offer-type: the address's own unconnected-boost code asks for the boost offer.
    expect(flipPlansRequest({ ...sq, campaigns: [...sq.campaigns, 'unconnected-boost'] }, 'unconnected-h2-fy25')).toEqual({
      path: '/api/getFlipToFibrePlans/metro/12/1000?offerType=boost',
      offerType: 'boost',
      read: ['flipToFibrePlans', { nbnRegion: 'metro', nbnServiceClass: 12, maxSpeed: 1000 }, { offerType: 'boost' }],
    });
  });

  it('falls back to the default plans without an address, readiness or campaign', () => {
    expect(flipPlansRequest(null, 'UNCONNECTED-H2-FY25').path).toBe(DEFAULT_FLIP_PLANS_PATH);
    expect(flipPlansRequest({ ...sq, flipReady: false }, 'UNCONNECTED-H2-FY25').path).toBe(DEFAULT_FLIP_PLANS_PATH);
    expect(flipPlansRequest({ ...sq, campaigns: [] }, 'UNCONNECTED-H2-FY25').path).toBe(DEFAULT_FLIP_PLANS_PATH);
    expect(flipPlansRequest(sq, undefined).path).toBe(DEFAULT_FLIP_PLANS_PATH);
  });

  it('reads data.unconnected_services.value from the configuration', () => {
    expect(unconnectedCampaign({ data: { unconnected_services: { value: 'UNCONNECTED-H2-FY25' } } })).toBe('unconnected-h2-fy25');
    expect(unconnectedCampaign({ data: {} })).toBeUndefined();
    expect(unconnectedCampaign(null)).toBeUndefined();
  });

  it('keys on the fields that change the answer only', () => {
    expect(flipPlansKey(sq)).toBe(flipPlansKey({ ...sq, campaigns: [...sq.campaigns] }));
    expect(flipPlansKey(sq)).not.toBe(flipPlansKey({ ...sq, maxSpeed: 250 }));
    expect(flipPlansKey(null)).toBe('');
  });
});
