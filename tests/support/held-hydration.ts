// A region's chunk held back while a radio of it has focus, then let through: how a visitor who tabs in before
// the page hydrates meets the radios (client/components/ui/use-radio-tab-stop.ts).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { networkQuiet } from './network-quiet';

/** Holds the requests for `chunk` until `release()`; `beforeGoto` goes to site.openPage. */
export function holdChunk(chunk: RegExp) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    beforeGoto: async (page: Page) => {
      await page.route(chunk, async (route) => {
        await gate;
        await route.continue();
      });
    },
  };
}

/** Focuses `radio`, lets the chunk through, and waits until hydration has set the radios' names (each an attribute mutation) and gone quiet. */
export async function focusThroughHydration(page: Page, radio: Locator, held: { release(): void }): Promise<void> {
  await radio.focus();
  await radio.evaluate((element) => {
    const marks: number[] = [];
    (window as unknown as { nameSetAt: number[] }).nameSetAt = marks;
    new MutationObserver(() => marks.push(Date.now())).observe(element, { attributeFilter: ['name'] });
  });
  held.release();
  await networkQuiet(page);
  const quietFor = () =>
    page.evaluate(() => {
      const marks = (window as unknown as { nameSetAt: number[] }).nameSetAt;
      return marks.length > 0 ? Date.now() - marks.at(-1)! : 0;
    });
  await expect.poll(quietFor).toBeGreaterThan(300);
}
