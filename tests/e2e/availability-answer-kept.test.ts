// docs/product/address-check.md#before-javascript in a real browser against the built site, with
// JavaScript on: an address the server answered on /availability (a search sent as a form before the
// scripts ran, or a shared link) becomes the session's address, so the plan pages have it checked, and
// gives way to a new check in either address box.
// Its own file, so its renders have a client's render limit of their own (docs/operations.md#render-limits).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scenarioAddress } from '../../provider/address/scenarios.test-helper';
import { CONNECT_NOW, HIGH_SPEED_AVAILABLE, NO_SERVICE } from '../../shared/domain/address/messages';
import { useSiteAndBrowser } from '../support/site-and-browser';

const site = useSiteAndBrowser({ checkPageProblems: true });

const FLIP_READY = scenarioAddress('flip-ready-fttn');
const NO_SERVICE_ADDRESS = scenarioAddress('no-service');
const HFC = scenarioAddress('hfc');

const chosenHref = (address: { formattedAddress?: string | null; locationId?: string | null }) =>
  `/availability?address=${encodeURIComponent(address.formattedAddress!)}&loc=${address.locationId}`;

describe('with JavaScript on, after a search sent as a form', () => {
  it("the address the server answered becomes the session's, in place of an older one: shown once, and the plan page has it checked", async () => {
    // An older address first, answered by the server and kept by the session the same way.
    const { page } = await site.openPage(chosenHref(NO_SERVICE_ADDRESS), { waitFor: 'idle' });
    await page.getByRole('heading', { name: NO_SERVICE }).waitFor();
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('sq') ?? '{}').sqAddress)).toBe(NO_SERVICE_ADDRESS.formattedAddress);

    await site.visit(page, chosenHref(FLIP_READY));
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('sq') ?? '{}').sqAddress)).toBe(FLIP_READY.formattedAddress);
    await expect(page.locator('#address-input-page').inputValue()).resolves.toBe(FLIP_READY.formattedAddress);
    // The server's answer shows the result; the address box does not show it a second time.
    await expect(page.getByRole('heading', { name: CONNECT_NOW }).count()).resolves.toBe(1);

    await page.getByRole('link', { name: 'See plans' }).click();
    await page.waitForURL((url) => url.pathname === '/broadband/nbn');
    await expect.poll(() => page.locator('#address-input-step').inputValue(), { timeout: 15_000 }).toBe(FLIP_READY.formattedAddress);
    // The plan page keeps a stored result behind 'Show results', as for an address checked there.
    await page.locator('#address').getByRole('button', { name: 'Show results' }).click();
    await page.locator('#address .address-check__result').getByRole('heading', { name: CONNECT_NOW }).waitFor({ timeout: 25_000 });
  });
});

/** What the page's polite live regions (role=status) say that `text` is in. */
const saidWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).count();

const ADDRESS_LABEL = "Let's start with your address... (including unit no.)";
const pageBox = (page: Page) => page.getByRole('main').getByRole('combobox', { name: ADDRESS_LABEL, exact: true });
/** The menu bar's box, in the header (shown at desktop width: the default viewport, 1280 x 900). */
const navBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: ADDRESS_LABEL, exact: true });

describe("a new check on /availability where the server's answer shows", () => {
  const SEARCHED = FLIP_READY.text;
  it.each([
    ["the page's box", pageBox, chosenHref(FLIP_READY), CONNECT_NOW],
    ["the menu bar's box", navBox, chosenHref(FLIP_READY), CONNECT_NOW],
    ["the menu bar's box, after a search", navBox, `/availability?address=${encodeURIComponent(SEARCHED)}`, `Addresses matching “${SEARCHED}”`],
  ])("made in %s: the server's answer goes, and the new result shows and is said once, in the page's box", async (_box, box, href, answerHeading) => {
    const { page } = await site.openPage(href, { waitFor: 'idle' });
    await page.getByRole('heading', { name: answerHeading, exact: true }).waitFor();
    if (answerHeading === CONNECT_NOW) {
      await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('sq') ?? '{}').sqAddress)).toBe(FLIP_READY.formattedAddress);
    }

    await box(page).fill(HFC.text);
    await page.getByRole('option', { name: HFC.formattedAddress!, exact: true }).click({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Check your address' }).getByRole('heading', { name: HIGH_SPEED_AVAILABLE, exact: true }).waitFor({ timeout: 25_000 });
    // Both boxes have had the answer by then; a moment more for any late copy.
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { name: answerHeading, exact: true }).count()).resolves.toBe(0);
    await expect(page.getByText(FLIP_READY.formattedAddress!).count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: HIGH_SPEED_AVAILABLE, exact: true }).count()).resolves.toBe(1);
    await expect(saidWith(page, HIGH_SPEED_AVAILABLE)).resolves.toBe(1);
    await expect(pageBox(page).inputValue()).resolves.toBe(HFC.formattedAddress);
  });
});

describe("the page's box beside the server's answer", () => {
  it('keeps the text the server answered, not an older address of the session, and its button searches again: the answer is never drawn twice', async () => {
    const { page } = await site.openPage(chosenHref(NO_SERVICE_ADDRESS), { waitFor: 'idle' });
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('sq') ?? '{}').sqAddress)).toBe(NO_SERVICE_ADDRESS.formattedAddress);
    await site.visit(page, `/availability?address=${encodeURIComponent(FLIP_READY.text)}`);
    await page.getByRole('heading', { name: `Addresses matching “${FLIP_READY.text}”`, exact: true }).waitFor();
    await expect(pageBox(page).inputValue()).resolves.toBe(FLIP_READY.text);

    await site.visit(page, chosenHref(FLIP_READY));
    await pageBox(page).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: '1 address found' }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: CONNECT_NOW, exact: true }).count()).resolves.toBe(1);
  });
});
