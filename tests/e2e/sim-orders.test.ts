// Mobile SIM orders in a real browser against the built site (docs/product/ordering-and-handoff.md#mobile-sim-orders,
// ADR 034): 'Choose plan' on /mobilephone, a summary with no address check and no fixed-line extras,
// 'Order Now' to the order stand-in, which acts on the order with the mobile service's fields; an
// agent's SIM order credits the agent; at a phone's and a desktop's width each card names the network
// and states its minimum cost, the summary has its headings and, on a phone, the order bar after a
// choice; the footer is the plan pages'; the screen passes axe.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { dollarsField } from '../../shared/domain/ordering/handoff-fields';
import { NO_PLAN_HEADING, ORDER_SUMMARY_HEADING } from '../../shared/domain/address/messages';
import { minimumCostText } from '../../shared/domain/pricing/minimum-cost';
import { simCisVersion, simOffer } from '../../shared/domain/mobile/sim-offer';
import { MOBILE_PLANS } from '../../provider/catalogue/mobile-plans';
import { PATHS } from '../../shared/routes/paths';
import { axeViolations } from '../support/axe';
import { alterNextSubmit } from '../support/altered-submit';
import { orderAtStandIn } from '../support/order-stand-in';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { signAgentToken } from '../support/agent-token';

// The shared sites' agent key, made for the run (tests/support/browser-run.ts).
const { AGENT_TOKEN_SECRET } = inject('siteSecrets');
const site = useSiteAndBrowser({ checkPageProblems: true });
const PLAN = MOBILE_PLANS.find((plan) => plan.name === '40GB SIM Plan')!;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function open(path: string = PATHS.mobilePhone, viewport = DESKTOP): Promise<Page> {
  const opened = await site.openPage(path, {
    context: { viewport, bypassCSP: true, reducedMotion: 'reduce' },
    waitFor: 'idle',
  });
  return opened.page;
}

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const summary = (page: Page) => page.getByRole('region', { name: ORDER_SUMMARY_HEADING });
const noPlanSummary = (page: Page) => page.getByRole('region', { name: NO_PLAN_HEADING });
const orderBar = (page: Page) => page.getByRole('complementary', { name: 'Your order' });

async function choose(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: 'Choose plan' }).click();
  await card(page, name).getByRole('button', { name: 'Plan selected' }).waitFor();
  // The chosen plan's summary is a chunk of its own: it arrives with Order Now.
  await summary(page).getByRole('button', { name: 'Order Now' }).waitFor();
}

const orderNow = (page: Page) => orderAtStandIn(page, site.server.provider, summary(page));

/** The site's footer: its links, headings and colours. */
async function footerOf(shown: Page) {
  const footer = shown.getByRole('contentinfo');
  return {
    links: await footer.getByRole('link').allInnerTexts(),
    headings: await footer.getByRole('heading').allInnerTexts(),
    colours: await footer.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color];
    }),
  };
}

/** Before a choice: the network and the minimum cost on each card, and nothing done yet. */
async function expectCardsBeforeAChoice(page: Page) {
  for (const plan of MOBILE_PLANS) {
    const text = await card(page, plan.name).innerText();
    expect(text).toContain('On the Optus network');
    // docs/product/pricing.md#minimum-cost: the card's sentence is the rule's figure for the plan alone.
    expect(text).toContain(minimumCostText(simOffer(plan).minimumTotalCost));
  }
  await expect(card(page, PLAN.name).innerText()).resolves.toContain('Min. cost $59.59 inc. GST, including the 30-day cancellation notice period.');
  // Nothing is done before a choice: the summary is headed as on every page.
  await noPlanSummary(page).waitFor();
  await expect(summary(page).count()).resolves.toBe(0);
  await expect(page.getByText(ORDER_SUMMARY_HEADING).count()).resolves.toBe(0);
}

/** With the summary itself in view, the order bar steps aside. */
async function expectNoOrderBarBesideTheSummary(page: Page) {
  await summary(page).scrollIntoViewIfNeeded();
  // The scroll shows the bar at once and the summary's IntersectionObserver hides it a frame later:
  // judged after two frames, when both have been heard, not in between.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.locator('.order-popup--visible').waitFor({ state: 'detached' });
  await expect(orderBar(page).count()).resolves.toBe(0);
}

describe('a mobile SIM plan, chosen and ordered without an address check', () => {
  // One visitor at a desktop's width walks every step on one page: the cards, a choice, the choice
  // kept and taken back, an order the server refuses, the order, an agent's order, the footer.
  it("at a desktop's width: the cards, Choose plan and its summary, the choice kept and toggled, a refused order back on the page, Order Now to the order site, an agent's order credited, the plan pages' footer", async () => {
    const page = await open();
    await expectCardsBeforeAChoice(page);
    await expect(noPlanSummary(page).innerText()).resolves.toContain('Choose a SIM plan above to see your order.');
    const footer = await footerOf(page);

    // Choose plan: the summary of the plan alone.
    await choose(page, PLAN.name);
    await expect(noPlanSummary(page).count()).resolves.toBe(0);
    const text = await summary(page).innerText();
    expect(text).toContain(PLAN.name);
    expect(text).toMatch(/Total monthly cost\s*\$30\/mth/);
    expect(text).toContain('No address check is needed for a SIM');
    expect(text).toContain('Total upfront cost $0 & Total min cost $59.59 including the 30-day cancellation notice period.');
    // No address check, no fixed-line extras.
    for (const absent of [/Check address/, /modem/i, /extender/i, /Home Secure/, /phone/i]) expect(text).not.toMatch(absent);
    await expect(page.getByRole('textbox', { name: /address/i }).count()).resolves.toBe(0);
    await expectNoOrderBarBesideTheSummary(page);
    expect(await axeViolations(page)).toEqual([]);

    // The choice is a toggle, kept in the session: Plan selected again takes it out of the summary.
    await page.reload();
    await card(page, PLAN.name).getByRole('button', { name: 'Plan selected' }).waitFor();
    await card(page, PLAN.name).getByRole('button', { name: 'Plan selected' }).click();
    await noPlanSummary(page).getByText('Choose a SIM plan above to see your order.').waitFor();

    // A SIM order the server refuses (its price changed since the page showed it) comes back to
    // /mobilephone, which says so.
    const beforeRefused = (await site.server.provider.orders.list()).length;
    await choose(page, PLAN.name);
    // The page's form, as a stale page would post it: the CIS version of another price.
    await alterNextSubmit(page, 'cis_version', 'standard-00000000');
    await summary(page).getByRole('button', { name: 'Order Now' }).click();
    await page.waitForURL((url) => url.pathname === PATHS.mobilePhone && url.search === '');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not send your order' });
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toContain('Please check your SIM plan below and order again');
    await card(page, PLAN.name).getByRole('button', { name: 'Plan selected' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await site.server.provider.orders.list()).toHaveLength(beforeRefused);

    // Order Now: the order site acts on the SIM order.
    await summary(page).getByRole('button', { name: 'Order Now' }).waitFor();
    const { query, statuses } = await orderNow(page);
    expect(query).toEqual({
      type: 'mobile_phone',
      technology: 'mobile',
      service_class: '0',
      plan_id: String(PLAN.id),
      flip: '0',
      contract_term: '1',
      unlimited_phone: '0',
      payg_phone: '0',
      modem: '0',
      new_dev: '0',
      extender: '0',
      fdclid: '',
      active_service: '0',
      offer_type: 'standard',
      cis_version: simCisVersion(PLAN),
      monthly_price_steps: dollarsField(PLAN.price),
      upfront_total: '0.00',
      order_sig: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(statuses[0]).toBe('The order site can act on this order. Service: mobile SIM.');

    // An agent's SIM order credits the agent at the order site, by code and signed attribution, never
    // the token: the agent arrives by a token link in the same tab, the plan still chosen.
    const token = await signAgentToken(AGENT_TOKEN_SECRET);
    await page.goto(`${site.server.url}${PATHS.mobilePhone}?token=${token}`);
    await page.waitForFunction(() => window.localStorage.getItem('isAgent') === 'true');
    await card(page, PLAN.name).getByRole('button', { name: 'Plan selected' }).waitFor();
    await summary(page).getByRole('button', { name: 'Order Now' }).waitFor();
    const agentOrder = await orderNow(page);
    expect(agentOrder.query).toMatchObject({ type: 'mobile_phone', plan_id: String(PLAN.id), agent_code: 'A123', agent_attribution: expect.any(String) });
    expect(JSON.stringify(agentOrder.query)).not.toContain(token);
    expect(agentOrder.agent).toEqual({ credited: true, agentCode: 'A123' });
    expect(agentOrder.statuses).toContain('Agent credited: A123.');

    // The site's footer, as on the other plan pages: same landmark, same lists, same colours.
    await site.visit(page, PATHS.mobileBroadband);
    expect(await footerOf(page)).toEqual(footer);
  });

  // The footer is compared at a desktop's width only: what footerOf reads has no rule by width
  // (site-footer.css sets only its columns at 768px; client/features/frame/site-footer.test.tsx).
  it("at a phone's width: the network and the minimum cost on each card, the summary's headings, the order bar after a choice", async () => {
    const page = await open(PATHS.mobilePhone, PHONE);
    await expectCardsBeforeAChoice(page);

    // The cards stand one above the other: the third is well down the page, the summary below all five.
    const chosen = MOBILE_PLANS[2]!;
    await choose(page, chosen.name);
    await expect(noPlanSummary(page).count()).resolves.toBe(0);
    const bar = orderBar(page);
    await page.locator('.order-popup--visible').waitFor();
    const box = (await bar.boundingBox())!;
    // Docked to the bottom of the screen, whole, with the plan, its monthly cost and Order Now.
    expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
    expect(box.y).toBeGreaterThan(PHONE.height / 2);
    const text = await bar.innerText();
    expect(text).toContain(chosen.name);
    expect(text).toContain(`$${chosen.price}/mth`);
    await expect(bar.getByRole('button', { name: 'Order Now' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoOrderBarBesideTheSummary(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
