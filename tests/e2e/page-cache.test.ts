// The page cache on the built site in Debian's Chromium: a cached page is one set of
// bytes for everyone, its inline scripts allowed by sha256 hashes with 'strict-dynamic' and no
// nonce; the inline loader adds the entry module, which loads the rest. Each page is loaded from
// the cache as a first visitor and hydrates with zero CSP violations and no console errors; the
// render that fills the cache (with a nonce, private, no-store) runs cleanly in the browser too.
// One page is then reloaded, revalidating its copy with its ETag: the revalidation is the same for
// every page (server/page-cache/page-cache-http.test.ts: 304 to If-None-Match, the same headers and
// bytes on every hit), so the browser proves it once.
// And, on the same site (it has a browser DSN), browser errors sent to Sentry with its SDK loaded
// only when the error happens (docs/product/frame.md#error-boundary).
import type { Page, Request as BrowserRequest } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SENTRY_TEST_ERROR_MESSAGE } from '../../client/entry-server';
import { PATHS } from '../../shared/routes/paths';
import { useSiteAndBrowser } from '../support/site-and-browser';

/** A DSN whose ingest the browser never reaches: every request to it is answered by the test. */
const INGEST = 'https://sentry-ingest.invalid';
const BROWSER_DSN = 'https://e2epublickey@sentry-ingest.invalid/7';

// A site of its own: each page's first load must be the render that fills the cache, which another
// file's visit to the shared site would have done already. It has a browser DSN for the Sentry
// test below (the shared sites have none), so one site serves both.
const site = useSiteAndBrowser({ env: { SENTRY_BROWSER_DSN: BROWSER_DSN } });

const PAGES = ['/', '/broadband/nbn', '/flip-to-fibre', '/phone/voip-international', '/contact-us'];
/** The page reloaded from the browser's copy, revalidated. */
const RELOADED = '/broadband/nbn';
const SDK_CHUNK = /\/assets\/sentry-browser-sdk-[^/]+\.js$/;

async function warm(path: string) {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${site.server.url}${path}`, { method: 'HEAD' });
    if (res.headers.get('x-page-cache') === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never became a page cache hit`);
}

/** Hydrated: the menu toggle reacts to a click only once React is attached. */
async function expectHydrated(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect.poll(async () => page.getByRole('button', { name: 'Close' }).count()).toBeGreaterThan(0);
}

describe('cached pages in the browser', () => {
  for (const path of PAGES) {
    it(`${path}: the render, then the cached page${path === RELOADED ? ' twice (a reload that revalidates)' : ''}, hydrate with zero CSP violations`, async () => {
      // The render that fills the cache: streamed with this response's nonce, kept by no cache.
      // Its tab counts every CSP violation as a problem (tests/support/context-pool.ts).
      const { page, context, problems, response: rendered } = await site.openPage(path);
      expect(rendered!.headers()['cache-control']).toBe('private, no-store');
      await expectHydrated(page);
      expect(problems).toEqual([]);

      // The cached page, in the same tab as a first visitor: the render was stored by no browser
      // cache (no-store), and the visitor's cookies are cleared.
      await warm(path);
      await context.clearCookies();
      const response = await page.goto(`${site.server.url}${path}`);
      const headers = response!.headers();
      expect(headers['x-page-cache']).toBe('hit');
      expect(headers['content-encoding']).toBe('br');
      expect(headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
      expect(headers['surrogate-key']).toContain(`page:${path}`);
      expect(headers['content-security-policy']).toMatch(/script-src ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'/);
      expect(headers['content-security-policy']).not.toContain("'nonce-");
      await expectHydrated(page);
      // The entry module ran because the hashed loader added it; nothing carries a nonce.
      expect(await page.locator('script[type="module"][src^="/assets/"]').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => [...document.querySelectorAll('script, link')].filter((e) => (e as HTMLElement).nonce !== '').length)).toBe(0);

      expect(problems).toEqual([]);
      if (path !== RELOADED) return;

      // The second load: the browser revalidates its copy with the ETag (304) or takes the same bytes again.
      const reload = await page.reload();
      expect([200, 304]).toContain(reload!.status());
      await expectHydrated(page);
      expect(problems).toEqual([]);
    });
  }
});

describe('browser errors to Sentry (docs/product/frame.md#error-boundary Error boundary)', () => {
  // On a page none of the tests above needs uncached, so the order of the tests does not matter.
  it('loads the SDK only when an error happens, not on a client-side navigation, then sends the error to the DSN (allowed by the CSP)', async () => {
    const requests: BrowserRequest[] = [];
    const { page, problems } = await site.openPage(PATHS.aboutUs, {
      watch: { expected: (message) => new RegExp(SENTRY_TEST_ERROR_MESSAGE).test(message.text()) },
      beforeGoto: (page) => {
        page.on('request', (request) => requests.push(request));
      },
    });
    const envelopes: { url: string; body: string }[] = [];
    await page.context().route(`${INGEST}/**`, async (route) => {
      envelopes.push({ url: route.request().url(), body: route.request().postData() ?? '' });
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}', headers: { 'access-control-allow-origin': '*' } });
    });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('meta[name="sentry-dsn"]').getAttribute('content')).resolves.toBe(BROWSER_DSN);
    expect(requests.filter((r) => SDK_CHUNK.test(r.url()))).toEqual([]);

    // A client-side navigation to a page that works loads no SDK either.
    const navigate = (path: string) =>
      page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await navigate(PATHS.flipFeatures);
    await page.getByRole('heading', { level: 1, name: 'Flip to Fibre features' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => SDK_CHUNK.test(r.url()))).toEqual([]);

    // A client-side navigation to the route that throws (docs/product/frame.md#error-boundary /sentry-test-error).
    await navigate(PATHS.sentryTestError);
    await page.getByRole('heading', { name: 'Whoops!' }).waitFor();
    await expect.poll(() => requests.filter((r) => SDK_CHUNK.test(r.url())).length).toBe(1);
    await expect.poll(() => envelopes.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(envelopes[0]!.url).toContain('/api/7/envelope/');
    expect(envelopes[0]!.url).toContain('sentry_key=e2epublickey');
    expect(envelopes.map((e) => e.body).join('\n')).toContain(SENTRY_TEST_ERROR_MESSAGE);
    expect(problems).toEqual([]);
  });
});
