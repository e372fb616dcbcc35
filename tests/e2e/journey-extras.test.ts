// The rest of the journey in Debian's Chromium against the built site: the Flip to
// Fibre sub-navigation floating on /flip-to-fibre (docs/product/frame.md#sub-navigation), the progress bar of a client-side
// navigation, the comparison-site click id from a landing URL to the order site with the
// nbnOrderNowResi items on the way (docs/product/frame.md#browser-storage, docs/product/content.md#analytics-events).
// Browser errors sent to Sentry, which needs a site with a browser DSN, are in page-cache.test.ts,
// whose site of its own has one.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { holdRequests } from '../support/held-requests';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { checkOnNeed, choosePlanOnNeed } from '../support/check-on-need';
import { checkAddress } from '../support/address-step';
import { waitForHydration } from '../support/hydration';

const site = useSiteAndBrowser();

const SUMMARY = "And you're done! Here's what you've selected to order today.";
const LANDING = `${PATHS.flipToFibre}?fdclid=cmp-landing-42&utm_source=compare-site`;

/** A tab (its CSP violations count as problems, as in every pooled context); the default context (1280 x 900, no reduced motion) unless `width`/`reducedMotion`. */
async function open(path: string, options: { width?: number; reducedMotion?: 'reduce' } = {}): Promise<{ page: Page; problems: string[] }> {
  const narrowOrStill = options.width !== undefined || options.reducedMotion !== undefined;
  const { page, problems } = await site.openPage(path, {
    ...(narrowOrStill ? { context: { viewport: { width: options.width ?? 1280, height: 900 }, reducedMotion: options.reducedMotion ?? 'no-preference' } } : {}),
  });
  return { page, problems };
}

const subnav = (page: Page) => page.getByRole('navigation', { name: 'Flip to Fibre' });
const styleOf = (page: Page, selector: string, property: string) =>
  page.evaluate(([s, p]) => getComputedStyle(document.querySelector(s!)!).getPropertyValue(p!), [selector, property] as const);

describe('on a desktop (docs/product/frame.md#sub-navigation, docs/product/ordering-and-handoff.md#order-state, docs/product/content.md#analytics-events)', () => {
  // One visit: the landing, the floating sub-navigation, the order; then, back from the order site on
  // the same page, the client-side navigation to a sub-page.
  it('lands with an fdclid; the sub-navigation floats on /flip-to-fibre; the fdclid reaches the order site with nbnOrderNowResi; back on the page, a client-side navigation shows "Loading page", the sub-page\'s sub-navigation does not float', async () => {
    // The comparison-site landing: the click id is stored with its time.
    const { page, problems } = await open(LANDING);
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('fdclid')))!) as { value: string; timestamp: number };
    expect(stored.value).toBe('cmp-landing-42');
    expect(Math.abs(Date.now() - stored.timestamp)).toBeLessThan(60_000);

    // The sub-navigation floats on /flip-to-fibre: it stays in view below the nav bar as the page scrolls.
    const nav = subnav(page);
    await expect(nav.getByRole('link', { name: 'Plans' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(styleOf(page, '.flip-subnav', 'position')).resolves.toBe('sticky');
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    const box = (await nav.boundingBox())!;
    const header = (await page.locator('.nav-bar').boundingBox())!;
    // In the viewport, just under the sticky nav bar, not behind it.
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y).toBeLessThan(200);

    // The click id reaches the order site with the order.
    await checkAddress(page, 'flip-ready-fttn');
    // The address's own flip plans (FTTN at 100 Mbps: the 100 tier), as tests/e2e/handoff-and-agent.test.ts.
    const card = page.getByRole('article', { name: /Family nbn 100\/20Mbps/ });
    await card.waitFor();
    await choosePlanOnNeed(card);
    await checkOnNeed(page.getByRole('radio', { name: 'Yes, add the modem' }));
    await checkOnNeed(page.getByRole('radio', { name: 'Yes, add a phone' }));
    await checkOnNeed(page.getByRole('radio', { name: /^Unlimited calls/ }));

    const before = (await site.server.provider.orders.list()).length;
    // Keep the data layer across the hand-off navigation: read it as the button is pressed.
    await page.evaluate(() => {
      document.addEventListener('click', () => sessionStorage.setItem('e2e-data-layer', JSON.stringify(window.dataLayer ?? [])), { capture: false });
    });
    await page.getByRole('region', { name: SUMMARY }).getByRole('button', { name: 'Order Now' }).click();
    await page.waitForURL((url) => url.pathname === '/order', { timeout: 15_000 });
    const orders = await site.server.provider.orders.list();
    expect(orders).toHaveLength(before + 1);
    expect(orders.at(-1)!.query).toMatchObject({ fdclid: 'cmp-landing-42', utm_source: 'compare-site' });

    await page.goBack();
    await waitForHydration(page);
    const dataLayer = JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-data-layer')))!) as { event: string; ecommerce?: { items: { item_category2: string; price: number; currency: string }[] } }[];
    const orderNow = dataLayer.filter((entry) => entry.event === 'nbnOrderNowResi');
    expect(orderNow).toHaveLength(1);
    const items = orderNow[0]!.ecommerce!.items;
    expect(items.map((item) => [item.item_category2, item.currency])).toEqual([
      ['plan', 'aud'],
      ['modem', 'aud'],
      ['unlimited', 'aud'],
    ]);
    // docs/product/content.md#analytics-items analytics list prices: modem 151, unlimited home phone 10.
    expect(items.slice(1).map((item) => item.price)).toEqual([151, 10]);
    expect(items[0]!.price).toBeGreaterThan(0);

    // Back on /flip-to-fibre, the progress bar: "Loading page" while a client-side navigation loads,
    // gone when the page is there. The page's content is held until the bar has been seen, so a busy
    // machine cannot finish the navigation before the test looks.
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    const release = await holdRequests(page, /\/api\/getContent\/fibre\/features$/);
    await nav.getByRole('link', { name: 'Features' }).click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ timeout: 5000 });
    await expect(page.locator('main').getAttribute('aria-busy')).resolves.toBe('true');
    release();
    await page.getByRole('heading', { level: 1, name: 'Flip to Fibre features' }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await page.unrouteAll();

    // A sub-page's sub-navigation does not float.
    await expect(nav.getByRole('link', { name: 'Features' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(styleOf(page, '.flip-subnav', 'position')).resolves.toBe('static');
    expect(problems).toEqual([]);
  });
});

describe('at 992px or narrower, for a visitor who prefers reduced motion', () => {
  it('the sub-navigation is a scrollable tab bar that does not float, and the progress bar stands still', async () => {
    const { page, problems } = await open(PATHS.flipToFibre, { width: 900, reducedMotion: 'reduce' });
    await expect(styleOf(page, '.flip-subnav', 'position')).resolves.toBe('static');
    await expect(styleOf(page, '.flip-subnav__list', 'overflow-x')).resolves.toBe('auto');
    expect(problems).toEqual([]);
    // Held as above, so that the bar is still there when the test reads its style.
    const release = await holdRequests(page, /\/api\/getContent\//);
    await subnav(page).getByRole('link', { name: 'Phone' }).click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ timeout: 5000 });
    await expect(styleOf(page, '.navigation-progress__bar', 'animation-name')).resolves.toBe('none');
    release();
  });
});
