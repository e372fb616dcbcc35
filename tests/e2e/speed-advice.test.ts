// docs/product/plans.md#what-speed-do-i-need in Debian's Chromium against the built site: the four
// questions are a plain GET form whose answer the server draws, with JavaScript off and on; after an
// address check only a plan the address can get is recommended, and one tap chooses it, counted in
// analytics; axe finds nothing on the answered page. With JavaScript on and no address checked, the
// browser answers from the catalogue as the server does (use-offered-plans.ts), so the first test's
// server-drawn answer stands for it; the second sends the form with JavaScript on and runs axe.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { axeViolations } from '../support/axe';
import { checkOnNeed } from '../support/check-on-need';
import { warmAddressSearch } from '../../harness/built-server';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { networkQuiet } from '../support/network-quiet';
import { checkAddress } from '../support/address-step';
import { focusThroughHydration, holdChunk } from '../support/held-hydration';
import { holdRequests } from '../support/held-requests';
import { waitForHydration } from '../support/hydration';

const site = useSiteAndBrowser({ checkPageProblems: true });
beforeAll(() => warmAddressSearch(site.server.url, 'Corella Drive'), 70_000);

const HEADING = 'What speed do I need?';
// 5 or more people streaming in 4K with video calls: about 145Mbps in the evening.
const ANSWERS = { people: '5 or more', watch: '4K streaming', calls: 'Yes', uploads: 'No' } as const;
const QUESTIONS = {
  people: 'How many people use the internet at home at the same time?',
  watch: 'What do you watch?',
  calls: 'Does anyone game online or work from home on video calls?',
  uploads: 'Do you often upload big files, such as videos or backups?',
} as const;
const ANSWERED = { people: '5', watch: '4k', calls: 'yes', uploads: 'no' };

async function open(path: string, javaScript: boolean): Promise<Page> {
  const { page } = await site.openPage(path, {
    // axe is injected past the CSP with scripts on; with them off the context is the one other
    // files' pages without JavaScript take, which the worker's pool keeps (tests/support/context-pool.ts).
    context: javaScript ? { viewport: { width: 1280, height: 900 }, bypassCSP: true, javaScriptEnabled: true } : { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false },
    waitFor: javaScript ? 'idle' : 'load',
  });
  return page;
}

/** Answers each question and sends the form; the page that answers is the same path with the answers in its query. */
async function ask(page: Page, javaScript: boolean) {
  const advice = page.getByRole('region', { name: HEADING });
  for (const [field, answer] of Object.entries(ANSWERS)) {
    const radio = advice.getByRole('group', { name: QUESTIONS[field as keyof typeof QUESTIONS] }).getByRole('radio', { name: answer, exact: true });
    // With scripts on, the first tap may come before the region's code: it is held, then made.
    if (javaScript) await checkOnNeed(radio);
    else await radio.check();
  }
  await advice.getByRole('button', { name: 'Recommend a plan' }).click();
  await page.waitForURL((url) => url.pathname === PATHS.nbn && Object.entries(ANSWERED).every(([name, value]) => url.searchParams.get(name) === value));
  await (javaScript ? networkQuiet(page) : page.waitForLoadState('load'));
  return page.getByRole('region', { name: HEADING });
}

const SPEED_CHUNK = /\/assets\/speed-advice-[^/]+\.js$/;

const recommendation = (page: Page) => page.getByRole('region', { name: HEADING }).getByRole('status');

describe('"What speed do I need?"', () => {
  it('with JavaScript off, before an address check: the server draws the recommendation from the catalogue', async () => {
    const page = await open(PATHS.nbn, false);
    const advice = await ask(page, false);
    const status = advice.getByRole('status');
    await status.getByRole('heading', { name: 'We recommend Superfast nbn 250/25Mbps' }).waitFor();
    await expect(status.textContent()).resolves.toContain('215Mbps typical evening speed');
    await expect(status.textContent()).resolves.toContain('5 or more people streaming in 4K at once, with games or video calls, need about 145Mbps in the evening');
    await expect(advice.getByRole('button', { name: 'Choose Superfast nbn 250/25Mbps' }).count()).resolves.toBe(1);
    // The answers stay chosen in the form, so they can be changed and sent again.
    await expect(advice.getByRole('group', { name: QUESTIONS.people }).getByRole('radio', { name: '5 or more' }).isChecked()).resolves.toBe(true);
    // The page starts at the answer: focus is on it (so it is read out) and it is in view, clear of the bar.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('speed-advice-result');
    await expect(status.evaluate((box) => box.getBoundingClientRect().top > 0 && box.getBoundingClientRect().top < innerHeight)).resolves.toBe(true);
  });

  it('with JavaScript on, at an address whose line reaches 100Mbps: only a plan it can get, chosen in one tap and counted', async () => {
    const page = await open(PATHS.nbn, true);
    // provider/address/scenarios.ts `fixed-wireless`: nbn plans up to 100Mbps only.
    await checkAddress(page, 'fixed-wireless');

    await ask(page, true);
    // The server drew the catalogue's answer; the checked address's plans redraw it in the browser.
    const status = recommendation(page);
    await status.getByRole('heading', { name: 'We recommend Family Plus nbn 100/40Mbps' }).waitFor({ timeout: 15_000 });
    await expect(status.textContent()).resolves.toContain('No plan at your address reaches that: this is the fastest');
    await expect(status.getByText(/Superfast/).count()).resolves.toBe(0);
    // Focus stays on the answer through hydration and the redraw.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('speed-advice-result');

    const choose = page.getByRole('region', { name: HEADING }).getByRole('button', { name: 'Choose Family Plus nbn 100/40Mbps' });
    await choose.click();
    await expect.poll(() => choose.getAttribute('aria-pressed')).toBe('true');
    const summary = page.getByRole('region', { name: "And you're done! Here's what you've selected to order today." });
    await expect.poll(() => summary.getByText('Family Plus nbn 100/40Mbps').count()).toBeGreaterThan(0);
    const chosen = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'select_item'));
    expect(chosen).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ item_list_name: HEADING }) })]);

    expect(await axeViolations(page)).toEqual([]);
  });

  it('beside the plan tabs, at an address that can flip: the answer speaks of the Connect now plans it chose from', async () => {
    const page = await open(PATHS.nbn, true);
    // provider/address/scenarios.ts `flip-ready-fttn`: nbn plans up to its line's 50Mbps, and a Fibre upgrade tab with faster plans.
    await checkAddress(page, 'flip-ready-fttn');
    await ask(page, true);
    const status = recommendation(page);
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain('No plan on the Connect now tab reaches that: this is the fastest');
    await expect(page.getByRole('tab', { name: 'Fibre upgrade' }).count()).resolves.toBe(1);
  });

  it('on a 320 x 640 phone with its text at 200%, the answer, taller than the window, has focus with its heading in view', async () => {
    const { page } = await site.openPage(`${PATHS.nbn}?${new URLSearchParams(ANSWERED)}`, { context: { viewport: { width: 320, height: 640 } }, textSize: 200 });
    const heading = recommendation(page).getByRole('heading', { name: 'We recommend Superfast nbn 250/25Mbps' });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('speed-advice-result');
    // The browser alone centred it: its heading started 488px above the window.
    await expect(page.evaluate(() => document.activeElement!.getBoundingClientRect().height)).resolves.toBeGreaterThan(640);
    await expect.poll(() => heading.evaluate((box) => [box.getBoundingClientRect().top >= 0, box.getBoundingClientRect().bottom <= innerHeight])).toEqual([true, true]);
  });

  it('an answer the window shows whole stays where the browser put it as the scripts run, as does a page the visitor scrolled first', async (test) => {
    const page = await (await site.newContext({ viewport: { width: 1280, height: 800 } }, test)).newPage();
    const release = await holdRequests(page, /\/assets\/.+\.js$/);
    await page.goto(`${site.server.url}${PATHS.nbn}?${new URLSearchParams(ANSWERED)}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('speed-advice-result');
    // Up to the questions before the scripts arrive: they moved the page 546px back down, to the answer's top.
    const scrolled = await page.evaluate(() => (scrollBy(0, -300), scrollY));
    release();
    await waitForHydration(page);
    await networkQuiet(page);
    await expect(page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => drawn(scrollY))))).resolves.toBe(scrolled);
  });

  it('Tab leaves a question with no answer in one stop, also when its radio had focus as the region hydrated (React sets the names again)', async () => {
    const held = holdChunk(SPEED_CHUNK);
    const { page } = await site.openPage(PATHS.nbn, { context: { viewport: { width: 1280, height: 900 } }, waitFor: 'idle', beforeGoto: held.beforeGoto });
    await focusThroughHydration(page, page.getByRole('group', { name: QUESTIONS.people }).getByRole('radio', { name: 'Just me' }), held);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('value'))).resolves.toBe('1');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).name)).resolves.toBe('watch');
  });
});
