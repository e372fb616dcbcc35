// One offer per address in a real browser against the built site (docs/decisions/019-one-offer-per-address.md):
// Order Now never orders a plan the address has not been offered (no race with the address's own
// Flip to Fibre plans), and a form the server disagrees with comes back to its page, inside the site
// frame, with the visitor's choices and the reason (docs/product/ordering-and-handoff.md#refused-orders).
// The order arrives signed, and the order stand-in refuses it once edited in the address bar.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { alterNextSubmit } from '../support/altered-submit';
import { holdRequests } from '../support/held-requests';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { checkOnNeed, choosePlanOnNeed } from '../support/check-on-need';
import { chooseSuggestion } from '../support/address-step';

const site = useSiteAndBrowser({ checkPageProblems: true });

/** provider/address/SCENARIOS.md `flip-ready-fttn`: flip ready with the unconnected campaign. */
const FLIP_ADDRESS = { typed: '14 Lyrebird Rise', suggestion: '14 Lyrebird Rise, Brunswick VIC 3056' };
const SUMMARY = "And you're done! Here's what you've selected to order today.";
const FINDING = 'Finding the plans for your address…';

async function openFlipPage(beforeGoto?: (page: Page) => Promise<void>): Promise<Page> {
  const { page } = await site.openPage('/flip-to-fibre', {
    context: { viewport: { width: 1500, height: 1000 } },
    beforeGoto,
    waitFor: 'idle',
  });
  return page;
}

/** After an address check on /flip-to-fibre: the upgrade's speed, named once the address's own plans are in, is the fastest of them. */
async function expectSpeedsNamedFromOfferedTiers(page: Page, speeds: string) {
  await page.getByRole('heading', { name: 'Fibre Upgrade with FREE installation' }).waitFor({ timeout: 25_000 });
  await page.getByText(/^Speeds up to \d+Mbps$/).waitFor({ timeout: 25_000 });
  expect(await page.getByRole('status').filter({ hasText: FINDING }).count()).toBe(0);
  expect(await page.getByText(/Speeds up to \d+Mbps/).allInnerTexts()).toEqual([speeds]);
  const list = page.getByRole('region', { name: 'Flip to Fibre plans' });
  const offered = (await list.getByRole('article').allInnerTexts()).map((text) => Number(/(\d+)\/\d+Mbps/.exec(text)?.[1]));
  expect(`Speeds up to ${Math.max(...offered)}Mbps`).toBe(speeds);
}

const orderNow = (page: Page) => page.getByRole('region', { name: SUMMARY }).getByRole('button', { name: 'Order Now' });

describe('Order Now and the address-specific plans (no race)', () => {
  it('the third plan preselected; while the address plans load, Order Now is disabled; once they are in (every tier), the speed is named from them, the preselected plan stays and the order names it', async () => {
    let release!: () => void;
    const page = await openFlipPage(async (page) => {
      // The address's own plans answer only when the test says so.
      release = await holdRequests(page, '**/api/getFlipToFibrePlans/**');
    });
    // Before the check the default plans are shown, the third preselected (docs/product/pricing.md#plan-selection),
    // and the button checks the address.
    await expect.poll(() => page.getByRole('button', { name: 'Plan selected' }).count()).toBe(1);
    await expect(page.getByRole('article', { name: /^Ultrafast nbn 500/ }).getByRole('button', { name: 'Plan selected' }).count()).resolves.toBe(1);
    await page.getByRole('region', { name: SUMMARY }).getByRole('button', { name: 'Check address' }).waitFor();
    const flipPlansAnswer = page.waitForResponse((response) => response.url().includes('/api/getFlipToFibrePlans/metro/12/'));
    await chooseSuggestion(page, FLIP_ADDRESS);
    await page.getByRole('status').filter({ hasText: FINDING }).waitFor({ timeout: 25_000 });
    // The address check is complete, but the plan shown is not this address's offer yet.
    const button = orderNow(page);
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(await page.locator(`form[action="/api/order/handoff"]`).count()).toBe(0);

    release();
    // The address's own plans (the unconnected campaign's, standard offer): this FTTN line reaches 50
    // Mbps, but the upgrade replaces the copper line, so every tier is offered (docs/product/pricing.md#plan-sources).
    const plansAnswer = await flipPlansAnswer;
    expect(plansAnswer.url()).toContain('offerType=standard');
    const { plans } = (await plansAnswer.json()) as { plans: { planTitle: string }[] };
    expect(plans.map((plan) => plan.planTitle)).toEqual(['FTTN 100', 'FTTN 250', 'FTTN 500', 'FTTN 1000']);
    await page.getByRole('status').filter({ hasText: FINDING }).waitFor({ state: 'detached' });
    await expect.poll(() => button.isDisabled()).toBe(false);
    await expect.poll(() => page.locator('.plan-offer').count()).toBe(4);
    // The 500 chosen before the check stays chosen.
    await expect(page.getByRole('button', { name: 'Plan selected' }).count()).resolves.toBe(1);
    await expect(page.getByRole('region', { name: SUMMARY }).innerText()).resolves.toContain('FTTN 500');
    // The upgrade's speed is named once the address's own plans are in, and it is the fastest of them
    // (docs/product/pricing.md#plan-promises): FTTN at 50 Mbps with the unconnected campaign is
    // offered every tier of its campaign up to 1000 (the upgrade replaces the copper line).
    await expectSpeedsNamedFromOfferedTiers(page, 'Speeds up to 1000Mbps');
    const before = (await site.server.provider.orders.list()).length;
    await button.click();
    await page.waitForURL((url) => url.pathname === '/order', { timeout: 15_000 });
    const orders = await site.server.provider.orders.list();
    expect(orders).toHaveLength(before + 1);
    // FTTN at 50 Mbps gets every tier of the upgrade: the plan ordered is the address's own 500, chosen before the check.
    expect(orders.at(-1)!.query).toMatchObject({ plan_id: '10593', offer_type: 'standard', flip: '1' });
    // The order is signed (docs/product/ordering-and-handoff.md#order-signature) and the stand-in verifies it.
    expect(orders.at(-1)!.signature).toEqual({ checked: true, verified: true, key: 'current' });
    await page.getByRole('status').filter({ hasText: 'The order site can act on this order.' }).waitFor();

    // The same order edited in the address bar (another offer, a cheaper price) is refused. In a tab
    // of its own: Chromium logs the stand-in's 422 as a console error, which is this test's point.
    const edited = new URL(page.url());
    edited.searchParams.set('offer_type', 'boost');
    edited.searchParams.set('monthly_price_steps', '0.00');
    const tab = await page.context().newPage();
    const answer = await tab.goto(edited.href);
    expect(answer!.status()).toBe(422);
    await tab.getByRole('heading', { name: 'The order site cannot act on this order' }).waitFor();
    expect(await tab.getByRole('listitem').filter({ hasText: 'order_sig does not match the order' }).count()).toBe(1);
    expect((await site.server.provider.orders.list()).at(-1)!.signature).toMatchObject({ checked: true, verified: false });
  });
});

describe('a refused order comes back to its page (docs/product/ordering-and-handoff.md#refused-orders)', () => {
  it('an address the server did not qualify: refused inside the site frame, the choices kept, never forwarded', async () => {
    const page = await openFlipPage();
    await chooseSuggestion(page, FLIP_ADDRESS);
    const card = page.getByRole('article', { name: /Family nbn 100\/20Mbps/ });
    await card.waitFor({ timeout: 25_000 });
    await choosePlanOnNeed(card);
    await checkOnNeed(page.getByRole('radio', { name: 'Yes, add a phone' }));
    await checkOnNeed(page.getByRole('radio', { name: /^Unlimited calls/ }));
    await expect.poll(() => orderNow(page).isDisabled()).toBe(false);

    // A form that says another address than the location id it names (as one posted by hand would).
    await alterNextSubmit(page, 'sq_address', '1 FAKE STREET');
    const before = (await site.server.provider.orders.list()).length;
    await orderNow(page).click();

    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'We could not send your order' }) });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.innerText()).toContain('The address in your order is not the address we checked. Please check your address again.');
    // Focus moves to the notice, and the notice is in view.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    const box = (await notice.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // Inside the site frame, on the page the order came from; the reason is said once (not in the address bar).
    expect(new URL(page.url()).pathname).toBe('/flip-to-fibre');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    // The visitor's choices are all still there.
    await page.getByRole('article', { name: /Family nbn 100\/20Mbps/ }).getByRole('button', { name: 'Plan selected' }).waitFor();
    expect(await page.getByRole('radio', { name: /^Unlimited calls/ }).isChecked()).toBe(true);
    // Nothing reached the order site.
    expect(await site.server.provider.orders.list()).toHaveLength(before);
  });
});
