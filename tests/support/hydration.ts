// Waiting for a page of the site to be hydrated: the client sets data-hydrated="true" on <html> once React
// has hydrated the server's HTML (client/app/root-layout.tsx).
import type { Page } from 'playwright-core';

/** The root element of a hydrated page. */
const HYDRATED = 'html[data-hydrated="true"]';

/**
 * Waits until `page` is hydrated. A locator's wait, which runs in Playwright's utility world only:
 * `page.waitForSelector` returns the element as a handle of the page's own world, and so installs
 * Playwright's injected script (345 KB sent over DevTools) in that world too, on every new document
 * (docs/operations.md#how-long-the-suite-takes-and-where-the-time-goes).
 */
export function waitForHydration(page: Page, timeout?: number): Promise<void> {
  return page.locator(HYDRATED).waitFor({ state: 'attached', timeout });
}
