// The page cache on the built site in Debian's Chromium: a page served from the cache (compressed
// once, this response's nonce stitched in) runs its scripts under the CSP and hydrates, with no
// console errors and no CSP violations; a reload revalidates with a 304 and still works.
import { describe, expect, it } from 'vitest';
import { reportCspViolations, useSiteAndBrowser } from '../support/site-and-browser';

const site = useSiteAndBrowser();

async function warm(path: string) {
  await fetch(`${site.server.url}${path}`);
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${site.server.url}${path}`, { method: 'HEAD' });
    if (res.headers.get('x-page-cache') === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never became a page cache hit`);
}

describe('cached pages in the browser', () => {
  for (const path of ['/', '/broadband/nbn', '/phone/voip-international']) {
    it(`${path}: a cache hit runs its scripts under the CSP and hydrates`, async () => {
      await warm(path);
      // Hydration is checked below by hand: the page is opened without waiting for it.
      const { page, problems, response } = await site.openPage(path, { beforeGoto: reportCspViolations, waitFor: 'load' });
      expect(response!.headers()['x-page-cache']).toBe('hit');
      expect(response!.headers()['content-encoding']).toBe('br');
      const cspNonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy']!)![1];

      // Hydrated: the menu toggle reacts to a click only once React is attached.
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect.poll(async () => page.getByRole('button', { name: 'Close' }).count()).toBeGreaterThan(0);
      // Every nonce'd element carries this response's nonce (the DOM hides it: read the property).
      const nonces = await page.evaluate(() => [...document.querySelectorAll('script[nonce], link[nonce]')].map((e) => (e as HTMLElement).nonce));
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([cspNonce]));

      // A reload revalidates: 304 from the cache, the stored body and CSP still match.
      const reload = await page.reload();
      expect([200, 304]).toContain(reload!.status());
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect.poll(async () => page.getByRole('button', { name: 'Close' }).count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
});
