// The home page in a browser (docs/product/content.md#home-page): one address box, above the fold on a
// 390 x 844 phone with the announcement banner open, both before and after hydration; product cards
// whose "from" prices are computed from the catalogues the plan pages show; the trust signals; and
// no unlimited-data claim beside plans with an allowance.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromPrice, fromPriceText } from '../../shared/domain/pricing/from-prices';
import { apiPath } from '../../shared/routes/api-paths';
import { PATHS } from '../../shared/routes/paths';
import type { Plan } from '../../shared/schemas/plan';
import { PROJECT_ROOT } from '../../harness/built-server';
import { useSiteAndBrowser } from '../support/site-and-browser';

const site = useSiteAndBrowser({ checkPageProblems: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const ARTIFACTS = path.join(PROJECT_ROOT, 'tests/.artifacts');

const addressBoxes = (page: Page) => page.getByRole('combobox', { name: /address/i });

async function catalogue(pathname: string): Promise<Plan[]> {
  const response = await fetch(new URL(pathname, site.server.url));
  return ((await response.json()) as { plans: Plan[] }).plans;
}

/** The text of the page's <main> as the server sends it (tags dropped), before any script runs. */
async function serverMainText(pathname: string): Promise<string> {
  const response = await fetch(new URL(pathname, site.server.url));
  expect(response.status, pathname).toBe(200);
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(await response.text());
  expect(main, `${pathname} has a <main>`).not.toBeNull();
  return main![1]!.replace(/<[^>]*>/g, '');
}

async function expectOneAddressBoxAboveTheFold(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Announcements' }).isVisible()).resolves.toBe(true);
  await expect(addressBoxes(page).count()).resolves.toBe(1);
  const box = await addressBoxes(page).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

/** No product card alone on a row; the hero has the illustration only where there is room. */
async function expectCardsAndHero(page: Page, size: 'desktop' | 'phone'): Promise<void> {
  const list = page.getByRole('region', { name: 'Our products' }).getByRole('list');
  const listWidth = (await list.boundingBox())!.width;
  const boxes = await Promise.all((await list.getByRole('listitem').all()).map(async (card) => (await card.boundingBox())!));
  const rows = new Map<number, number[]>();
  for (const box of boxes) rows.set(Math.round(box.y), [...(rows.get(Math.round(box.y)) ?? []), box.width]);
  // A card alone on its row fills the row: the grid has no orphan.
  for (const widths of rows.values()) if (widths.length === 1) expect(widths[0]!, size).toBeGreaterThan(listWidth - 2);
  if (size === 'desktop') expect(rows.size).toBeLessThan(boxes.length);
  // The brand's illustration: a decorative background of the hero, beside the address box on a
  // desktop; a phone keeps the first screen for the address box and never downloads it.
  const hero = await page.locator('.page__header').evaluate((header) => getComputedStyle(header).backgroundImage);
  if (size === 'desktop') expect(hero).toMatch(/url\(/);
  else expect(hero).not.toMatch(/url\(/);
}

// Three visits: the phone before hydration, the phone after it, the desktop. The plan pages' amounts
// are read from the HTML the server sends. axe checks the home page at a desktop and a phone width in
// tests/e2e/page-kinds.test.ts, so it does not run here again; that another page keeps the menu
// bar's address box, tests/e2e/address-check-on-need.test.ts shows (its stored result on /about-us).
describe('the home page', () => {
  it('shows one address box above the fold on a 390 x 844 phone with the banner open (before hydration)', async () => {
    const { page } = await site.openPage(PATHS.home, { context: { viewport: PHONE, javaScriptEnabled: false } });
    await expectOneAddressBoxAboveTheFold(page);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'home-phone-server.png') });
  });

  it('on a 390 x 844 phone after hydration: one address box above the fold with the banner open, no card alone on a row, and no hero illustration', async () => {
    const { page } = await site.openPage(PATHS.home, { context: { viewport: PHONE } });
    await expectOneAddressBoxAboveTheFold(page);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'home-phone-hydrated.png') });
    await expectCardsAndHero(page, 'phone');
  });

  it('on a desktop: one address box (none in the bar), the cards priced from the catalogues, no orphan card, the hero illustration, the Flip to Fibre offer and trust signals', async () => {
    const { page } = await site.openPage(PATHS.home, { context: { viewport: DESKTOP } });

    // One address box on a desktop too: the bar has none on this page.
    await expect(addressBoxes(page).count()).resolves.toBe(1);
    await expect(page.getByRole('banner').getByRole('combobox').count()).resolves.toBe(0);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'home-desktop.png'), fullPage: true });

    // docs/product/pricing.md#from-prices: computed from the catalogues, never typed, and the plan pages show the same amounts.
    const products = page.getByRole('region', { name: 'Our products' });
    const cases = [
      { card: 'nbn', api: apiPath('plans', { serviceType: 'nbn' }), planPage: PATHS.nbn },
      { card: 'Fibre', api: apiPath('plans', { serviceType: 'fibre' }), planPage: PATHS.fibre },
      { card: 'Flip to Fibre', api: apiPath('defaultFlipToFibrePlans'), planPage: PATHS.flipToFibre },
      { card: 'Home wireless', api: apiPath('plans', { serviceType: 'hwbb' }), planPage: PATHS.homeWireless },
      { card: 'Mobile broadband', api: apiPath('plans', { serviceType: 'mbb' }), planPage: PATHS.mobileBroadband },
    ];
    for (const { card, api, planPage } of cases) {
      const from = fromPrice(await catalogue(api));
      expect(from, card).not.toBeNull();
      const item = products.getByRole('listitem').filter({ has: page.getByRole('link', { name: card, exact: true }) });
      const text = await item.innerText();
      expect(text, card).toContain(fromPriceText(from!));
      expect(text, card).toMatch(/Typical evening speeds? \d+/);
      // The plan page's cards are drawn by the server: its main content, as sent, shows the amount.
      const amount = `$${String(from!.monthly)}`;
      expect(await serverMainText(planPage), `${planPage} shows ${amount}`).toContain(amount);
    }

    await expectCardsAndHero(page, 'desktop');

    // The Flip to Fibre offer, how it works and the trust signals; no capped plan called unlimited.
    const flip = page.getByRole('region', { name: /Flip to Fibre/ });
    await expect(flip.getByRole('link', { name: 'See if your home can flip' }).getAttribute('href')).resolves.toBe(PATHS.flipToFibre);
    await expect(flip.innerText()).resolves.toMatch(/Plans from \$\d/);
    const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(steps.count()).resolves.toBe(3);
    const trust = page.getByRole('list', { name: 'Every home broadband plan' });
    for (const signal of ['No lock-in contract', 'Free activation', 'Australian support', 'Honest speeds']) {
      await expect(trust.getByText(signal).isVisible(), signal).resolves.toBe(true);
    }
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/unlimited data/i);
    expect(text).not.toMatch(/no caps/i);
  });
});
