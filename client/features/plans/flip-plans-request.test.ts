import { describe, expect, it } from 'vitest';
import { flipPlansKey, unconnectedServiceType } from './flip-plans-key';
import { DEFAULT_FLIP_PLANS_PATH, flipPlansPath, unconnectedCampaign } from './flip-plans-request';

const sq = {
  flipReady: 'Ready' as const,
  nbnRegion: 'metro' as const,
  nbnServiceClass: 12,
  maxSpeed: 1000,
  campaigns: ['UNCONNECTED-H2-FY25'],
};

describe('flip plans request (docs/product/pricing.md#plan-sources)', () => {
  it('asks for the address plans when flip ready and the campaign matches', () => {
    expect(flipPlansPath(sq, 'UNCONNECTED-H2-FY25', 'standard')).toBe('/api/getFlipToFibrePlans/metro/12/1000?offerType=standard');
    expect(flipPlansPath(sq, 'unconnected-h2-fy25', 'boost')).toBe('/api/getFlipToFibrePlans/metro/12/1000?offerType=boost');
  });

  it('falls back to the default plans without an address, readiness or campaign', () => {
    expect(flipPlansPath(null, 'UNCONNECTED-H2-FY25', 'standard')).toBe(DEFAULT_FLIP_PLANS_PATH);
    expect(flipPlansPath({ ...sq, flipReady: false }, 'UNCONNECTED-H2-FY25', 'standard')).toBe(DEFAULT_FLIP_PLANS_PATH);
    expect(flipPlansPath({ ...sq, campaigns: [] }, 'UNCONNECTED-H2-FY25', 'standard')).toBe(DEFAULT_FLIP_PLANS_PATH);
    expect(flipPlansPath(sq, undefined, 'standard')).toBe(DEFAULT_FLIP_PLANS_PATH);
  });

  it("reads the offer type from '?offer=boost' ('standard' by default)", () => {
    expect(unconnectedServiceType(new URLSearchParams(''))).toBe('standard');
    expect(unconnectedServiceType(new URLSearchParams('offer=boost'))).toBe('boost');
    expect(unconnectedServiceType(new URLSearchParams('offer=other'))).toBe('standard');
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
