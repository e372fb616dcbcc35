// docs/product/address-check.md#before-javascript in a real browser against the built site: with
// JavaScript off the address search is a form whose answer the server draws (suggestions as links,
// then the chosen address's result and plans); on a throttled 3G connection, text typed, taps and a search
// made before the scripts take over are kept, and every screen passes axe.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scenarioAddress } from '../../provider/address/scenarios';
import { CONNECT_NOW, NO_ADDRESS_FOUND, NO_SERVICE } from '../../shared/domain/address/messages';
import { axeViolations } from '../support/axe';
import { useSiteAndBrowser } from '../support/site-and-browser';

const site = useSiteAndBrowser({ checkPageProblems: true });

/** The server's HTML of a page, checked by axe in a context with scripts on (axe needs them; the HTML is the same). */
async function axeOfServerHtml(pathname: string): Promise<string[]> {
  const { page } = await site.openPage(pathname, { context: { bypassCSP: true, reducedMotion: 'reduce' }, waitFor: 'idle' });
  return axeViolations(page);
}

const FLIP_READY = scenarioAddress('flip-ready-fttn');
const NO_SERVICE_ADDRESS = scenarioAddress('no-service');

describe('with JavaScript off', () => {
  it('a search from a plan page lists the suggestions on /availability as links, and a chosen one shows its result and the way to its plans', async () => {
    const { page } = await site.openPage('/broadband/nbn', { context: { javaScriptEnabled: false } });
    const input = page.locator('#address-input-step');
    await input.fill(FLIP_READY.text);
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/availability' && url.searchParams.get('address') === FLIP_READY.text);
    await page.getByRole('heading', { name: `Addresses matching “${FLIP_READY.text}”` }).waitFor();
    await page.getByRole('link', { name: FLIP_READY.formattedAddress! }).click();
    await page.waitForURL((url) => url.searchParams.get('loc') === FLIP_READY.locationId);
    await page.getByRole('heading', { name: CONNECT_NOW }).waitFor();
    await expect(page.getByRole('link', { name: 'See plans' }).getAttribute('href')).resolves.toMatch(/^\/broadband\/nbn/);
    expect(await axeOfServerHtml(`/availability?address=${encodeURIComponent(FLIP_READY.text)}`)).toEqual([]);
    expect(await axeOfServerHtml(new URL(page.url()).pathname + new URL(page.url()).search)).toEqual([]);
  });

  it('a chosen address shows, server-drawn, the plans it can get with the plan cards\' figures, and the box keeps the address', async () => {
    const { page } = await site.openPage('/availability?address=' + encodeURIComponent(FLIP_READY.text), { context: { javaScriptEnabled: false } });
    await page.getByRole('link', { name: FLIP_READY.formattedAddress! }).click();
    await page.waitForURL((url) => url.searchParams.get('loc') === FLIP_READY.locationId);
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
    for (const { name } of listed)
      await expect(nbn.getByRole('link', { name: `Choose ${name}`, exact: true }).getAttribute('href')).resolves.toBe('/broadband/nbn#plans');
    const availabilityUrl = new URL(page.url());

    // The nbn plan page's cards say the same: evening speed, price steps, minimum total cost.
    const plansPage = await page.context().newPage();
    await plansPage.goto(`${site.server.url}/broadband/nbn`);
    for (const { name, figures } of listed) {
      const card = plansPage.getByRole('article', { name });
      const cardFigures = await Promise.all(
        ['.plan-offer__evening', '.plan-offer__price', '.plan-offer__min-cost'].map((selector) => card.locator(selector).textContent()),
      );
      expect(figures, name).toEqual(cardFigures);
    }
    expect(await axeOfServerHtml(availabilityUrl.pathname + availabilityUrl.search)).toEqual([]);
  });

  it('an address with no service, and one that is not found, say so with the phone number', async () => {
    const { page } = await site.openPage(
      `/availability?address=${encodeURIComponent(NO_SERVICE_ADDRESS.formattedAddress!)}&loc=${NO_SERVICE_ADDRESS.locationId}`,
      { context: { javaScriptEnabled: false } },
    );
    await page.getByRole('heading', { name: NO_SERVICE }).waitFor();
    // Server-drawn too: the phone number and registering interest, no mobile service the address cannot get.
    await page.getByRole('link', { name: '13 39 38' }).first().waitFor();
    await expect(page.getByRole('link', { name: 'Mobile SIM plans' }).count()).resolves.toBe(0);
    await page.locator('#address-input-page').fill(scenarioAddress('not-found').text);
    await page.locator('#address-input-page').press('Enter');
    await page.getByRole('heading', { name: NO_ADDRESS_FOUND }).waitFor();
    await expect(page.locator('.availability-answer').getByRole('link', { name: '13 39 38' }).getAttribute('href')).resolves.toBe('tel:133938');
    expect(await axeOfServerHtml(`/availability?address=${encodeURIComponent(scenarioAddress('not-found').text)}`)).toEqual([]);
  });
});

/** Chrome's 'Fast 3G' preset: 562.5 ms round trip, about 1.4 Mbps down, 675 kbps up. */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/**
 * A page on 3G whose entry script is held until the test releases it, so the test acts surely
 * before the scripts take over, whatever the machine's speed.
 */
async function throttledPage(context: BrowserContext): Promise<{ page: Page; release: () => void }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-client-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { page, release };
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

describe('on a 3G connection, before the scripts take over', () => {
  it('text typed into the address box is kept, keeps focus, and its suggestions show with no further key press', async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 } });
    const { page, release } = await throttledPage(context);
    await page.goto(`${site.server.url}/broadband/nbn`, { waitUntil: 'commit' });
    const input = page.locator('#address-input-step');
    await input.waitFor({ state: 'attached' });
    await input.focus();
    await input.pressSequentially(FLIP_READY.text, { delay: 20 });
    expect(await isHydrated(page)).toBe(false);
    release();
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    // The widget took the text over: its search runs on what was typed before, without another key.
    await page.getByRole('option', { name: FLIP_READY.formattedAddress! }).waitFor({ timeout: 30_000 });
    await expect(input.inputValue()).resolves.toBe(FLIP_READY.text);
    await expect(input.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it("a 'Menu' tap and a 'Choose plan' tap made before are each made once", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 } });
    const { page, release } = await throttledPage(context);
    await page.goto(`${site.server.url}/broadband/nbn`, { waitUntil: 'commit' });
    const choose = page.getByRole('button', { name: 'Choose plan' }).first();
    await choose.waitFor({ state: 'attached', timeout: 60_000 });
    expect(await isHydrated(page)).toBe(false);
    await choose.click();
    await page.getByRole('button', { name: 'Menu' }).click();
    release();
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Plan selected' }).first().waitFor({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Plan selected' }).count()).resolves.toBe(1);
  });

  it('a search sent before is not lost: its suggestions show, with the text kept', async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 } });
    const { page, release } = await throttledPage(context);
    await page.goto(`${site.server.url}/broadband/nbn`, { waitUntil: 'commit' });
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
