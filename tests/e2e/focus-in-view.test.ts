// docs/product/frame.md#focus-in-view: a control reached with Tab, forwards or backwards, is never hidden
// under what stays on screen as the page scrolls (WCAG 2.2 2.4.11): the sticky nav bar, the floating
// sub-navigation of /flip-to-fibre and the order bar at the bottom once a plan is chosen.
import type { Page } from 'playwright-core';
import { describe, expect, it, type TestContext } from 'vitest';
import { scenarioAddress } from '../../provider/address/scenarios';
import { PATHS } from '../../shared/routes/paths';
import { useSiteAndBrowser } from '../support/site-and-browser';

const site = useSiteAndBrowser({ checkPageProblems: true });

/** The focused control, when a bar that stays on screen covers it: wholly, or in part when it would fit between the bars. */
function coveredFocus(): string | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  const bars = [...document.querySelectorAll<HTMLElement>('.nav-bar, .flip-subnav, .order-popup--visible')].filter(
    (bar) => !bar.contains(focused) && ['sticky', 'fixed'].includes(getComputedStyle(bar).position),
  );
  const barBoxes = bars.map((bar) => bar.getBoundingClientRect()).filter((bar) => bar.bottom > 0 && bar.top < innerHeight);
  const top = Math.max(0, ...barBoxes.filter((bar) => bar.top < innerHeight / 2).map((bar) => bar.bottom));
  const bottom = Math.min(innerHeight, ...barBoxes.filter((bar) => bar.top >= innerHeight / 2).map((bar) => bar.top));
  const fits = box.height <= bottom - top;
  for (const bar of barBoxes) {
    // Touching a bar's edge is not under it; a fraction of a pixel is rounding.
    const overlap = Math.min(box.bottom, bar.bottom) - Math.max(box.top, bar.top);
    const wholly = box.top >= bar.top - 1 && box.bottom <= bar.bottom + 1;
    if (overlap > 1 && (wholly || fits)) return `${focused.tagName.toLowerCase()} "${(focused.textContent || focused.getAttribute('aria-label') || '').trim().slice(0, 40)}" at ${Math.round(box.top)}-${Math.round(box.bottom)}, bar at ${Math.round(bar.top)}-${Math.round(bar.bottom)}`;
  }
  return null;
}

/** Tabs `stops` times from the top, then Shift+Tabs as often from the last control; what was covered, by direction. */
async function tabThrough(page: Page, stops: number): Promise<string[]> {
  const covered = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    await page.evaluate((forwards) => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, forwards ? 0 : document.body.scrollHeight);
      if (forwards) return;
      const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
        (control) => control.getClientRects().length > 0 && !control.closest('.order-popup'),
      );
      controls.at(-1)!.focus();
    }, key === 'Tab');
    for (let stop = 0; stop < stops; stop += 1) {
      await page.keyboard.press(key);
      const found = await page.evaluate(coveredFocus);
      if (found) covered.add(`${key}: ${found}`);
    }
  }
  return [...covered];
}

async function choosePlan(page: Page) {
  const address = scenarioAddress('flip-ready-fttc');
  await page.locator('#address-input-step').fill(address.text);
  await page.getByRole('option', { name: address.formattedAddress! }).click();
  await page.getByRole('button', { name: 'Choose plan' }).first().click({ timeout: 25_000 });
}

async function open(pathname: string, viewport: { width: number; height: number }, test: TestContext) {
  return (await site.openPage(pathname, { context: { viewport, reducedMotion: 'reduce' }, test })).page;
}

describe('a control reached with Tab stays in view (docs/product/frame.md#focus-in-view)', () => {
  it('below the nav bar and the floating sub-navigation of /flip-to-fibre on a desktop', async (test) => {
    const page = await open(PATHS.flipToFibre, { width: 1280, height: 800 }, test);
    // Back from the end into the plans, under the floating bar.
    await expect(tabThrough(page, 90)).resolves.toEqual([]);
  });

  it("between the nav bar and a phone's order bar once a plan is chosen", async (test) => {
    const page = await open(PATHS.nbn, { width: 390, height: 844 }, test);
    await choosePlan(page);
    // Past the first screens (the order bar shows from 500px down), and back from the end past the footer.
    await expect(tabThrough(page, 45)).resolves.toEqual([]);
  });
});
