// Each service handed off as itself, in a real browser against the built site (ADR 010):
// for nbn, fibre on OptiComm and on Vision, home wireless, mobile broadband and Flip to Fibre, type the
// scenario address (provider/address/SCENARIOS.md), choose a plan, 'Order Now', land on the order
// stand-in, which acts on the order only when its service fields fit its type, and check the fields.
// Also: after the address check a page shows only the plans the address can get, and says why.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scenarioAddress, type ScenarioKey } from '../../provider/address/scenarios';
import { HANDOFF_FIELD_NAMES } from '../../shared/domain/ordering/handoff-fields';
import { PATHS } from '../../shared/routes/paths';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { checkOnNeed } from '../support/check-on-need';

const site = useSiteAndBrowser({ checkPageProblems: true });

const SUMMARY = "And you're done! Here's what you've selected to order today.";

async function open(path: string): Promise<Page> {
  return (await site.openPage(path, { context: { viewport: { width: 1500, height: 1000 } }, waitFor: 'idle' })).page;
}

async function checkAddress(page: Page, key: ScenarioKey) {
  const scenario = scenarioAddress(key);
  await page.locator('#address-input-step').fill(scenario.text);
  await page.getByRole('option', { name: scenario.formattedAddress! }).click();
  await page.locator('#address .address-check__result').waitFor({ timeout: 25_000 });
}

/** 'Order Now', then the order stand-in: what it received, and what it made of it. */
async function orderNow(page: Page) {
  const before = (await site.server.provider.orders.list()).length;
  await page.getByRole('region', { name: SUMMARY }).getByRole('button', { name: 'Order Now' }).click();
  await page.waitForURL((url) => url.pathname === '/order', { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Order site (local stand-in)' }).waitFor();
  const orders = await site.server.provider.orders.list();
  expect(orders).toHaveLength(before + 1);
  const query = orders.at(-1)!.query;
  // docs/product/ordering-and-handoff.md#hand-off-fields field order, as the order site received it.
  const names = [...new URL(page.url()).searchParams.keys()];
  expect(names).toEqual(HANDOFF_FIELD_NAMES.filter((name) => names.includes(name)));
  const verdict = await page.getByRole('status').innerText();
  return { query, verdict };
}

async function choosePlan(page: Page, name: RegExp | string) {
  const card = page.getByRole('article', { name });
  await card.waitFor({ timeout: 15_000 });
  // The flip page preselects a plan once its plans are in (docs/product/pricing.md#plan-selection): it may be this one.
  await card.getByRole('button', { name: /^(Choose plan|Plan selected)$/ }).waitFor();
  const choose = card.getByRole('button', { name: 'Choose plan' });
  if ((await choose.count()) > 0) await choose.click();
  await card.getByRole('button', { name: 'Plan selected' }).waitFor();
}

interface Journey {
  service: string;
  path: string;
  scenario: ScenarioKey;
  plan: RegExp;
  fields: Record<string, string>;
  verdict: string;
}

const JOURNEYS: Journey[] = [
  {
    service: 'nbn (HFC)',
    path: PATHS.nbn,
    scenario: 'hfc',
    plan: /^Family nbn 100\/20Mbps/,
    fields: { type: 'nbn', technology: 'HFC', service_class: '24', flip: '0', plan_id: '10317', service_location_id: 'LOC000247815362' },
    verdict: 'Service: nbn.',
  },
  {
    service: 'fibre on OptiComm',
    path: PATHS.fibre,
    scenario: 'opticomm-fibre',
    plan: /^Everyday Fibre 25\/5Mbps/,
    fields: { type: 'fibre', technology: 'opticomm', service_class: '0', flip: '0', plan_id: '10582', service_location_id: 'OPC000741902635' },
    verdict: 'Service: fibre.',
  },
  {
    service: 'fibre on Vision',
    path: PATHS.fibre,
    scenario: 'vision-fibre',
    plan: /^Everyday Plus Fibre 30\/10Mbps/,
    fields: { type: 'fibre', technology: 'vision', service_class: '0', flip: '0', plan_id: '10583', service_location_id: 'VSN000518266470' },
    verdict: 'Service: fibre.',
  },
  // docs/product/address-check.md#fibre-networks-on-the-flip-page: a fibre network's address on
  // /flip-to-fibre is told it already has fibre and buys the network's fibre plans there.
  {
    service: 'fibre on OptiComm, from /flip-to-fibre',
    path: PATHS.flipToFibre,
    scenario: 'opticomm-fibre',
    plan: /^Everyday Fibre 25\/5Mbps/,
    fields: { type: 'fibre', technology: 'opticomm', service_class: '0', flip: '0', plan_id: '10582', service_location_id: 'OPC000741902635' },
    verdict: 'Service: fibre.',
  },
  {
    service: 'fibre on Vision, from /flip-to-fibre',
    path: PATHS.flipToFibre,
    scenario: 'vision-fibre',
    plan: /^Everyday Plus Fibre 30\/10Mbps/,
    fields: { type: 'fibre', technology: 'vision', service_class: '0', flip: '0', plan_id: '10583', service_location_id: 'VSN000518266470' },
    verdict: 'Service: fibre.',
  },
  {
    service: 'home wireless',
    path: PATHS.homeWireless,
    scenario: 'home-wireless-only',
    plan: /^Unlimited 5G Home Wireless Fast/,
    fields: { type: 'home_wireless', technology: '5g', service_class: '0', flip: '0', plan_id: '10802', service_location_id: 'LOC000291157236' },
    verdict: 'Service: home wireless.',
  },
  {
    service: 'mobile broadband',
    path: PATHS.mobileBroadband,
    scenario: 'home-wireless-only',
    plan: /^30GB mobile broadband data/,
    fields: { type: 'mobile_broadband', technology: 'mobile', service_class: '0', flip: '0', plan_id: '10901', service_location_id: 'LOC000291157236' },
    verdict: 'Service: mobile broadband.',
  },
];

describe('each service reaches the order site as itself (ADR 010)', () => {
  it.each(JOURNEYS)('$service: address, plan, Order Now, the order site acts on it', async ({ path, scenario, plan, fields, verdict }) => {
    const page = await open(path);
    await checkAddress(page, scenario);
    await choosePlan(page, plan);
    if (path === PATHS.flipToFibre) {
      await page.getByRole('heading', { name: 'Great news! You are already upgraded to Fibre.' }).waitFor();
      await page.getByRole('heading', { name: 'Step 2: Choose your fibre plan' }).waitFor();
      expect(await page.getByRole('region', { name: 'Fibre plans' }).getByRole('article').count()).toBeGreaterThan(2);
      expect(await page.getByRole('region', { name: 'Flip to Fibre plans' }).count()).toBe(0);
    }
    const landed = await orderNow(page);
    expect(landed.query).toMatchObject({ ...fields, sq_address: expect.any(String), contract_term: '1', active_service: expect.any(String) });
    expect(landed.query).not.toHaveProperty('interim_plan');
    expect(landed.verdict).toBe(`The order site can act on this order. ${verdict}`);
  });

  it("Flip to Fibre at an 'Eligible To Order' address: type broadband, technology fibre, flip 1, interim_plan", async () => {
    const page = await open(PATHS.flipToFibre);
    await checkAddress(page, 'flip-eligible-to-order');
    await expect(page.locator('#address .address-check__result').innerText()).resolves.toContain('Fibre Upgrade with FREE installation');
    // FTTN: every flip tier from 100 up; the third is preselected (docs/product/pricing.md#plan-selection Plan selection).
    await page.getByRole('article', { name: /^Ultrafast nbn 500\/50Mbps with a free fibre upgrade/ }).getByRole('button', { name: 'Plan selected' }).waitFor();
    await checkOnNeed(page.getByRole('radio', { name: '50 Mbps' }));
    const landed = await orderNow(page);
    expect(landed.query).toMatchObject({
      type: 'broadband',
      technology: 'fibre',
      service_class: '0',
      flip: '1',
      interim_plan: '50',
      plan_id: '10593',
      service_location_id: scenarioAddress('flip-eligible-to-order').locationId!,
    });
    expect(landed.verdict).toBe('The order site can act on this order. Service: Flip to Fibre.');
  });
});

describe('after the address check, only what the address can get', () => {
  const NOTE = { name: 'Plans not available at your address' };

  it("the nbn page on an FTTN line that reaches 50 Mbps: no faster tier, and why", async () => {
    const page = await open(PATHS.nbn);
    await expect(page.getByRole('article', { name: /^Superfast nbn 250\/25Mbps/ }).count()).resolves.toBe(1);
    await checkAddress(page, 'flip-ready-fttn');
    const note = page.getByRole('note', NOTE);
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
  });

  it('the nbn page at a home-wireless-only address: no nbn plan can be chosen, one sentence says why', async () => {
    const page = await open(PATHS.nbn);
    await checkAddress(page, 'home-wireless-only');
    await expect(page.getByRole('note', NOTE).innerText()).resolves.toBe("nbn plans aren't available at your address: nbn does not reach it yet.");
    await expect(page.getByRole('button', { name: 'Choose plan' }).count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: SUMMARY }).getByRole('button', { name: 'Order Now' }).count()).resolves.toBe(0);
  });
});
