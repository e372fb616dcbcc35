import { describe, expect, it } from 'vitest';
import { cacheControl, sharedAnswerHeaders, SHARED_MAX_AGE_S, STALE_IF_ERROR_S, STALE_WHILE_REVALIDATE_S } from './cache-control';
import { DEFAULT_PAGE_CACHE_TTL_MS } from '../config/defaults';

describe('cacheControl', () => {
  it('lets shared caches keep pages as long as the page cache does, browsers revalidate every time', () => {
    expect(cacheControl('page')).toBe(
      `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`,
    );
    expect(SHARED_MAX_AGE_S * 1000).toBe(DEFAULT_PAGE_CACHE_TTL_MS);
  });

  it('gives content answers a browser minute and the same shared-cache terms', () => {
    expect(cacheControl('content')).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400');
    expect(cacheControl('address')).toBe('public, max-age=60');
  });

  it('keeps everything else out of every cache', () => {
    expect(cacheControl('none')).toBe('private, no-store');
  });
});

describe('sharedAnswerHeaders', () => {
  it('files a content answer under site and its own keys, with the content Cache-Control', () => {
    expect(sharedAnswerHeaders(['content:pages/terms'])).toEqual({
      'cache-control': cacheControl('content'),
      'surrogate-key': 'site content:pages/terms',
    });
    expect(sharedAnswerHeaders()['surrogate-key']).toBe('site');
  });
});
