// The scripts and stylesheets a page of the site has loaded, read from the page itself once it is hydrated
// and idle, each counted at the brotli bytes the site sends for it: the build's `.br` beside each asset
// (scripts/build/precompress-assets.ts), which the site sends as it is (checkAssetsServedBrotli). Any visit
// can be counted this way, warm cache or not: what a page loads is listed by its resource timing even when
// the browser's cache served it. tests/e2e/bundle-budget.test.ts shows, on a first visit, that these
// bytes are the bytes Chromium receives.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../harness/built-server';
import { routeFetches, type RouteFetches } from '../../scripts/budgets/chromium-fetches';

const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist/client');

/** The brotli file the site sends for an asset's path, or undefined when the build wrote none. */
export function brotliFileOf(assetPath: string): string | undefined {
  const file = path.join(CLIENT_DIR, `${assetPath}.br`);
  return existsSync(file) ? file : undefined;
}

/** `page`, open at `path` of `baseUrl` and idle: the site's scripts and stylesheets it loaded, as RouteFetches. */
export async function loadedAssets(page: Page, baseUrl: string, routePath: string): Promise<RouteFetches> {
  const origin = new URL(baseUrl).origin;
  const urls = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((entry) => entry.name))]);
  const files = urls
    .map((url) => new URL(url))
    .filter((url) => url.origin === origin && /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname))
    .map((url) => {
      const brotli = brotliFileOf(url.pathname);
      // No brotli file: the site would send the asset some other way, which budgetFailures reports.
      return { url: url.href, kind: url.pathname.endsWith('.js') ? ('js' as const) : ('css' as const), encodedBytes: brotli ? statSync(brotli).size : 0, encoding: brotli ? 'br' : '' };
    });
  return routeFetches(routePath, files);
}
