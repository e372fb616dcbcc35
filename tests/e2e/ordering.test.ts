// The ordering journey in a real browser against the built site (docs/product/ordering-and-handoff.md#flip-to-fibre-page, docs/product/ordering-and-handoff.md#order-summary, docs/product/ordering-and-handoff.md#address-check-complete, docs/product/pricing.md#plan-carousel):
// address check, plan choice, extras, the order summary against orderTotals, the 'Check address'
// path, home wireless without the modem toggle and the carousel's plans per width. The nbn and home
// wireless orders are also those services' hand-offs as themselves (ADR 010; the others are in
// handoff-per-service.test.ts): the order stand-in acts on them, with their service fields.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { planCostInput } from '../../shared/domain/pricing/minimum-cost';
import { orderTotals } from '../../shared/domain/pricing/order-totals';
import { formatPrice } from '../../shared/domain/pricing/money';
import { EXTENDER, MODEM } from '../../shared/domain/pricing/price-list';
import { NBN_PLANS } from '../../provider/catalogue/nbn-plans';
import { resize } from '../support/resize';
import { orderAtStandIn } from '../support/order-stand-in';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { networkQuiet } from '../support/network-quiet';
import { checkOnNeed, choosePlanOnNeed } from '../support/check-on-need';
import { checkAddress } from '../support/address-step';

// Every page of every test must run without console errors or uncaught exceptions.
const site = useSiteAndBrowser({ checkPageProblems: true });

async function open(path: string, width = 1500, height = 1000): Promise<Page> {
  // Hydrated, and the plan buttons respond once the lazy page modules have loaded.
  return (await site.openPage(path, { context: { viewport: { width, height } }, waitFor: 'idle' })).page;
}

const money = (amount: number) => formatPrice(amount, { dollarSign: true });

/**
 * 'Order Now' in the summary, then the order stand-in (ADR 010): what it received, in the field order
 * of docs/product/ordering-and-handoff.md#hand-off-fields, and what it made of it.
 */
const orderNow = (page: Page) =>
  orderAtStandIn(page, site.server.provider, page.getByRole('region', { name: "And you're done! Here's what you've selected to order today." }));

describe('ordering journey', () => {
  it("without an address check the button says 'Check address' and focus lands on the address input; after it, orders nbn with a modem, an extender, unlimited calls and Home Secure; the summary matches orderTotals; the order site acts on it as nbn (HFC)", async () => {
    const page = await open('/broadband/nbn');
    // Plans are in the server HTML, before any address check.
    await expect(page.getByRole('heading', { name: 'Family nbn 100/20Mbps' }).count()).resolves.toBe(1);

    // A plan chosen before the address check: the summary asks for the address first.
    await page.getByRole('article', { name: 'Everyday nbn 50/20Mbps' }).getByRole('button', { name: 'Choose plan' }).click();
    const unchecked = page.getByRole('region', { name: "And you're done! Here's what you've selected to order today." });
    await expect(unchecked.getByRole('button', { name: 'Order Now' }).count()).resolves.toBe(0);
    await unchecked.getByRole('button', { name: 'Check address' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('address-input-step');

    await checkAddress(page, 'hfc');

    const card = page.getByRole('article', { name: 'Family nbn 100/20Mbps' });
    const choose = card.getByRole('button', { name: 'Choose plan' });
    await choose.click();
    await expect(card.getByRole('button', { name: 'Plan selected' }).getAttribute('aria-pressed')).resolves.toBe('true');
    // The embedded catalogue names no award, so no card claims one (docs/product/pricing.md#award-images).
    await expect(card.getByText(/Award-winning/).count()).resolves.toBe(0);

    await checkOnNeed(page.getByRole('switch', { name: 'Add a Wi-Fi extender' }));
    await checkOnNeed(page.getByRole('radio', { name: 'Yes, add a phone' }));
    await checkOnNeed(page.getByRole('radio', { name: /^Unlimited calls/ }));
    await checkOnNeed(page.getByRole('radio', { name: /^Yes, add Home Secure/ }));

    const plan = NBN_PLANS.find((entry) => entry.planHeading === 'Family nbn 100/20Mbps')!;
    const totals = orderTotals({
      plan: { title: plan.planHeading, ...planCostInput(plan) },
      modem: { selected: true, price: MODEM.price, freeShipping: true },
      extenders: { count: 1, price: EXTENDER.price },
      voice: 'unlimited',
      homeSecure: true,
      newDev: false,
    });

    const summary = page.getByRole('region', { name: "And you're done! Here's what you've selected to order today." });
    const lines = await summary.locator('.order-summary__line').allInnerTexts();
    expect(lines.map((line) => line.replace(/\s+/g, ' ').trim())).toEqual(
      totals.lines.map((line) => {
        const amount = line.period === 'month' ? line.steps : line.free ? 'FREE' : `${money(line.amount)} one-off`;
        return `${line.label} ${amount}`;
      }),
    );
    // No new development on this address: no such line.
    expect(lines.some((line) => line.includes('New development'))).toBe(false);
    // docs/product/pricing.md#monthly-total: the monthly lines added up month by month.
    await expect(summary.locator('.order-summary__total').innerText()).resolves.toBe(`Total monthly cost\n${totals.monthlyStepsText}`);
    await expect(summary.getByText(totals.footnote).count()).resolves.toBe(1);
    // Its wave graphic morphs as the summary crosses the window, and holds still under reduced motion.
    const waveWith = (top: number) =>
      summary.evaluate(async (region, y) => {
        scrollTo(0, scrollY + region.getBoundingClientRect().top - y);
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
        return getComputedStyle(region, '::before').clipPath;
      }, top);
    const [waveLow, waveHigh] = [await waveWith(600), await waveWith(0)];
    expect(waveLow).toMatch(/^shape\(/);
    expect(waveHigh).not.toBe(waveLow);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const stillLow = await waveWith(600);
    expect(await waveWith(0)).toBe(stillLow);
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    // The hand-off form names the choices (shared/schemas/handoff.ts).
    const fields = Object.fromEntries(
      await page.locator('form[action="/api/order/handoff"] input[type=hidden]').evaluateAll((inputs) =>
        inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
      ),
    );
    expect(fields).toMatchObject({
      service_type: 'nbn',
      plan_id: String(plan.id),
      modem: '1',
      extender: '1',
      voip: 'unlimited',
      home_secure: '1',
      sq_address: '63 Echidna Terrace, Newtown NSW 2042',
      location_nbn: 'LOC000247815362',
    });
    expect(fields).not.toHaveProperty('transfer_plan');

    const pushed = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
    expect(pushed).toContain('select_item');

    const order = await orderNow(page);
    expect(order.query).toMatchObject({ plan_id: String(plan.id), modem: '1', extender: '1', unlimited_phone: '1', hs: 'subscribe' });
    // nbn as itself (ADR 010): provider/address/scenarios.ts `hfc`.
    expect(order.query).toMatchObject({
      type: 'nbn',
      technology: 'HFC',
      service_class: '24',
      flip: '0',
      plan_id: '10317',
      service_location_id: 'LOC000247815362',
      sq_address: expect.any(String),
      contract_term: '1',
      active_service: expect.any(String),
    });
    expect(order.query).not.toHaveProperty('interim_plan');
    expect(order.statuses).toEqual(['The order site can act on this order. Service: nbn.']);
  });

  it('home wireless has no fixed-line extras to offer: no modem, phone or Home Secure trial (docs/product/ordering-and-handoff.md#extras-by-service); at a home-wireless-only address it orders, and the order site acts on it as home wireless', async () => {
    const page = await open('/broadband/home-wireless');
    await page.getByRole('button', { name: 'Choose plan' }).first().click();
    const summary = page.getByRole('region', { name: "And you're done! Here's what you've selected to order today." });
    await summary.locator('.order-summary__line').first().waitFor();
    await expect(page.getByRole('region', { name: /Grab some extras to complete the deal/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('radio', { name: 'Yes, add the modem' }).count()).resolves.toBe(0);
    await expect(summary.getByText(/WiFi modem|Home Secure/).count()).resolves.toBe(0);
    await expect(page.getByText('Plug the modem in', { exact: false }).count()).resolves.toBe(0);

    // Home wireless as itself (ADR 010): provider/address/scenarios.ts `home-wireless-only`.
    await checkAddress(page, 'home-wireless-only');
    const card = page.getByRole('article', { name: /^Unlimited 5G Home Wireless Fast/ });
    await choosePlanOnNeed(card);
    const order = await orderNow(page);
    expect(order.query).toMatchObject({
      type: 'home_wireless',
      technology: '5g',
      service_class: '0',
      flip: '0',
      plan_id: '10802',
      service_location_id: 'LOC000291157236',
      sq_address: expect.any(String),
      contract_term: '1',
      active_service: expect.any(String),
    });
    expect(order.query).not.toHaveProperty('interim_plan');
    expect(order.statuses).toEqual(['The order site can act on this order. Service: home wireless.']);
  });

  it('serves the plans in the server HTML', async () => {
    const html = await (await fetch(`${site.server.url}/broadband/nbn`)).text();
    expect(html).toContain('Family nbn 100/20Mbps');
    expect(html).toContain('id="plans"');
    const flipHtml = await (await fetch(`${site.server.url}/flip-to-fibre`)).text();
    expect(flipHtml).toContain('Step 2: Choose an unlimited nbn plan with the free upgrade');
    expect(flipHtml).toContain('FTTN');
  });

  it("the plan carousel shows the right number of plans at each width (docs/product/pricing.md#plan-carousel); on an FTTN line that reaches 50 Mbps no faster tier can be chosen, and why; the 'Connect now' and 'Fibre upgrade' tabs on nbn for a flip-ready address", async () => {
    const page = await open('/broadband/nbn');
    // The carousel, before any address check, on the page resized: it follows its media queries, and
    // the page reloads itself when the width crosses the mobile breakpoint (docs/product/frame.md#resize-reload).
    const carousel = page.getByRole('region', { name: 'nbn plans' });
    const visible = () =>
      carousel.evaluate((region) => {
        const viewport = region.querySelector('.carousel__viewport')!.getBoundingClientRect();
        return [...region.querySelectorAll('.carousel__slide')].filter((slide) => {
          const box = slide.getBoundingClientRect();
          return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
        }).length;
      });
    for (const [width, expected] of [
      [1500, 4],
      [1100, 3],
      [800, 2],
      [375, 1],
    ] as const) {
      await resize(page, { width, height: 900 });
      await expect.poll(visible, { message: `plans shown at ${width} px` }).toBe(expected);
    }
    // Back to the width the page was opened at, for the address check.
    await resize(page, { width: 1500, height: 1000 });
    await networkQuiet(page);

    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    await expect(page.getByRole('article', { name: /^Superfast nbn 250\/25Mbps/ }).count()).resolves.toBe(1);
    // provider/address/scenarios.ts `flip-ready-fttn`: an FTTN line that reaches 50 Mbps.
    await checkAddress(page, 'flip-ready-fttn');

    // After the address check, only what the address can get: no faster tier, and why.
    const note = page.getByRole('note', { name: 'Plans not available at your address' });
    await note.waitFor();
    const reasons = await note.getByRole('listitem').allInnerTexts();
    expect(reasons).toContain("Superfast nbn 250/25Mbps isn't available at your address: your line's top speed is 50Mbps.");
    expect(reasons).not.toContainEqual(expect.stringContaining('Everyday nbn 50/20Mbps'));
    const plans = page.getByRole('region', { name: 'nbn plans' });
    await expect(plans.getByRole('article', { name: /^Superfast nbn 250\/25Mbps/ }).count()).resolves.toBe(0);
    await expect(plans.getByRole('article', { name: /^Everyday nbn 50\/20Mbps/ }).count()).resolves.toBe(1);
    // Shown for what it is, with the reason, and nothing to choose (docs/product/address-check.md#your-connection).
    const unavailable = page.getByRole('region', { name: 'Not available at your address' });
    const superfast = unavailable.getByRole('article', { name: /^Superfast nbn 250\/25Mbps/ });
    await expect(superfast.innerText()).resolves.toContain("The line at this address reaches 50Mbps, slower than this plan's 250Mbps.");
    await expect(unavailable.getByRole('button').count()).resolves.toBe(0);

    await page.getByRole('tab', { name: 'Fibre upgrade' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Fibre upgrade' });
    await panel.getByRole('button', { name: 'Choose plan' }).first().click();
    // The chosen plan's summary, with the hand-off form, is a chunk of its own (order-summary.tsx).
    await page.locator('form[action="/api/order/handoff"]').waitFor({ state: 'attached' });
    const fields = Object.fromEntries(
      await page.locator('form[action="/api/order/handoff"] input[type=hidden]').evaluateAll((inputs) =>
        inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
      ),
    );
    expect(fields).toMatchObject({ service_type: 'flipToFibre', plan_id: '10591', transfer_plan: '50' });
    // The upgrade waits on an nbn plan, as on /flip-to-fibre: the extras ask which, offering only what this
    // 50 Mbps line carries, and the summary names it (docs/product/pricing.md#transfer-plan).
    const transfer = page.getByRole('group', { name: 'Which nbn plan should we move you to while you wait for fibre?' });
    await expect(transfer.getByRole('radio').count()).resolves.toBe(1);
    await expect(transfer.getByRole('radio', { name: /^50 Mbps/ }).isChecked()).resolves.toBe(true);
    await page.getByText('Until your fibre is connected, you will be on Everyday nbn 50/20Mbps.').waitFor();
  });
});
