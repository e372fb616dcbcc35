// Paths in logs and reports as route patterns (route-pattern.ts): a shared quote's token and a
// location id never written, and every route of the site's table known by its pattern.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime } from '../../tests/support/test-runtime';
import type { Runtime } from '../compose';
import { pathsAsPatterns, routePatternOf } from './route-pattern';
import { scrubEvent } from './scrub-report';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(async () => {
  await runtime?.close();
});

const TOKEN = 'q1.SECRET-quote_token';
const LOCATION = 'LOC000184726551';

describe('routePatternOf', () => {
  it('names every route of the site\'s table by its pattern, whatever its values', () => {
    for (const { pattern } of runtime.routes) {
      const path = pattern.replace(/:[A-Za-z]+/g, 'v4lue.x');
      expect(routePatternOf(path), pattern).toBe(pattern);
    }
  });

  it('writes bearer links and location ids as patterns, pages as themselves, other paths by their first segment', () => {
    expect(routePatternOf(`/quote/${TOKEN}`)).toBe('/quote/:token');
    expect(routePatternOf(`/api/quotes/${TOKEN}`)).toBe('/api/quotes/:token');
    expect(routePatternOf(`/api/address/${LOCATION}`)).toBe('/api/address/:locId');
    expect(routePatternOf('/s/abc')).toBe('/s/:id');
    expect(routePatternOf('/broadband/nbn')).toBe('/broadband/nbn');
    expect(routePatternOf('/api/address')).toBe('/api/address');
    expect(routePatternOf('/assets/entry-abc.js')).toBe('/assets/*');
    expect(routePatternOf(`/quote/${TOKEN}/`)).toBe('/quote/*');
    expect(routePatternOf('/robots.txt')).toBe('/robots.txt');
  });
});

describe('pathsAsPatterns', () => {
  it('rewrites paths inside texts and URLs, drops location ids, and leaves file names in stack traces alone', () => {
    expect(pathsAsPatterns(`GET /quote/${TOKEN}`, 'X')).toBe('GET /quote/:token');
    expect(pathsAsPatterns(`https://www.example/api/address/${LOCATION}`, 'X')).toBe('https://www.example/api/address/:locId');
    expect(pathsAsPatterns(`upstream http://10.0.0.1:8080/v2/address/${LOCATION} answered 500`, 'X')).toBe('upstream http://10.0.0.1:8080/v2/address/X answered 500');
    expect(pathsAsPatterns('at handler (/app/dist/server/api/cis/cis-route.js:44:10)', 'X')).toBe('at handler (/app/dist/server/api/cis/cis-route.js:44:10)');
  });

  it('leaves neither in a Sentry event\'s request URL, transaction or message', () => {
    const event = scrubEvent({
      request: { method: 'GET', url: `https://www.example/quote/${TOKEN}?x=1`, headers: { referer: `https://www.example/api/address/${LOCATION}` } },
      transaction: `GET /quote/${TOKEN}`,
      message: `failed for ${LOCATION}`,
      extra: { path: `/api/address/${LOCATION}` },
    });
    expect(event.request!.url).toBe('https://www.example/quote/:token');
    expect(event.transaction).toBe('GET /quote/:token');
    expect(JSON.stringify(event)).not.toMatch(/SECRET|LOC000184726551/);
  });
});
