// A request the page makes, held until the test lets it through: the state a slow network leaves the
// page in, looked at for as long as the test needs.
import type { Page } from 'playwright-core';

/** Holds the page's requests matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
