// docs/product/address-check.md#sq-result: "the service-qualification values the offer compares are
// normalised once, where the answer enters: campaign codes trimmed and lower case, speeds in whole Mbps".
import { describe, expect, it } from 'vitest';
import { hasCampaign, normaliseCampaign, normaliseCampaigns, normaliseCategories, normaliseSpeed, unconnectedCampaign } from './sq-values';
import { toSqResult } from './sq-result';

describe('campaign codes: trimmed and lower case', () => {
  it('reads every spelling of one code as one code', () => {
    expect(normaliseCampaign(' Unconnected-Standard ')).toBe('unconnected-standard');
    expect(normaliseCampaigns(['UNCONNECTED-H2-FY25', 'unconnected-h2-fy25 ', '', 3])).toEqual(['unconnected-h2-fy25']);
  });
  it('an address has the configured campaign whatever either side spelled', () => {
    expect(hasCampaign(['unconnected-h2-fy25'], ' UNCONNECTED-H2-FY25')).toBe(true);
    expect(hasCampaign(['UNCONNECTED-H2-FY25'], 'unconnected-h2-fy25')).toBe(true);
    expect(hasCampaign(['other'], 'unconnected-h2-fy25')).toBe(false);
    expect(hasCampaign([''], '')).toBe(false);
    expect(hasCampaign(['x'], undefined)).toBe(false);
  });
  it('the configuration campaign enters the same way', () => {
    expect(unconnectedCampaign({ data: { unconnected_services: { value: ' UNCONNECTED-H2-FY25 ' } } })).toBe('unconnected-h2-fy25');
    expect(unconnectedCampaign({ data: { unconnected_services: { value: '  ' } } })).toBeUndefined();
    expect(unconnectedCampaign({ data: {} })).toBeUndefined();
    expect(unconnectedCampaign(null)).toBeUndefined();
  });
});

describe('speeds: whole Mbps, unknown is 0', () => {
  it('floors fractions and reads numeric text', () => {
    expect(normaliseSpeed(48.7)).toBe(48);
    expect(normaliseSpeed('100')).toBe(100);
    expect(normaliseSpeed(-5)).toBe(0);
    expect(normaliseSpeed('fast')).toBe(0);
    expect(normaliseSpeed(undefined)).toBe(0);
    expect(normaliseSpeed(Number.NaN)).toBe(0);
  });
});

describe('plan categories: known categories in their own spelling', () => {
  it('reads case and spaces away, keeps unknown ones trimmed, drops repeats', () => {
    expect(normaliseCategories([' NBN', 'nbn', 'FlipToFibre', 'HWBB', 'uniti ', ''])).toEqual(['nbn', 'flipToFibre', 'hwbb', 'uniti']);
  });
});

describe('the SQ answer is normalised where it enters', () => {
  it('campaigns, speed and categories of the sqResult are the normalised values', () => {
    const sq = toSqResult({
      sqSummary: { nbn: { maximumDownloadSpeed: 52.9, campaigns: [' Unconnected-H2-FY25 '] } },
      availablePlanCategories: ['NBN'],
    });
    expect(sq.maxSpeed).toBe(52);
    expect(sq.campaigns).toEqual(['unconnected-h2-fy25']);
    expect(sq.categories).toEqual(['nbn']);
  });
});
