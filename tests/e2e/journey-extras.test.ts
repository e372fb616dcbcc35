// The rest of the journey in Debian's Chromium against the built site: the Flip to
// Fibre sub-navigation floating on /flip-to-fibre (docs/product/frame.md#sub-navigation), the progress bar of a client-side
// navigation, the comparison-site click id from a landing URL to the order site with the
// nbnOrderNowResi items on the way (docs/product/frame.md#browser-storage, docs/product/content.md#analytics-events), and browser errors sent to Sentry with its SDK
// loaded only when the error happens.
import type { Page, Request as BrowserRequest } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SENTRY_TEST_ERROR_MESSAGE } from '../../client/entry-server';
import { PATHS } from '../../shared/routes/paths';
import { reportCspViolations, useSiteAndBrowser } from '../support/site-and-browser';
import { checkOnNeed } from '../support/check-on-need';

/** A DSN whose ingest the browser never reaches: every request to it is answered by the test. */
const INGEST = 'https://sentry-ingest.invalid';
const BROWSER_DSN = 'https://e2epublickey@sentry-ingest.invalid/7';

const site = useSiteAndBrowser({ env: { SENTRY_BROWSER_DSN: BROWSER_DSN } });

const SUMMARY = "And you're done! Here's what you've selected to order today.";
const SDK_CHUNK = /\/assets\/sentry-browser-sdk-[^/]+\.js$/;

interface Opened {
  page: Page;
  problems: string[];
  requests: BrowserRequest[];
}

async function open(path: string, options: { width?: number; reducedMotion?: 'reduce' | 'no-preference'; expectedConsole?: RegExp } = {}): Promise<Opened> {
  const requests: BrowserRequest[] = [];
  const { page, problems } = await site.openPage(path, {
    context: { viewport: { width: options.width ?? 1280, height: 900 }, reducedMotion: options.reducedMotion ?? 'no-preference' },
    watch: { expected: (message) => !!options.expectedConsole?.test(message.text()) },
    beforeGoto: async (page) => {
      page.on('request', (request) => requests.push(request));
      await reportCspViolations(page);
    },
  });
  return { page, problems, requests };
}

const subnav = (page: Page) => page.getByRole('navigation', { name: 'Flip to Fibre' });
const styleOf = (page: Page, selector: string, property: string) =>
  page.evaluate(([s, p]) => getComputedStyle(document.querySelector(s!)!).getPropertyValue(p!), [selector, property] as const);

describe('Flip to Fibre sub-navigation (docs/product/frame.md#sub-navigation)', () => {
  it('floats on /flip-to-fibre on desktop: it stays in view below the nav bar as the page scrolls', async () => {
    const { page, problems } = await open(PATHS.flipToFibre);
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
    expect(problems).toEqual([]);
  });

  it('does not float on a sub-page, and is a scrollable tab bar at 992px or narrower', async () => {
    const sub = await open(PATHS.flipFeatures);
    await expect(subnav(sub.page).getByRole('link', { name: 'Features' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(styleOf(sub.page, '.flip-subnav', 'position')).resolves.toBe('static');
    const narrow = await open(PATHS.flipToFibre, { width: 900 });
    await expect(styleOf(narrow.page, '.flip-subnav', 'position')).resolves.toBe('static');
    await expect(styleOf(narrow.page, '.flip-subnav__list', 'overflow-x')).resolves.toBe('auto');
    expect([...sub.problems, ...narrow.problems]).toEqual([]);
  });
});

describe('navigation progress bar', () => {
  it('shows "Loading page" while a client-side navigation loads, and goes when the page is there', async () => {
    const { page, problems, requests } = await open(PATHS.flipToFibre);
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    // The page's content is held until the bar has been seen, so a busy machine cannot finish the
    // navigation before the test looks.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/getContent\/fibre\/features$/, async (route) => {
      await held;
      await route.continue();
    });
    await subnav(page).getByRole('link', { name: 'Features' }).click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ timeout: 5000 });
    await expect(page.locator('main').getAttribute('aria-busy')).resolves.toBe('true');
    release();
    await page.getByRole('heading', { level: 1, name: 'Flip to Fibre features' }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    expect(requests.filter((r) => SDK_CHUNK.test(r.url()))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('stands still when the visitor prefers reduced motion', async () => {
    const { page } = await open(PATHS.flipToFibre, { reducedMotion: 'reduce' });
    // Held as above, so that the bar is still there when the test reads its style.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/getContent\//, async (route) => {
      await held;
      await route.continue();
    });
    await subnav(page).getByRole('link', { name: 'Phone' }).click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ timeout: 5000 });
    await expect(styleOf(page, '.navigation-progress__bar', 'animation-name')).resolves.toBe('none');
    release();
  });
});

describe('comparison-site click id (docs/product/ordering-and-handoff.md#order-state) and nbnOrderNowResi (docs/product/content.md#analytics-events)', () => {
  it('an fdclid in the landing URL is stored with its time and reaches the order site with the order', async () => {
    const { page, problems } = await open(`${PATHS.flipToFibre}?fdclid=cmp-landing-42&utm_source=compare-site`);
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('fdclid')))!) as { value: string; timestamp: number };
    expect(stored.value).toBe('cmp-landing-42');
    expect(Math.abs(Date.now() - stored.timestamp)).toBeLessThan(60_000);

    // provider/address/scenarios.ts `flip-ready-fttn`.
    await page.locator('#address-input-step').fill('14 Lyrebird Rise');
    await page.getByRole('option', { name: '14 Lyrebird Rise, Brunswick VIC 3056' }).click();
    await page.locator('#address .address-check__result').waitFor({ timeout: 25_000 });
    // The address's own flip plans (FTTN at 100 Mbps: the 100 tier), as tests/e2e/handoff-and-agent.test.ts.
    const card = page.getByRole('article', { name: /Family nbn 100\/20Mbps/ });
    await card.waitFor();
    const choose = card.getByRole('button', { name: 'Choose plan' });
    if ((await choose.count()) > 0) await choose.click();
    await card.getByRole('button', { name: 'Plan selected' }).waitFor();
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
    expect(problems).toEqual([]);
  });
});

describe('browser errors to Sentry (docs/product/frame.md#error-boundary Error boundary)', () => {
  it('loads the SDK only when an error happens, then sends the error to the DSN (allowed by the CSP)', async () => {
    const { page, problems, requests } = await open(PATHS.home, { expectedConsole: new RegExp(SENTRY_TEST_ERROR_MESSAGE) });
    const envelopes: { url: string; body: string }[] = [];
    await page.context().route(`${INGEST}/**`, async (route) => {
      envelopes.push({ url: route.request().url(), body: route.request().postData() ?? '' });
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}', headers: { 'access-control-allow-origin': '*' } });
    });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('meta[name="sentry-dsn"]').getAttribute('content')).resolves.toBe(BROWSER_DSN);
    expect(requests.filter((r) => SDK_CHUNK.test(r.url()))).toEqual([]);

    // A client-side navigation to the route that throws (docs/product/frame.md#error-boundary /sentry-test-error).
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, PATHS.sentryTestError);
    await page.getByRole('heading', { name: 'Whoops!' }).waitFor();
    await expect.poll(() => requests.filter((r) => SDK_CHUNK.test(r.url())).length).toBe(1);
    await expect.poll(() => envelopes.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(envelopes[0]!.url).toContain('/api/7/envelope/');
    expect(envelopes[0]!.url).toContain('sentry_key=e2epublickey');
    expect(envelopes.map((e) => e.body).join('\n')).toContain(SENTRY_TEST_ERROR_MESSAGE);
    expect(problems).toEqual([]);
  });
});
