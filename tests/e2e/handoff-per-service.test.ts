// Each service handed off as itself, in a real browser against the built site (ADR 010): type the
// scenario address (provider/address/SCENARIOS.md), choose a plan, 'Order Now', land on the order
// stand-in, which acts on the order only when its service fields fit its type, and check the fields.
// Here fibre, from /broadband/fibre on OptiComm and from /flip-to-fibre on Vision. The other services
// are ordered so on the walks that already order from their pages: nbn in ordering.test.ts (the
// ordering journey), home wireless in ordering.test.ts (no fixed-line extras), mobile broadband in
// extras-follow-the-choice.test.ts, Flip to Fibre in handoff-and-agent.test.ts. One network per page:
// the page does the same for both, and what differs is the server's, per network
// (server/api/handoff/handoff-route.test.ts, shared/domain/ordering/handoff-service-fields.test.ts),
// and every address's order from every page is every-address-orders.test.ts. (At an address nbn does
// not reach, the nbn page offers nothing and says why: ways-on.test.ts.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ScenarioKey } from '../../provider/address/scenarios';
import { PATHS } from '../../shared/routes/paths';
import { orderAtStandIn } from '../support/order-stand-in';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { choosePlanOnNeed } from '../support/check-on-need';
import { checkAddress } from '../support/address-step';

const site = useSiteAndBrowser({ checkPageProblems: true });

const SUMMARY = "And you're done! Here's what you've selected to order today.";

async function open(path: string): Promise<Page> {
  return (await site.openPage(path, { context: { viewport: { width: 1500, height: 1000 } }, waitFor: 'idle' })).page;
}

const orderNow = (page: Page) => orderAtStandIn(page, site.server.provider, page.getByRole('region', { name: SUMMARY }));

async function choosePlan(page: Page, name: RegExp | string) {
  const card = page.getByRole('article', { name });
  await card.waitFor({ timeout: 15_000 });
  await choosePlanOnNeed(card);
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
    service: 'fibre on OptiComm',
    path: PATHS.fibre,
    scenario: 'opticomm-fibre',
    plan: /^Everyday Fibre 25\/5Mbps/,
    fields: { type: 'fibre', technology: 'opticomm', service_class: '0', flip: '0', plan_id: '10582', service_location_id: 'OPC000741902635' },
    verdict: 'Service: fibre.',
  },
  // docs/product/address-check.md#fibre-networks-on-the-flip-page: a fibre network's address on
  // /flip-to-fibre is told it already has fibre and buys the network's fibre plans there.
  {
    service: 'fibre on Vision, from /flip-to-fibre',
    path: PATHS.flipToFibre,
    scenario: 'vision-fibre',
    plan: /^Everyday Plus Fibre 30\/10Mbps/,
    fields: { type: 'fibre', technology: 'vision', service_class: '0', flip: '0', plan_id: '10583', service_location_id: 'VSN000518266470' },
    verdict: 'Service: fibre.',
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
    expect(landed.statuses).toEqual([`The order site can act on this order. ${verdict}`]);
  });
});
