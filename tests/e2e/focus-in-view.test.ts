// docs/product/frame.md#focus-in-view: a control reached with Tab, forwards or backwards, is never hidden
// under what stays on screen as the page scrolls (WCAG 2.2 2.4.11): the sticky nav bar, the floating
// sub-navigation of /flip-to-fibre and the order bar at the bottom once a plan is chosen.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, type TestContext } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { choosePlanOnNeed } from '../support/check-on-need';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { checkAddress } from '../support/address-step';

const site = useSiteAndBrowser({ checkPageProblems: true });

/**
 * The focused control, when the window does not show it (a carousel's slide moved away under it), or when a bar
 * that stays on screen covers it: wholly, or in part when it would fit between the bars.
 */
function coveredFocus(): string | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  const name = `${focused.tagName.toLowerCase()} "${(focused.textContent || focused.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
  if (box.right <= 0 || box.left >= innerWidth || box.bottom <= 0 || box.top >= innerHeight) return `${name} off screen at x ${Math.round(box.left)}, y ${Math.round(box.top)}`;
  // The order bar shows and hides a frame or more after the scroll that calls for it, so once its code runs (it
  // reports its height on the document) a control is measured against its place, shown or not: one placed there
  // while it was hidden would be covered as it showed. Until then (the summary's region waits for the visitor)
  // it cannot show. Read from the page's own signal, not React's private keys.
  const orderBarLive = document.documentElement.style.getPropertyValue('--order-popup-height') !== '';
  const bars = [...document.querySelectorAll<HTMLElement>('.nav-bar, .flip-subnav, .order-popup')].filter(
    (bar) =>
      !bar.contains(focused) &&
      ['sticky', 'fixed'].includes(getComputedStyle(bar).position) &&
      (orderBarLive || !bar.matches('.order-popup')),
  );
  const barBoxes = bars
    .map((bar) => (bar.matches('.order-popup') ? { top: innerHeight - bar.offsetHeight, bottom: innerHeight } : bar.getBoundingClientRect()))
    .filter((bar) => bar.bottom > 0 && bar.top < innerHeight);
  const top = Math.max(0, ...barBoxes.filter((bar) => bar.top < innerHeight / 2).map((bar) => bar.bottom));
  const bottom = Math.min(innerHeight, ...barBoxes.filter((bar) => bar.top >= innerHeight / 2).map((bar) => bar.top));
  const fits = box.height <= bottom - top;
  for (const bar of barBoxes) {
    // Touching a bar's edge is not under it; a fraction of a pixel is rounding.
    const overlap = Math.min(box.bottom, bar.bottom) - Math.max(box.top, bar.top);
    const wholly = box.top >= bar.top - 1 && box.bottom <= bar.bottom + 1;
    if (overlap > 1 && (wholly || fits)) return `${name} at ${Math.round(box.top)}-${Math.round(box.bottom)}, bar at ${Math.round(bar.top)}-${Math.round(bar.bottom)}`;
  }
  return null;
}

/**
 * Presses `key` and measures the focused control as its user sees it: one found out of view is measured again as
 * the frames the key calls for are drawn (a slide moving in, the skip link showing), for up to a second.
 */
async function press(page: Page, key: string, hidden = coveredFocus): Promise<string | null> {
  await page.keyboard.press(key);
  let found = await page.evaluate(hidden);
  for (const deadline = Date.now() + 1000; found && Date.now() < deadline; ) {
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
    found = await page.evaluate(hidden);
  }
  return found && `${key}: ${found}`;
}

/** Tabs `stops` times from the first control, then Shift+Tabs as often from the last; what was covered, by direction. */
async function tabThrough(page: Page, stops: number): Promise<string[]> {
  const covered = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    await page.evaluate((forwards) => {
      window.scrollTo(0, forwards ? 0 : document.body.scrollHeight);
      const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
        (control) => control.getClientRects().length > 0 && !control.closest('.order-popup'),
      );
      (forwards ? controls[0] : controls.at(-1))!.focus();
    }, key === 'Tab');
    for (let stop = 0; stop < stops; stop += 1) {
      const found = await press(page, key);
      if (found) covered.add(found);
    }
  }
  return [...covered];
}

/** Checks the address, then chooses its first plan once its plans are shown (a tap as the list is redrawn can be lost). */
async function choosePlan(page: Page) {
  await checkAddress(page, 'flip-ready-fttc');
  await choosePlanOnNeed(page.locator('.plan-carousel article').first());
}

async function open(pathname: string, viewport: { width: number; height: number }, test: TestContext) {
  return (await site.openPage(pathname, { context: { viewport, reducedMotion: 'reduce' }, test })).page;
}

/** A combobox's active option, when the window does not show it whole below the nav bar. */
function activeOptionHidden(): string | null {
  const option = document.getElementById(document.activeElement?.getAttribute('aria-activedescendant') ?? '');
  const box = option?.getBoundingClientRect();
  const top = document.querySelector('.nav-bar')!.getBoundingClientRect().bottom;
  return option && box && (box.top < top - 1 || box.bottom > innerHeight + 1) ? `option "${option.textContent}" at ${Math.round(box.top)}-${Math.round(box.bottom)}` : null;
}

/** A 320 x 640 phone with its own text size at 200%. */
async function openAt200(pathname: string, test: TestContext) {
  return (await site.openPage(pathname, { context: { viewport: { width: 320, height: 640 }, reducedMotion: 'reduce' }, textSize: 200, test })).page;
}

/**
 * Tabs through the controls of the carousel named `name` from its first, then Shift+Tabs back from its last; what was
 * covered. Tab from the second plan's Compare box to the third plan's button left it 540px above the window: the
 * carousel grew to the third plan's height, and the browser kept what follows the carousel in place.
 */
async function tabThroughCarousel(page: Page, name: string): Promise<string[]> {
  const controls = page.getByRole('region', { name }).locator('.carousel__slide').locator('a[href], button, input');
  const stops = (await controls.count()) - 1;
  const covered = new Set<string>();
  for (const [key, start] of [['Tab', controls.first()], ['Shift+Tab', controls.last()]] as const) {
    await start.focus();
    for (let stop = 0; stop < stops; stop += 1) {
      const found = await press(page, key);
      if (found) covered.add(found);
    }
  }
  return [...covered];
}

describe('a control reached with Tab stays in view (docs/product/frame.md#focus-in-view)', () => {
  it('below the nav bar and the floating sub-navigation of /flip-to-fibre on a desktop', async (test) => {
    const page = await open(PATHS.flipToFibre, { width: 1280, height: 800 }, test);
    // Back from the end into the plans, under the floating bar.
    await expect(tabThrough(page, 90)).resolves.toEqual([]);
  });

  // Their controls are on screen wherever the page is; a browser clearing the bar for them would scroll the page
  // by hundreds of pixels each time focus moved along it (a sticky element is never clear of itself).
  it('focus moving along a bar that stays on screen leaves the page where it is: the nav bar, the menu handing focus back on Escape, the floating sub-navigation', async (test) => {
    const page = await open(PATHS.flipToFibre, { width: 1280, height: 800 }, test);
    const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => document.querySelector('.flip-subnav--floating')?.getBoundingClientRect().top ?? -1)).toBeLessThan(200);
    const at = await scrolled();
    expect(at).toBeGreaterThan(1000);
    const moved = await page.evaluate((start) => {
      const controls = [...document.querySelectorAll<HTMLElement>('.nav-bar__inner a[href], .nav-bar__inner button, .nav-bar__inner input, .flip-subnav--floating a[href]')];
      return controls.filter((control) => control.getClientRects().length > 0).flatMap((control) => {
        control.focus();
        return Math.round(window.scrollY) === start ? [] : [`${control.outerHTML.slice(0, 60)}: ${start} to ${Math.round(window.scrollY)}`];
      });
    }, at);
    expect(moved).toEqual([]);
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-controls') === 'site-menu');
    expect(await scrolled()).toBe(at);
  });

  it("a phone's Flip to Fibre sub-navigation brings each link reached with Tab whole into view", async (test) => {
    const page = await open(PATHS.flipFeatures, { width: 390, height: 844 }, test);
    const links = page.getByRole('navigation', { name: 'Flip to Fibre' }).getByRole('link');
    await links.first().focus();
    const cut: string[] = [];
    for (let step = 1; step < (await links.count()); step++) {
      await page.keyboard.press('Tab');
      // The browser scrolls a strip only for a link wholly out of it: half off the screen, it stayed there.
      cut.push(
        await page.evaluate(() => {
          const box = document.activeElement!.getBoundingClientRect();
          return box.left >= -1 && box.right <= innerWidth + 1 ? '' : `${document.activeElement!.textContent} at ${Math.round(box.left)}-${Math.round(box.right)}`;
        }),
      );
    }
    expect(cut.filter(Boolean)).toEqual([]);
  });

  it("a combobox's suggestions open inside a phone's window, its box still below the nav bar, and an option reached with the arrow keys stays in view: the country search and the address box", async (test) => {
    const page = await open(PATHS.voipInternational, { width: 375, height: 667 }, test);
    /**
     * Types into `box` (placed where the browser puts a field it fills), reads where the list's `last` entry rests,
     * then moves down the options with the arrow keys: what the window did not show.
     */
    const opened = async (box: Locator, text: string, last: Locator) => {
      await box.fill(text);
      await last.waitFor();
      const place = async () => {
        const [field, end, nav] = await Promise.all([box.boundingBox(), last.boundingBox(), page.locator('.nav-bar').boundingBox()]);
        return { boxBelowNav: field!.y >= nav!.y + nav!.height, lastInWindow: end!.y + end!.height <= 667 };
      };
      await expect.poll(place).toEqual({ boxBelowNav: true, lastInWindow: true });
      const hidden = [];
      for (let step = 0; step < 8; step += 1) hidden.push(await press(page, 'ArrowDown', activeOptionHidden));
      expect(hidden.filter(Boolean)).toEqual([]);
    };
    await opened(page.getByRole('combobox', { name: /country/i }), 'lan', page.getByRole('option').last());
    await page.goto(new URL(PATHS.nbn, page.url()).href);
    await opened(page.locator('#address-input-step'), '1 George', page.getByRole('button', { name: "Still can't find your address? Click here" }));
  });

  it("between the nav bar and a phone's order bar once a plan is chosen", async (test) => {
    const page = await open(PATHS.nbn, { width: 375, height: 667 }, test);
    await choosePlan(page);
    // Past the first screens (the order bar shows from 500px down), and back from the end past the footer.
    await expect(tabThrough(page, 45)).resolves.toEqual([]);
    // The plan carousel's arrow keys from the first plan's button (docs/product/pricing.md#plan-carousel): the
    // focus moves on with the plans.
    await page.locator('.plan-carousel .carousel__slide button').first().focus();
    const moved = [];
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft']) moved.push(await press(page, key));
    expect(moved.filter(Boolean)).toEqual([]);
    await expect(page.evaluate(() => document.activeElement?.closest('.carousel__slide')?.getAttribute('aria-label'))).resolves.toMatch(/^3 of \d+$/);
    // Suggestions for another address, from a box in the middle of the window: the order bar gives way to them
    // (docs/product/ordering-and-handoff.md#order-summary).
    const box = page.locator('#address-input-step');
    await box.evaluate((input) => input.scrollIntoView({ block: 'center' }));
    await box.fill('1 George');
    await page.getByRole('option').first().waitFor();
    const underTheBar = () => {
      const bar = document.querySelector('.order-popup')!;
      if (getComputedStyle(bar).visibility !== 'visible') return 0;
      return [...document.querySelectorAll('[role="option"]')].filter((option) => option.getBoundingClientRect().bottom > bar.getBoundingClientRect().top + 1).length;
    };
    await expect(page.evaluate(underTheBar)).resolves.toBe(0);
  });

  it("a 320 x 640 phone's order bar, showing as a plan is chosen, leaves the plan's button clear above it", async (test) => {
    const page = await open(PATHS.nbn, { width: 320, height: 640 }, test);
    const button = page.getByRole('region', { name: 'nbn plans' }).getByRole('group').first().getByRole('button', { name: /^(Choose plan|Plan selected)$/ });
    // At the foot of the window, where the bar comes: it covered the button whole.
    await button.evaluate((control) => control.scrollIntoView({ block: 'end' }));
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await page.getByRole('complementary', { name: 'Your order' }).waitFor();
    await expect.poll(() => page.evaluate(coveredFocus), { timeout: 1000 }).toBeNull();
  });

  it("a 375 x 667 phone's order bar, showing as the visitor scrolls over a focused control, leaves the page where it was scrolled", async (test) => {
    const page = await open(PATHS.nbn, { width: 375, height: 667 }, test);
    const button = page.getByRole('region', { name: 'nbn plans' }).getByRole('group').first().getByRole('button', { name: /^(Choose plan|Plan selected)$/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    const bar = page.getByRole('complementary', { name: 'Your order' });
    await bar.waitFor();
    await page.evaluate(() => scrollTo(0, 0));
    await bar.waitFor({ state: 'hidden' });
    // The address box focused, then scrolled past 500px to 60px above the window's foot: the bar showing moved the page 126px.
    const box = page.getByRole('main').getByRole('combobox', { name: /^Let's start with your address/ });
    const scrolled = await box.evaluate((input) => {
      input.focus({ preventScroll: true });
      scrollTo(0, Math.max(501, input.getBoundingClientRect().top + scrollY - innerHeight + 60));
      return { y: scrollY, underTheBar: input.getBoundingClientRect().bottom > innerHeight - document.querySelector<HTMLElement>('.order-popup')!.offsetHeight };
    });
    expect(scrolled.underTheBar).toBe(true);
    await bar.waitFor();
    await expect(page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn(scrollY)))))).resolves.toBe(scrolled.y);
  });

  it("through the plan carousel of a 320 x 640 phone with its text at 200%, forwards and back: a slide taller than the last does not carry the control away", async (test) => {
    const page = await openAt200(PATHS.nbn, test);
    await expect(tabThroughCarousel(page, 'nbn plans')).resolves.toEqual([]);
  });

  it('back through the Flip to Fibre plans on that phone with a plan chosen: no Compare box under the order bar', async (test) => {
    const page = await openAt200(PATHS.flipToFibre, test);
    await choosePlanOnNeed(page.getByRole('region', { name: 'Flip to Fibre plans' }).getByRole('group').first());
    await expect(tabThroughCarousel(page, 'Flip to Fibre plans')).resolves.toEqual([]);
  });
});
