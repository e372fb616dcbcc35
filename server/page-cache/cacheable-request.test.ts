import { describe, expect, it } from 'vitest';
import { hasOnlyHarmlessCookies, hasOnlyHarmlessQuery, isCacheableRequest, isStorableRequest } from './cacheable-request';

describe('cacheable page requests', () => {
  it('lets tracking parameters through and bypasses every other query', () => {
    expect(hasOnlyHarmlessQuery('/')).toBe(true);
    expect(hasOnlyHarmlessQuery('/?')).toBe(true);
    expect(hasOnlyHarmlessQuery('/?utm_source=a&utm_campaign=b&gclid=1&fbclid=2&msclkid=3&conversation_id=4')).toBe(true);
    expect(hasOnlyHarmlessQuery('/?token=eyJ')).toBe(false);
    expect(hasOnlyHarmlessQuery('/contact-us?sent=1')).toBe(false);
    expect(hasOnlyHarmlessQuery('/phone/voip-international?country=fr')).toBe(false);
    expect(hasOnlyHarmlessQuery('/?utm_source=a&offerType=x')).toBe(false);
  });

  it('lets analytics cookies through and bypasses any other cookie', () => {
    expect(hasOnlyHarmlessCookies(undefined)).toBe(true);
    expect(hasOnlyHarmlessCookies('_ga=GA1.2; _gid=x; _ga_ABC=1; _fbp=fb; _hjSession_1=2')).toBe(true);
    expect(hasOnlyHarmlessCookies('_ga=1; agent=abc')).toBe(false);
    expect(hasOnlyHarmlessCookies('session=1')).toBe(false);
  });

  it('serves GET and HEAD only, stores only a GET without any query', () => {
    const req = (method: string, url: string, headers = {}) => ({ method, url, headers });
    expect(isCacheableRequest(req('GET', '/'))).toBe(true);
    expect(isCacheableRequest(req('HEAD', '/'))).toBe(true);
    expect(isCacheableRequest(req('POST', '/'))).toBe(false);
    expect(isCacheableRequest(req('GET', '/', { authorization: 'Bearer x' }))).toBe(false);
    expect(isStorableRequest(req('GET', '/'))).toBe(true);
    expect(isStorableRequest(req('HEAD', '/'))).toBe(false);
    expect(isStorableRequest(req('GET', '/?utm_source=x'))).toBe(false);
  });
});
