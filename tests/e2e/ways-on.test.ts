// In a real browser against the built site and the embedded provider: the fibre upgrade's plans at
// 14 Lyrebird Rise (docs/product/pricing.md#plan-sources: the copper line limits none of them, and the
// preselected plan stays), and the ways on of docs/product/address-check.md#ways-on at 40 Mopoke Lane
// (home wireless only), 2 Gidgee Track (no service) and 31 Bilby Parade (upgrade only by request).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_SERVICE } from '../../shared/domain/address/messages';
import { PATHS } from '../../shared/routes/paths';
import { warmAddressSearch } from '../../harness/built-server';
import { axeViolations } from '../support/axe';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { chooseSuggestion } from '../support/address-step';

const site = useSiteAndBrowser({ checkPageProblems: true });
beforeAll(() => warmAddressSearch(site.server.url, 'Lyrebird Rise'), 70_000);

const open = async (path: string) => (await site.openPage(path, { context: { viewport: { width: 1280, height: 900 }, bypassCSP: true }, waitFor: 'idle' })).page;

const flipCards = (page: Page) => page.getByRole('region', { name: 'Flip to Fibre plans' }).getByRole('article');

describe('/flip-to-fibre: 14 Lyrebird Rise, then 31 Bilby Parade in the same page', () => {
  it('keeps the four plans and the preselected 500 after the showcase\'s check, and names 1000Mbps; the upgrade only by request offers the call-back form, reason upgrade-request', async () => {
    // 14 Lyrebird Rise, the showcase: the fibre tiers the upgraded line carries.
    const page = await open(PATHS.flipToFibre);
    await expect.poll(() => flipCards(page).count()).toBe(4);
    const selected = () => page.getByRole('region', { name: 'Flip to Fibre plans' }).locator('article', { has: page.getByRole('button', { name: 'Plan selected' }) });
    await expect.poll(async () => (await selected().innerText()).includes('500/50')).toBe(true);
    await chooseSuggestion(page, 'flip-ready-fttn');
    await page.getByText('Speeds up to 1000Mbps').waitFor({ timeout: 20_000 });
    await expect.poll(() => flipCards(page).count()).toBe(4);
    expect(await selected().innerText()).toContain('500/50');
    expect(await page.getByRole('heading', { name: 'Not available at your address' }).count()).toBe(0);

    // The visitor checks another address: 31 Bilby Parade, the upgrade only by request.
    await chooseSuggestion(page, 'flip-by-request-no-date');
    await page.getByRole('button', { name: 'Request the fibre upgrade' }).click({ timeout: 20_000 });
    const form = page.getByRole('form', { name: 'Request the fibre upgrade' });
    await form.waitFor();
    await page.getByLabel('Your name').fill('Alex Citizen');
    await page.getByLabel('Phone number').fill('0412 345 678');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.call-back__reference').waitFor({ timeout: 10_000 });
    const events = (await site.server.provider.events.list()).filter((event) => event.body.description === 'Call back request');
    expect(events.at(-1)?.body.event).toMatchObject({ reason: 'upgrade-request', locationId: 'LOC000201337895' });
  });
});

describe('40 Mopoke Lane, home wireless only', () => {
  it('the home page names 5G home wireless, and See plans lands on those plans with focus there', async () => {
    const page = await open(PATHS.home);
    await chooseSuggestion(page, 'home-wireless-only');
    await page.getByText('Available at this address: 5G home wireless and mobile broadband.').first().waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'See plans' }).first().click();
    await page.waitForURL((url) => url.pathname === PATHS.homeWireless && url.hash === '#plans');
    // Landed on the plan list: it has focus, and its heading is in view.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('plans');
    const box = await page.locator('#plans').boundingBox();
    expect(box!.y).toBeLessThan(450);
    expect(box!.y).toBeGreaterThan(-10);
  });

  it('"Your connection" on the nbn page says what the address has: no nbn line yet, 5G home wireless; no nbn plan can be chosen, and one sentence says why', async () => {
    const page = await open(PATHS.nbn);
    await chooseSuggestion(page, 'home-wireless-only');
    // After the check, only what the address can get: nothing here.
    await expect(page.getByRole('note', { name: 'Plans not available at your address' }).innerText()).resolves.toBe(
      "nbn plans aren't available at your address: nbn does not reach it yet.",
    );
    await expect(page.getByRole('button', { name: 'Choose plan' }).count()).resolves.toBe(0);
    const summary = page.getByRole('region', { name: "And you're done! Here's what you've selected to order today." });
    await expect(summary.getByRole('button', { name: 'Order Now' }).count()).resolves.toBe(0);
    const panel = page.getByRole('region', { name: 'Your connection' });
    await panel.waitFor({ timeout: 20_000 });
    const text = await panel.innerText();
    expect(text).toContain('5G home wireless');
    expect(text).toContain('Not connected yet: nbn plans fibre to the premises (FTTP) here, expected from May 2027');
    expect(text).not.toContain('already fibre');
    // A designed panel: a tinted card whose facts sit flush, not a list with the browser's indents.
    const look = await panel.evaluate((element) => {
      const style = getComputedStyle(element);
      const value = element.querySelector('dd')!;
      return {
        background: style.backgroundColor,
        indent: getComputedStyle(value).marginLeft,
        besideLabel: value.getBoundingClientRect().left > element.querySelector('dt')!.getBoundingClientRect().right,
      };
    });
    expect(look).toEqual({ background: 'rgb(239, 243, 244)', indent: '0px', besideLabel: true });
    expect(await axeViolations(page)).toEqual([]);
    // The way on from "Sorry, nbn is not available" is home wireless, not this page again.
    expect(await page.getByRole('link', { name: 'See home wireless plans' }).getAttribute('href')).toBe('/broadband/home-wireless#plans');
  });
});

/** Each card names its data, never a line's speeds; the arrows show only when there is a card to scroll to. */
async function expectDataCards(page: Page, arrows: boolean) {
  const carousel = page.locator('.carousel').first();
  const cards = carousel.getByRole('article');
  expect(await cards.count()).toBe(3);
  for (const card of await cards.all()) {
    const text = await card.innerText();
    expect(text).toMatch(/\d+GB of data each month\./);
    expect(text).not.toMatch(/^\d+\/\d+$/m);
  }
  await expect(carousel.getByRole('button', { name: /Next/ }).isVisible()).resolves.toBe(arrows);
}

describe('the mobile broadband page', () => {
  // Its axe check at 1280px is tests/e2e/page-kinds.test.ts's (every route, before an address check).
  it('on a desktop, before an address check: each card names its data, never a line\'s speeds, and no arrows; then at 2 Gidgee Track (no service) it is offered nothing it cannot get: the phone and Register interest', async () => {
    const page = await open(PATHS.mobileBroadband);
    // Three cards fit side by side on a desktop (four per view): nothing to scroll, no arrows.
    await expectDataCards(page, false);

    await chooseSuggestion(page, 'no-service');
    await page.getByRole('heading', { name: NO_SERVICE }).waitFor({ timeout: 20_000 });
    const result = page.locator('#address .address-check__result');
    expect(await result.getByRole('link', { name: 'Mobile broadband' }).count()).toBe(0);
    expect(await result.getByRole('link', { name: 'See plans' }).count()).toBe(0);
    expect(await result.getByRole('button', { name: 'Register interest' }).count()).toBe(1);
  });

  it('on a phone, before an address check: each card names its data, never a line\'s speeds, and arrows show', async () => {
    const { page } = await site.openPage(PATHS.mobileBroadband, { context: { viewport: { width: 390, height: 844 }, bypassCSP: true }, waitFor: 'idle' });
    await expectDataCards(page, true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
