// docs/product/address-check.md#before-javascript in a real browser against the built site, with
// JavaScript on: an address the server answered on /availability (a search sent as a form before the
// scripts ran, or a shared link) becomes the session's address, so the plan pages have it checked.
// Its own file, so its renders have a client's render limit of their own (docs/operations.md#render-limits).
import { describe, expect, it } from 'vitest';
import { scenarioAddress } from '../../provider/address/scenarios.test-helper';
import { CONNECT_NOW, NO_SERVICE } from '../../shared/domain/address/messages';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { waitForHydration } from '../support/hydration';

const site = useSiteAndBrowser({ checkPageProblems: true });

const FLIP_READY = scenarioAddress('flip-ready-fttn');
const NO_SERVICE_ADDRESS = scenarioAddress('no-service');

const chosenHref = (address: { formattedAddress?: string | null; locationId?: string | null }) =>
  `/availability?address=${encodeURIComponent(address.formattedAddress!)}&loc=${address.locationId}`;

describe('with JavaScript on, after a search sent as a form', () => {
  it("the address the server answered becomes the session's, in place of an older one: shown once, and the plan page has it checked", async () => {
    // An older address first, answered by the server and kept by the session the same way.
    const { page } = await site.openPage(chosenHref(NO_SERVICE_ADDRESS), { waitFor: 'idle' });
    await page.getByRole('heading', { name: NO_SERVICE }).waitFor();
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('sq') ?? '{}').sqAddress)).toBe(NO_SERVICE_ADDRESS.formattedAddress);

    await page.goto(site.server.url + chosenHref(FLIP_READY));
    await waitForHydration(page);
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
