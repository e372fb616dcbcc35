import { describe, expect, it } from 'vitest';
import { cacheKeyOf } from './page-cache';

const req = (method: string, url: string, headers = {}) => ({ method, url, headers });

describe('cacheable page requests and their keys', () => {
  it('files a GET or HEAD under its path and the query values its page reads', () => {
    expect(cacheKeyOf(req('GET', '/'))).toBe('/');
    expect(cacheKeyOf(req('HEAD', '/about-us?utm_source=a&gclid=1&fdclid=2&r=3'))).toBe('/about-us');
    expect(cacheKeyOf(req('GET', '/availability?utm_source=a&service=fibre'))).toBe('/availability?service=fibre');
    // The offer type is the server's (docs/product/pricing.md#offer-type): '?offer=' is dropped like tracking.
    expect(cacheKeyOf(req('GET', '/broadband/nbn?utm_source=a&offer=boost'))).toBe('/broadband/nbn');
  });

  it('ignores every cookie: the site reads none', () => {
    expect(cacheKeyOf(req('GET', '/', { cookie: '_ga=GA1.2; _gid=x' }))).toBe('/');
    expect(cacheKeyOf(req('GET', '/', { cookie: 'session=1; agent=abc' }))).toBe('/');
  });

  it('never for another method, a request with credentials, or a value the page shows as typed', () => {
    expect(cacheKeyOf(req('POST', '/'))).toBeNull();
    expect(cacheKeyOf(req('GET', '/', { authorization: 'Bearer x' }))).toBeNull();
    expect(cacheKeyOf(req('GET', '/phone/voip-international?country=fra'))).toBeNull();
  });
});
