// docs/product/address-check.md#before-javascript in a real browser against the built site: with
// JavaScript off the address search is a form whose answer the server draws (suggestions as links,
// then the chosen address's result and plans); on a throttled 3G connection, text typed, taps and a search
// made before the scripts take over are kept, and every screen passes axe.
// A page load costs far more than a step on the page already open
// (docs/operations.md#how-the-suite-is-organised): the form's screens are walked in one visit, and
// what only reads the server's HTML of a page no step reaches is read over HTTP.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioAddress } from '../../provider/address/scenarios.test-helper';
import { CONNECT_NOW, NO_ADDRESS_FOUND, NO_SERVICE } from '../../shared/domain/address/messages';
import { axeViolations } from '../support/axe';
import { serverDocument } from '../support/server-document';
import { holdRequests } from '../support/held-requests';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { waitForHydration } from '../support/hydration';

const site = useSiteAndBrowser({ checkPageProblems: true });

/**
 * The server's HTML of each of `paths`, checked by axe in a context with scripts on (axe needs them; the HTML is the
 * same): what it finds on each, visited in turn in one tab, each hydrated with the network quiet.
 */
async function axeOfEach(paths: string[]): Promise<Record<string, string[]>> {
  const { page } = await site.openPage(paths[0]!, { context: { bypassCSP: true, reducedMotion: 'reduce' }, waitFor: 'idle' });
  const found: Record<string, string[]> = {};
  for (const [index, path] of paths.entries()) {
    if (index > 0) await site.visit(page, path, 'idle');
    found[path] = await axeViolations(page);
  }
  return found;
}

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
/** Links whose name (aria-label, else text) contains `name`, ignoring case: as getByRole('link', { name }) matches. */
const linksNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('a[href]')].filter((link) => (link.getAttribute('aria-label') ?? textOf(link)).toLowerCase().includes(name.toLowerCase()));
const headingsNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((heading) => textOf(heading) === name);

const FLIP_READY = scenarioAddress('flip-ready-fttn');
const NO_SERVICE_ADDRESS = scenarioAddress('no-service');
const NOT_FOUND = scenarioAddress('not-found');

/** /availability for a suggestion chosen from the server's list (its link). */
const chosenHref = (address: { formattedAddress: string | null; locationId: string | null }) =>
  `/availability?${new URLSearchParams({ address: address.formattedAddress!, loc: address.locationId! }).toString()}`;

describe('with JavaScript off', () => {
  it("a search from a plan page lists the suggestions on /availability as links; the chosen one shows its result, the way to its plans and, server-drawn, the plans it can get with the plan cards' figures, the box keeping the address; a search that finds nothing says so with the phone number", async () => {
    const { page } = await site.openPage('/broadband/nbn', { context: { javaScriptEnabled: false } });
    // The nbn plan page's cards: evening speed, price steps, minimum total cost, by plan name.
    const cardFigures = new Map(
      await page.getByRole('article').evaluateAll((articles) =>
        articles.map((article) => [
          document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
          ['.plan-offer__evening', '.plan-offer__price', '.plan-offer__min-cost'].map((selector) => article.querySelector(selector)?.textContent ?? null),
        ] as const),
      ),
    );

    // The search from the plan page: the suggestions, as links.
    const input = page.locator('#address-input-step');
    await input.fill(FLIP_READY.text);
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/availability' && url.searchParams.get('address') === FLIP_READY.text);
    await page.getByRole('heading', { name: `Addresses matching “${FLIP_READY.text}”` }).waitFor();

    // The chosen address: its result and the way to its plans.
    await page.getByRole('link', { name: FLIP_READY.formattedAddress! }).click();
    await page.waitForURL((url) => url.searchParams.get('loc') === FLIP_READY.locationId);
    await page.getByRole('heading', { name: CONNECT_NOW }).waitFor();
    await expect(page.getByRole('link', { name: 'See plans' }).getAttribute('href')).resolves.toMatch(/^\/broadband\/nbn/);
    // The link is the address's own (the axe check below loads it).
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(chosenHref(FLIP_READY));

    // The plans it can get, with the plan cards' figures; the box keeps the address.
    await expect(page.locator('#address-input-page').inputValue()).resolves.toBe(FLIP_READY.formattedAddress);
    const nbn = page.getByRole('region', { name: 'nbn plans at this address' });
    await nbn.waitFor();
    const listed = await nbn.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('h4')?.textContent ?? '',
        figures: [...item.querySelectorAll('p')].slice(0, 3).map((p) => p.textContent ?? ''),
      })),
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const { name, figures } of listed) {
      await expect(nbn.getByRole('link', { name: `Choose ${name}`, exact: true }).getAttribute('href')).resolves.toBe('/broadband/nbn#plans');
      expect(cardFigures.get(name), name).toEqual(figures);
    }

    // A search from /availability's own box that finds nothing: 'No address found.' and the phone number.
    await page.locator('#address-input-page').fill(NOT_FOUND.text);
    await page.locator('#address-input-page').press('Enter');
    await page.getByRole('heading', { name: NO_ADDRESS_FOUND }).waitFor();
    await expect(page.locator('.availability-answer').getByRole('link', { name: '13 39 38' }).getAttribute('href')).resolves.toBe('tel:133938');

  });

  it('every screen of that walk passes axe', async () => {
    const walk = [`/availability?address=${encodeURIComponent(FLIP_READY.text)}`, chosenHref(FLIP_READY), `/availability?address=${encodeURIComponent(NOT_FOUND.text)}`];
    expect(await axeOfEach(walk)).toEqual(Object.fromEntries(walk.map((path) => [path, []])));
  });

  it('an address with no service says so, server-drawn, with the phone number and no mobile service it cannot get (HTTP)', async () => {
    const served = await serverDocument(site.server.url, chosenHref(NO_SERVICE_ADDRESS));
    expect(headingsNamed(served, NO_SERVICE)).toHaveLength(1);
    expect(linksNamed(served, '13 39 38').map((link) => link.getAttribute('href'))).toContain('tel:133938');
    expect(linksNamed(served, 'Mobile SIM plans')).toEqual([]);
  });
});

/** Chrome's 'Fast 3G' preset: 562.5 ms round trip, about 1.4 Mbps down, 675 kbps up. */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/**
 * A tab on 3G whose entry script is held until the test releases it, so the test acts surely before
 * the scripts take over, whatever the machine's speed. `load` opens the nbn plan page in it afresh,
 * as a new visitor: the storage and cookies of the visit before cleared, a new hold on the script.
 */
async function throttledTab(context: BrowserContext): Promise<{ page: Page; load: () => Promise<() => void> }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  const load = async () => {
    if (page.url().startsWith(site.server.url)) await page.evaluate(() => (sessionStorage.clear(), localStorage.clear()));
    await context.clearCookies();
    await page.unrouteAll();
    const release = await holdRequests(page, /\/assets\/entry-client-[^/]*\.js$/);
    await page.goto(`${site.server.url}/broadband/nbn`, { waitUntil: 'commit' });
    return release;
  };
  return { page, load };
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

describe('on a 3G connection, before the scripts take over', () => {
  // One phone-sized context and tab for the three visits, each a new visitor's (throttledTab's load).
  let throttled: { page: Page; load: () => Promise<() => void> };
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    throttled = await throttledTab(context);
  });
  afterAll(() => context?.close());

  it('text typed into the address box is kept, keeps focus, and its suggestions show with no further key press', async () => {
    const { page, load } = throttled;
    const release = await load();
    const input = page.locator('#address-input-step');
    await input.waitFor({ state: 'attached' });
    await input.focus();
    await input.pressSequentially(FLIP_READY.text, { delay: 20 });
    expect(await isHydrated(page)).toBe(false);
    release();
    await waitForHydration(page, 60_000);
    // The widget took the text over: its search runs on what was typed before, without another key.
    await page.getByRole('option', { name: FLIP_READY.formattedAddress! }).waitFor({ timeout: 30_000 });
    await expect(input.inputValue()).resolves.toBe(FLIP_READY.text);
    await expect(input.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it("a 'Menu' tap and a 'Choose plan' tap made before are each made once", async () => {
    const { page, load } = throttled;
    const release = await load();
    const choose = page.getByRole('button', { name: 'Choose plan' }).first();
    await choose.waitFor({ state: 'attached', timeout: 60_000 });
    expect(await isHydrated(page)).toBe(false);
    await choose.click();
    await page.getByRole('button', { name: 'Menu' }).click();
    release();
    await waitForHydration(page, 60_000);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Plan selected' }).first().waitFor({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Plan selected' }).count()).resolves.toBe(1);
  });

  it("a 'Menu' tap made as hydration starts is kept from React's handlers and made once, when the page is hydrated", async () => {
    const { page, load } = throttled;
    const release = await load();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor({ state: 'attached', timeout: 60_000 });
    // In the page, the moment data-hydrated turns "false": the tap, and whether it went past the window's
    // capture phase (React's listeners come after it). React's own replay at that point lost a tap now
    // and then (client/app/document.tsx); the page's script holds it instead.
    const reachedHandlers = menu.evaluate(
      (button) =>
        new Promise<boolean>((resolve) => {
          const root = document.documentElement;
          new MutationObserver((_, observer) => {
            if (root.dataset.hydrated !== 'false') return;
            observer.disconnect();
            let reached = false;
            const seen = () => (reached = true);
            window.addEventListener('click', seen);
            (button as HTMLButtonElement).click();
            window.removeEventListener('click', seen);
            resolve(reached);
          }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
        }),
    );
    release();
    expect(await reachedHandlers).toBe(false);
    await waitForHydration(page, 60_000);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Close' }).count()).resolves.toBeGreaterThan(0);
  });

  it('a search sent before is not lost: its suggestions show, with the text kept', async () => {
    const { page, load } = throttled;
    const release = await load();
    const input = page.locator('#address-input-step');
    await input.waitFor({ state: 'attached' });
    expect(await isHydrated(page)).toBe(false);
    await input.fill(FLIP_READY.text);
    await input.press('Enter');
    release();
    // Held and made again once the widget hydrates, or sent as the form to /availability: either way
    // the suggestion shows and the text is in the box.
    await page.getByRole('option', { name: FLIP_READY.formattedAddress! }).or(page.getByRole('link', { name: FLIP_READY.formattedAddress! })).first().waitFor({ timeout: 60_000 });
    expect(page.url()).not.toMatch(/\/broadband\/nbn\?$/);
  });
});
