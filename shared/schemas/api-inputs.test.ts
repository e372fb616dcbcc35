import { describe, expect, it } from 'vitest';
import { addressSearchQuerySchema, eventBodySchema, flipPlansParamsSchema, flipPlansQuerySchema, locationIdParamsSchema, serviceQualificationQuerySchema } from './api-inputs';

describe('API input schemas (docs/architecture.md#reliability-and-security)', () => {
  it('docs/architecture.md#the-embedded-provider: an id path parameter is a location id, LOC, OPC or VSN and 12 digits, strictly', () => {
    const ok = (locId: string) => locationIdParamsSchema.safeParse({ locId }).success;
    expect(ok('LOC000000000001')).toBe(true);
    expect(ok('OPC123456789012')).toBe(true);
    expect(ok('VSN123456789012')).toBe(true);
    expect(ok('LOC00000000001')).toBe(false);
    expect(ok('loc000000000001')).toBe(false);
    expect(ok('XLOC000000000001')).toBe(false);
  });

  it('docs/product/content.md#country-search: a search needs more than 4 characters after trimming', () => {
    expect(addressSearchQuerySchema.safeParse({ fullText: '  abcd  ' }).success).toBe(false);
    expect(addressSearchQuerySchema.parse({ fullText: ' abcde ', other: 'x' })).toEqual({ fullText: 'abcde', source: 'footprint' });
  });

  it('flip plan path params become numbers', () => {
    expect(flipPlansParamsSchema.parse({ nbnRegion: 'metro', nbnServiceClass: '13', maxSpeed: '100' })).toEqual({
      nbnRegion: 'metro',
      nbnServiceClass: 13,
      maxSpeed: 100,
    });
    expect(flipPlansParamsSchema.safeParse({ nbnRegion: 'metro', nbnServiceClass: '1e3', maxSpeed: '100' }).success).toBe(false);
  });

  it('offerType accepts the plain and the campaign-code form, forwarded plain', () => {
    expect(flipPlansQuerySchema.parse({ offerType: 'unconnected-boost' })).toEqual({ offerType: 'boost' });
    expect(flipPlansQuerySchema.parse({ offerType: 'Standard' })).toEqual({ offerType: 'standard' });
    expect(flipPlansQuerySchema.parse({})).toEqual({});
    expect(flipPlansQuerySchema.safeParse({ offerType: 'premium' }).success).toBe(false);
  });

  it('qualification needs at least one id of the right provider', () => {
    expect(serviceQualificationQuerySchema.safeParse({}).success).toBe(false);
    expect(serviceQualificationQuerySchema.safeParse({ vision: 'VSN000000000001' }).success).toBe(true);
    expect(serviceQualificationQuerySchema.safeParse({ opticomm: 'LOC000000000001' }).success).toBe(false);
  });

  it('events accept same-site paths and http(s) URLs only', () => {
    const body = (pageUrl: string) => ({ description: 'User cannot find address', eventType: 'USER', event: { pageUrl, addressQuery: 'x' } });
    expect(eventBodySchema.safeParse(body('/contact-us')).success).toBe(true);
    expect(eventBodySchema.safeParse(body('https://site.example/contact-us')).success).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'contact-us', '/a b']) {
      expect(eventBodySchema.safeParse(body(bad)).success, bad).toBe(false);
    }
  });
});
