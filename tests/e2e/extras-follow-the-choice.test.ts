// The summary and the order follow the visible choice (docs/product/ordering-and-handoff.md#extras-step,
// docs/product/ordering-and-handoff.md#extras-by-service) in Debian's Chromium against the built site:
// 'No, I'll use my own' takes the modem off the summary and the order at once, before any answer to
// 'Are you sure?'; mobile broadband, a data SIM, is offered and sent no fixed-line extras, and
// reaches the order site as itself (ADR 010; the other services: handoff-per-service.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HANDOFF_FIELD_NAMES } from '../../shared/domain/ordering/handoff-fields';
import { PATHS } from '../../shared/routes/paths';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { checkOnNeed } from '../support/check-on-need';
import { checkAddress } from '../support/address-step';

const site = useSiteAndBrowser({ checkPageProblems: true });

const SUMMARY = "And you're done! Here's what you've selected to order today.";

async function open(path: string): Promise<Page> {
  return (await site.openPage(path, { context: { viewport: { width: 1280, height: 900 } }, waitFor: 'idle' })).page;
}

const formFields = async (page: Page): Promise<Record<string, string>> =>
  Object.fromEntries(
    await page.locator('form[action="/api/order/handoff"] input[type=hidden]').evaluateAll((inputs) =>
      inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
    ),
  );

describe('no means no: the own-modem journey', () => {
  it("'No, I'll use my own' drops the modem from the summary and the order at once, 'No, keep the modem' puts it back; the order site gets modem=0", async () => {
    const page = await open(PATHS.nbn);
    // provider/address/scenarios.ts `hfc`.
    await checkAddress(page, 'hfc');
    await page.getByRole('article', { name: 'Family nbn 100/20Mbps' }).getByRole('button', { name: 'Choose plan' }).click();
    const summary = page.getByRole('region', { name: SUMMARY });
    await summary.getByRole('button', { name: 'Order Now' }).waitFor();
    await expect(summary.getByText('WiFi modem & free shipping').count()).resolves.toBe(1);

    // 'No, keep the modem' puts it back in the summary.
    await checkOnNeed(page.getByRole('radio', { name: "No, I'll use my own" }));
    await expect.poll(() => summary.getByText(/WiFi modem/).count()).toBe(0);
    await page.getByRole('button', { name: 'No, keep the modem' }).click();
    await expect.poll(() => summary.getByText('WiFi modem & free shipping').count()).toBe(1);

    // Own modem again: the question is open and unanswered, and the summary and the form already follow the choice.
    await checkOnNeed(page.getByRole('radio', { name: "No, I'll use my own" }));
    await page.getByRole('group', { name: 'Are you sure?' }).waitFor();
    await expect.poll(() => summary.getByText(/WiFi modem/).count()).toBe(0);
    await expect(summary.getByText(/^Total upfront cost \$0 /).count()).resolves.toBe(1);
    expect(await formFields(page)).toMatchObject({ modem: '0', extender: '0' });

    await summary.getByRole('button', { name: 'Order Now' }).click();
    await page.waitForURL((url) => url.pathname === '/order', { timeout: 15_000 });
    const order = (await site.server.provider.orders.list()).at(-1)!;
    // The free trial of Home Secure: hs=trial, the trial that ends by itself.
    expect(order.query).toMatchObject({ type: 'nbn', modem: '0', extender: '0', hs: 'trial' });
  });
});

describe('mobile broadband: a data SIM, with no fixed-line extras', () => {
  it('offers no modem, extender, phone or Home Secure; the summary has no upfront cost; the order sends modem=0 and no hs, and the order site acts on it as mobile broadband', async () => {
    const page = await open(PATHS.mobileBroadband);
    // provider/address/scenarios.ts `home-wireless-only`: categories hwbb and mbb.
    await checkAddress(page, 'home-wireless-only');
    await page.getByRole('article', { name: '30GB mobile broadband data' }).getByRole('button', { name: 'Choose plan' }).click();
    const summary = page.getByRole('region', { name: SUMMARY });
    await summary.getByRole('button', { name: 'Order Now' }).waitFor();

    await expect(page.getByRole('region', { name: /Grab some extras to complete the deal/ }).count()).resolves.toBe(0);
    for (const name of ['Yes, add the modem', 'Yes, add a phone', 'No, just the free trial'])
      await expect(page.getByRole('radio', { name }).count()).resolves.toBe(0);
    await expect(page.getByRole('switch', { name: 'Add a Wi-Fi extender' }).count()).resolves.toBe(0);
    await expect(page.getByText(/landline number you have now will be lost/).count()).resolves.toBe(0);

    const lines = (await summary.locator('.order-summary__line').allInnerTexts()).map((line) => line.replace(/\s+/g, ' ').trim());
    expect(lines).toEqual(['30GB mobile broadband data $25/mth']);
    await expect(summary.getByText(/^Total upfront cost \$0 /).count()).resolves.toBe(1);
    await expect(summary.getByText(/Unlimited data/i).count()).resolves.toBe(0);
    expect(await formFields(page)).toMatchObject({ service_type: 'mbb', modem: '0', extender: '0', voip: 'none', home_secure: '0' });

    const before = (await site.server.provider.orders.list()).length;
    await summary.getByRole('button', { name: 'Order Now' }).click();
    await page.waitForURL((url) => url.pathname === '/order', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Order site (local stand-in)' }).waitFor();
    const orders = await site.server.provider.orders.list();
    expect(orders).toHaveLength(before + 1);
    const order = orders.at(-1)!;
    expect(order.query).toMatchObject({ type: 'mobile_broadband', modem: '0', extender: '0', unlimited_phone: '0', payg_phone: '0' });
    expect(order.query).not.toHaveProperty('hs');
    // Mobile broadband as itself (ADR 010), its fields in docs/product/ordering-and-handoff.md#hand-off-fields order.
    expect(order.query).toMatchObject({
      type: 'mobile_broadband',
      technology: 'mobile',
      service_class: '0',
      flip: '0',
      plan_id: '10901',
      service_location_id: 'LOC000291157236',
      sq_address: expect.any(String),
      contract_term: '1',
      active_service: expect.any(String),
    });
    expect(order.query).not.toHaveProperty('interim_plan');
    const names = [...new URL(page.url()).searchParams.keys()];
    expect(names).toEqual(HANDOFF_FIELD_NAMES.filter((name) => names.includes(name)));
    await expect(page.getByRole('status').innerText()).resolves.toBe('The order site can act on this order. Service: mobile broadband.');
  });
});
