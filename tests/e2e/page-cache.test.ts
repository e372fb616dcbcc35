// The page cache on the built site in Debian's Chromium: a cached page is one set of
// bytes for everyone, its inline scripts allowed by sha256 hashes with 'strict-dynamic' and no
// nonce; the inline loader adds the entry module, which loads the rest. Each page is loaded twice
// from the cache (a first visit, then a reload that revalidates with its ETag), and hydrates both
// times with zero CSP violations and no console errors. The render that fills the cache (with a
// nonce, private, no-store) runs cleanly in the browser too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reportCspViolations, useSiteAndBrowser, watchPageProblems } from '../support/site-and-browser';

// A site of its own: each page's first load must be the render that fills the cache, which another
// file's visit to the shared site would have done already.
const site = useSiteAndBrowser({ ownSite: true });

const PAGES = ['/', '/broadband/nbn', '/flip-to-fibre', '/phone/voip-international', '/contact-us'];

async function warm(path: string) {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${site.server.url}${path}`, { method: 'HEAD' });
    if (res.headers.get('x-page-cache') === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never became a page cache hit`);
}

/** A page that records every CSP violation (besides the console error Chromium logs for each). */
async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await (await site.newContext()).newPage();
  const problems = watchPageProblems(page);
  await reportCspViolations(page);
  return { page, problems };
}

/** Hydrated: the menu toggle reacts to a click only once React is attached. */
async function expectHydrated(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect.poll(async () => page.getByRole('button', { name: 'Close' }).count()).toBeGreaterThan(0);
}

describe('cached pages in the browser', () => {
  for (const path of PAGES) {
    it(`${path}: the render, then the cached page twice, hydrate with zero CSP violations`, async () => {
      // The render that fills the cache: streamed with this response's nonce, kept by no cache.
      const first = await watchedPage();
      const rendered = await first.page.goto(`${site.server.url}${path}`);
      expect(rendered!.headers()['cache-control']).toBe('private, no-store');
      await expectHydrated(first.page);
      expect(first.problems).toEqual([]);

      await warm(path);
      const { page, problems } = await watchedPage();
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

      // The second load: the browser revalidates its copy with the ETag (304) or takes the same bytes again.
      const reload = await page.reload();
      expect([200, 304]).toContain(reload!.status());
      await expectHydrated(page);
      expect(problems).toEqual([]);
    });
  }
});
