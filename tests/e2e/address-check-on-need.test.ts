// Browser tests of the address check's code loading on need (client/app/lazy-on-need.tsx
// item 3): on '/' and the pages that sell plans the widget's chunk is not fetched with the page; the pointer or focus on a box
// fetches it; typing, Enter and a click on Search that arrive before the chunk (held back here with
// page.route, so the race is real) are not lost, and nothing on the page moves when it arrives; a
// stored result and a client-side navigation load it at once. A page load costs far more than a step
// on the page already open (docs/operations.md#how-the-suite-is-organised): the stored result is read
// on the page after the search that stored it, and the held search runs after the client-side navigation.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scenarioAddress } from '../../provider/address/scenarios.test-helper';
import { HIGH_SPEED_AVAILABLE } from '../../shared/domain/address/messages';
import { CHUNK_MODULES_FILE, type ChunkModules } from '../../scripts/build/chunk-modules';
import { PROJECT_ROOT } from '../../harness/built-server';
import { PATHS } from '../../shared/routes/paths';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { networkQuiet } from '../support/network-quiet';
import { waitForHydration } from '../support/hydration';

const chunkModulesFile = path.join(PROJECT_ROOT, 'dist/client', CHUNK_MODULES_FILE);
if (!existsSync(chunkModulesFile)) throw new Error('No client build with chunk-modules.json: run `npm run build` first (npm test does).');
const chunks = JSON.parse(readFileSync(chunkModulesFile, 'utf8')) as ChunkModules;
const WIDGET_CHUNK = Object.keys(chunks).find((file) => chunks[file]!.modules.includes('client/features/address-check/address-check.tsx'));

const site = useSiteAndBrowser();

interface WatchedPage {
  page: Page;
  problems: string[];
  /** Whether Chromium has asked for the widget's chunk. */
  requested(): boolean;
  /** Lets the held chunk through (with `hold`). */
  release(): void;
}

/** Opens `path` at desktop width; with `hold`, the widget's chunk waits until release(). */
async function openPage(path: string, options: { hold?: boolean } = {}): Promise<WatchedPage> {
  let requested = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  if (!options.hold) release();
  const { page, problems } = await site.openPage(path, {
    watch: { warnings: true },
    waitFor: 'idle',
    beforeGoto: async (page) => {
      await page.route(`**/${WIDGET_CHUNK}`, async (route) => {
        requested = true;
        await released;
        await route.continue();
      });
    },
  });
  return { page, problems, requested: () => requested, release };
}

/** The menu bar's box, in the header: one on every page but '/' (tests/e2e/home-page.test.ts reads '/'). */
const navBox = (page: Page) => page.getByRole('banner').getByRole('search', { name: 'Address check (menu bar)' });
/** The home page's one box, in its hero (the bar has none on '/'). */
const homeBox = (page: Page) => page.getByRole('main').getByRole('search', { name: 'Address check' });
const boxes = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.address-check, header, main')].map((element) => JSON.stringify(element.getBoundingClientRect())));

describe('the address check loads on need', () => {
  it('exists as one chunk of the build', () => {
    expect(WIDGET_CHUNK).toBeTruthy();
  });

  // One visit of '/' for both signs of need there: the pointer first, which asks for the code, then
  // the keys, held with it. Focus alone asking is the Step 1 boxes' test below.
  it("is not fetched with '/', is fetched when the pointer reaches a box; keeps text typed and Enter pressed before the chunk arrives, the page staying put, and moves nothing when it arrives; then loads at once to show the stored result in the menu bar box of another page", async () => {
    const scenario = scenarioAddress('hfc');
    const { page, problems, requested, release } = await openPage('/', { hold: true });
    await page.waitForTimeout(300);
    expect(requested()).toBe(false);
    const before = await boxes(page);
    const input = homeBox(page).getByRole('combobox');
    await input.hover();
    await expect.poll(requested).toBe(true);
    await input.focus();
    await page.keyboard.type(scenario.text, { delay: 10 });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    release();
    // The held Enter searched: the suggestions show without another key.
    await page.getByRole('option', { name: scenario.formattedAddress! }).first().waitFor({ timeout: 10_000 });
    await expect(input.inputValue()).resolves.toBe(scenario.text);
    await page.keyboard.press('Escape');
    await networkQuiet(page);
    await expect(boxes(page)).resolves.toEqual(before);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page
      .locator('.address-check--step')
      .getByRole('heading', { name: HIGH_SPEED_AVAILABLE, exact: true })
      .waitFor({ timeout: 20_000 });

    // The result is stored: on another page the menu bar box loads at once to show it.
    await site.visit(page, '/about-us');
    await expect.poll(() => navBox(page).getByRole('combobox').inputValue()).toBe(scenario.formattedAddress);
    await expect(navBox(page).getByRole('button', { name: 'Show results' }).count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });

  // The pages that sell plans: their Step 1 box waits for the visitor too.
  it.each(['/broadband/nbn', '/flip-to-fibre'])(
    '%s: Step 1 is not fetched with the page; text typed into it before the chunk arrives searches, and nothing moves',
    async (path) => {
      const scenario = scenarioAddress('hfc');
      const { page, problems, requested, release } = await openPage(path, { hold: true });
      await page.waitForTimeout(300);
      expect(requested()).toBe(false);
      // The page scrolls the focused box into view, so positions are taken on the page, not the viewport.
      const placed = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('main, .address-check--step')].map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { x, y: y + window.scrollY, width, height };
          }),
        );
      const before = await placed();
      const input = page.locator('#address-input-step');
      await input.focus();
      await expect.poll(requested).toBe(true);
      await page.keyboard.type(scenario.text, { delay: 10 });
      release();
      await page.getByRole('option', { name: scenario.formattedAddress! }).first().waitFor({ timeout: 10_000 });
      await expect(input.inputValue()).resolves.toBe(scenario.text);
      await page.keyboard.press('Escape');
      await expect(placed()).resolves.toEqual(before);
      expect(problems).toEqual([]);
    },
  );

  it('works after a client-side navigation that came before any sign of need, and runs a search clicked before the chunk arrives once it has', async () => {
    const scenario = scenarioAddress('hfc');
    const { page, problems, release, requested } = await openPage('/about-us', { hold: true });
    expect(requested()).toBe(false);
    await page.getByRole('contentinfo').getByRole('link', { name: /contact/i }).first().click();
    await page.waitForURL(/\/contact-us$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The search is clicked while the chunk is held: the page stays, and the search runs once it arrives.
    await navBox(page).getByRole('combobox').fill(scenario.text);
    await navBox(page).getByRole('button', { name: 'Search' }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact-us');
    release();
    await page.getByRole('option', { name: scenario.formattedAddress! }).waitFor({ timeout: 10_000 });
    expect(problems).toEqual([]);
  });

  // The browser's own popstate makes React render the router's update at once; a box still waiting for its code would
  // have been drawn afresh from nothing, gone until the code came (client/entry-client.tsx).
  it('keeps both boxes, as the server drew them, through the skip link and an in-page link before any sign of need; they work once the code is there', async () => {
    const scenario = scenarioAddress('hfc');
    const { page, problems, release } = await openPage(PATHS.nbn, { hold: true });
    type Drawn = HTMLInputElement & { drawnByServer?: boolean };
    await page.evaluate(() => document.querySelectorAll<Drawn>('input[role="combobox"]').forEach((box) => (box.drawnByServer = true)));
    const drawnByServer = () => page.evaluate(() => [...document.querySelectorAll<Drawn>('input[role="combobox"]')].map((box) => box.drawnByServer === true));
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#main$/);
    await page.waitForTimeout(300);
    await expect(drawnByServer()).resolves.toEqual([true, true]);
    release();
    await page.getByRole('main').getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(/#plans$/);
    await waitForHydration(page);
    await expect(drawnByServer()).resolves.toEqual([true, true]);
    await navBox(page).getByRole('combobox').fill(scenario.text);
    await page.getByRole('option', { name: scenario.formattedAddress! }).waitFor({ timeout: 10_000 });
    expect(problems).toEqual([]);
  });
});
