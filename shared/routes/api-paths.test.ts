import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath, upstreamPath } from './api-paths';

describe('apiPath', () => {
  it('fills params segment by segment, percent-encoded', () => {
    expect(apiPath('content', { section: 'nbn', page: 'plans page' })).toBe('/api/getContent/nbn/plans%20page');
    expect(apiPath('addressById', { locId: 'LOC/1' })).toBe('/api/address/LOC%2F1');
  });

  it('appends a query in URLSearchParams form', () => {
    expect(apiPath('addressSearch', undefined, { fullText: '1 Main St', source: 'footprint' })).toBe(
      '/api/address?fullText=1+Main+St&source=footprint',
    );
    expect(apiPath('nav')).toBe('/api/nav');
  });

  it('throws on a missing param rather than sending a request to a wrong path', () => {
    expect(() => apiPath('plans', {} as { serviceType: string })).toThrow(/serviceType/);
  });

  it('every route pattern is under /api/ and unique', () => {
    const patterns = Object.values(API_ROUTES);
    expect(patterns.every((pattern) => pattern.startsWith('/api/'))).toBe(true);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('upstreamPath', () => {
  it('fills the upstream web-services paths', () => {
    expect(upstreamPath('flipToFibrePlans', { nbnRegion: 'metro', nbnServiceClass: 13, maxSpeed: 0 })).toBe(
      '/api/getFlipToFibrePlans/metro/13/0',
    );
  });
});
