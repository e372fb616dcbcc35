// One offer per address, tried as the order site sees it (docs/decisions/019-one-offer-per-address.md):
// every scenario address (docs/product/address-check.md#scenario-addresses: one per readiness status,
// each technology the scenarios have, each fibre network, a home-wireless-only address) reaches the
// order stand-in from every page that offers it, and is refused nowhere it was offered.
// - Every address on every page that offers it: the order the page would post, composed as the page
//   composes it (the page's catalogue from the site's API, its offer from shared/domain/plans/offer.ts,
//   its inputs from handoff-form-inputs.ts), posted to the built site, followed to the stand-in,
//   which must act on it and verify its signature. Below the browser: seventy pages' worth of
//   journeys in Chromium cost over a minute of the suite, and the browser adds nothing per address
//   that the page journeys do not prove once per page (handoff-per-service.test.ts lists them).
// - One visitor in a browser on /flip-to-fibre: Order Now is pressed the moment it can be pressed,
//   before the address's own plans are in: it must be disabled until then, or post a plan the
//   address is offered.
//
// Against the built site with the upstream stand-in in a process of its own, and an address service
// that writes addresses its own way (upper case, no commas): the site's comparison of the address
// text must not depend on the embedded service's spelling.
import type { Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamEnv } from '../../harness/built-server';
import { startProviderProcess, type Child } from '../../harness/processes';
import { SCENARIO_ADDRESSES, type ScenarioAddress } from '../../provider/address/scenarios';
import type { HandoffServiceType } from '../../shared/domain/ordering/handoff-service-fields';
import { flipPageService, serviceStatus } from '../../shared/domain/address/service-status';
import { toSqResult } from '../../shared/domain/address/sq-result';
import { PATHS } from '../../shared/routes/paths';
import { apiPath } from '../../shared/routes/api-paths';
import type { SqResult } from '../../shared/types/address';
import type { ConfigurationAnswer, PlansAnswer } from '../../shared/schemas/upstream';
import { pageOffer, type OfferCatalogue } from '../../shared/domain/plans/offer';
import { orderInputs } from '../../shared/domain/ordering/handoff-form-inputs';
import { fittedTransferPlan } from '../../shared/domain/pricing/interim-plan';
import { CONFIGURATION_PATH, flipPlansRequest, unconnectedCampaign } from '../../client/features/plans/flip-plans-request';
import { startRewritingUpstream, type RewritingUpstream } from '../support/rewriting-upstream';
import { useSiteAndBrowser } from '../support/site-and-browser';

/** How the outside address service writes an address: upper case, without commas. */
const outsideSpelling = (address: string): string => address.toUpperCase().replace(/,/g, '');

/** An address service in front of the stand-in's that answers the same addresses in its own spelling. */
const startOutsideAddressService = (upstreamUrl: string) =>
  startRewritingUpstream(upstreamUrl, '/v2/address', (body) =>
    JSON.stringify((JSON.parse(body) as { formattedAddress: string }[]).map((entry) => ({ ...entry, formattedAddress: outsideSpelling(entry.formattedAddress) }))),
  );

// The stand-in checks every order's signature with the site's key. Each address is tried by a
// visitor of its own (X-Forwarded-For from loopback, trusted), as the addresses run side by side and
// one client's limits would otherwise count them all.
const env: Record<string, string> = {
  ORDER_AES_SECRET: 'e2e-order-aes-secret-0123456789abcdef',
  ORDER_SIGNING_SECRET: randomBytes(32).toString('hex'),
  TRUST_PROXY: 'loopback',
};
const visitor = (scenario: ScenarioAddress) => ({ 'x-forwarded-for': `203.0.113.${orderable.indexOf(scenario) + 1}` });
let provider: Child | undefined;
let outside: RewritingUpstream | undefined;

beforeAll(async () => {
  provider = await startProviderProcess({ ORDER_SIGNING_SECRET: env.ORDER_SIGNING_SECRET! });
  outside = await startOutsideAddressService(provider.url);
  Object.assign(env, upstreamEnv(provider.url), { ADDRESS_API_URL: outside.url });
}, 60_000);
afterAll(async () => {
  await outside?.close();
  await provider?.stop();
});

const site = useSiteAndBrowser({ env, checkPageProblems: true });

interface PlanPage {
  path: string;
  /** The service the page sells at the address (the flip page sells a fibre network's plans there). */
  service: (sq: SqResult) => HandoffServiceType;
}

const PAGES: PlanPage[] = [
  { path: PATHS.nbn, service: () => 'nbn' },
  { path: PATHS.fibre, service: () => 'fibre' },
  { path: PATHS.homeWireless, service: () => 'hwbb' },
  { path: PATHS.mobileBroadband, service: () => 'mbb' },
  { path: PATHS.flipToFibre, service: (sq) => flipPageService(sq) },
];

/** The order site's `type` for each service (docs/product/ordering-and-handoff.md#hand-off-fields). */
const ORDER_TYPES: Record<HandoffServiceType, string> = {
  nbn: 'nbn',
  fibre: 'fibre',
  hwbb: 'home_wireless',
  mbb: 'mobile_broadband',
  flipToFibre: 'broadband',
};

const SUMMARY = "And you're done! Here's what you've selected to order today.";
const REFUSED = 'We could not send your order';

/** The address as the site qualifies it, from its own API (what the browser reads). */
async function qualified(scenario: ScenarioAddress): Promise<SqResult> {
  const query = new URLSearchParams(scenario.locationIds as Record<string, string>);
  const answer = (await (await fetch(`${site.server.url}/api/service-qualification?${query}`, { headers: visitor(scenario) })).json()) as unknown;
  return toSqResult(answer);
}

async function checkAddress(page: Page, scenario: ScenarioAddress) {
  await page.locator('#address-input-step').fill(scenario.text);
  await page.getByRole('option', { name: outsideSpelling(scenario.formattedAddress!), exact: true }).click({ timeout: 20_000 });
}

/**
 * Presses Order Now the moment it is enabled: until then it must be disabled with no hand-off form
 * on the page. Then the order must reach the stand-in, and the stand-in must act on it.
 */
async function orderAsSoonAsEnabled(page: Page): Promise<URL> {
  const button = page.getByRole('region', { name: SUMMARY }).getByRole('button', { name: 'Order Now' });
  const deadline = Date.now() + 25_000;
  for (;;) {
    // The button and the form read in one go, so that the page cannot change between the two.
    const state = await page.evaluate((summary) => {
      const region = [...document.querySelectorAll('[aria-labelledby], [aria-label]')].find(
        (element) => element.getAttribute('aria-label') === summary || document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === summary,
      );
      const order = [...(region?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent?.trim() === 'Order Now');
      return { button: order ? (order.disabled ? 'disabled' : 'enabled') : 'none', forms: document.querySelectorAll('form[action="/api/order/handoff"]').length };
    }, SUMMARY);
    if (state.button === 'enabled') break;
    if (state.button === 'disabled') expect(state.forms, 'a hand-off form while Order Now is disabled').toBe(0);
    if (Date.now() > deadline) {
      const summary = await page.getByRole('region', { name: SUMMARY }).innerText().catch(() => '(no summary)');
      throw new Error(`Order Now never became enabled on ${new URL(page.url()).pathname} (${state.button}): ${summary}`);
    }
    await page.waitForTimeout(25);
  }
  await button.click();
  const refused = page.getByRole('alert').filter({ hasText: REFUSED });
  await Promise.race([
    page.waitForURL((url) => url.pathname === '/order', { timeout: 15_000 }),
    refused.waitFor({ timeout: 15_000 }).then(async () => {
      throw new Error(`refused: ${await refused.innerText()}`);
    }),
  ]);
  await expect(page.getByRole('status').innerText()).resolves.toMatch(/^The order site can act on this order\./);
  // Signed by the site, checked by the stand-in (docs/product/ordering-and-handoff.md#order-signature).
  await expect(page.getByText('Order signature verified (current key).').count()).resolves.toBe(1);
  return new URL(page.url());
}

const orderable = SCENARIO_ADDRESSES.filter((scenario) => scenario.formattedAddress !== null);

/** The pages that sell at the address, by the product rules (shared/domain/address/service-status.ts). */
const offeringPages = (sq: SqResult) => PAGES.filter((page) => serviceStatus(page.service(sq), sq).kind === 'available');

async function siteJson(scenario: ScenarioAddress, path: string): Promise<unknown> {
  const response = await fetch(`${site.server.url}${path}`, { headers: visitor(scenario) });
  expect(response.status, path).toBe(200);
  return response.json();
}

/** The catalogue the page reads for its service at the address (client/features/plans/fetch-flip-plans.ts). */
async function pageCatalogue(scenario: ScenarioAddress, planPage: PlanPage, sq: SqResult): Promise<OfferCatalogue> {
  const plansOf = async (path: string) => ((await siteJson(scenario, path)) as PlansAnswer).plans ?? [];
  const service = planPage.service(sq);
  if (service !== 'flipToFibre') return { plans: await plansOf(apiPath('plans', { serviceType: service })), offerType: 'standard' };
  const request = flipPlansRequest(sq, unconnectedCampaign((await siteJson(scenario, CONFIGURATION_PATH)) as ConfigurationAnswer));
  return { plans: await plansOf(request.path), offerType: request.offerType };
}

/**
 * The order the page posts for the first plan it offers the address (no extras; Flip to Fibre with the
 * session's default transfer plan fitted to the line), as the address service spells the address.
 */
async function composedOrder(scenario: ScenarioAddress, planPage: PlanPage, sq: SqResult): Promise<URLSearchParams> {
  const service = planPage.service(sq);
  const offer = pageOffer(service, await pageCatalogue(scenario, planPage, sq), sq, true);
  const ordered = offer.orderPlan(offer.offered[0]?.id ?? null);
  if (!ordered) throw new Error(`${scenario.key} on ${planPage.path}: the page offers no plan (${offer.notes.join(' ')})`);
  return new URLSearchParams(
    orderInputs({
      serviceType: service,
      planId: ordered.id,
      offerType: ordered.offerType,
      cisVersion: ordered.cisVersion,
      modem: false,
      extenders: 0,
      voice: 'none',
      homeSecure: false,
      transferPlan: service === 'flipToFibre' ? fittedTransferPlan(100, sq.maxSpeed) : null,
      sqAddress: outsideSpelling(scenario.formattedAddress!),
      locationIds: Object.values(scenario.locationIds),
    }),
  );
}

/** Posts the order as the page's form does and follows the site's answer to the order stand-in. */
async function orderOverHttp(scenario: ScenarioAddress, form: URLSearchParams): Promise<{ landed: URL; page: string }> {
  const posted = await fetch(`${site.server.url}${apiPath('orderHandoff')}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...visitor(scenario), 'content-type': 'application/x-www-form-urlencoded', origin: site.server.url, 'sec-fetch-site': 'same-origin' },
    body: form,
  });
  const location = posted.headers.get('location') ?? '';
  expect(posted.status, `the hand-off's answer: ${location}`).toBe(303);
  const landed = new URL(location, site.server.url);
  expect(landed.pathname, `sent to the order site, not refused: ${location}`).toBe('/order');
  return { landed, page: await (await fetch(landed)).text() };
}

describe('every scenario address reaches the order site from every page that offers it', () => {
  it('covers every readiness status, technology and fibre network of the scenarios, and a home-wireless-only address', () => {
    const keys = orderable.map((scenario) => scenario.key);
    for (const key of ['flip-ready-fttn', 'flip-ready-fttc', 'flip-eligible-to-order', 'flip-in-design', 'flip-planned', 'flip-committed', 'flip-unknown-status', 'flip-not-ready-no-date', 'flip-by-request-no-date', 'already-fttp', 'hfc', 'opticomm-fibre', 'vision-fibre', 'home-wireless-only', 'new-development', 'no-service'] as const)
      expect(keys).toContain(key);
  });

  it.concurrent.for(orderable)('$key', async (scenario, { expect }) => {
    const sq = await qualified(scenario);
    const pages = offeringPages(sq);
    if (scenario.key === 'no-service') expect(pages).toEqual([]);
    // The pages the product rules say sell at these addresses are among them (the test is not vacuous).
    const expected: Partial<Record<typeof scenario.key, string[]>> = {
      'flip-ready-fttn': [PATHS.nbn, PATHS.flipToFibre],
      'flip-ready-fttc': [PATHS.nbn, PATHS.flipToFibre],
      'flip-eligible-to-order': [PATHS.nbn, PATHS.flipToFibre],
      'opticomm-fibre': [PATHS.fibre, PATHS.flipToFibre],
      'vision-fibre': [PATHS.fibre, PATHS.flipToFibre],
      'home-wireless-only': [PATHS.homeWireless, PATHS.mobileBroadband],
      hfc: [PATHS.nbn],
    };
    for (const path of expected[scenario.key] ?? []) expect(pages.map((page) => page.path)).toContain(path);
    for (const planPage of pages) {
      const { landed, page } = await orderOverHttp(scenario, await composedOrder(scenario, planPage, sq));
      const where = `${scenario.key} on ${planPage.path}`;
      expect(landed.searchParams.get('type'), where).toBe(ORDER_TYPES[planPage.service(sq)]);
      expect(Object.values(scenario.locationIds), where).toContain(landed.searchParams.get('service_location_id'));
      expect(page, where).toMatch(/<p role="status">The order site can act on this order\./);
      // Signed by the site, checked by the stand-in (docs/product/ordering-and-handoff.md#order-signature).
      expect(page, where).toContain('Order signature verified (current key).');
    }
  });
});

// Each kind of page orders in a browser on a journey of its own (tests/e2e/handoff-per-service.test.ts
// lists them; Order Now's wait for the address's plans in offer-handoff.test.ts); here one visitor, at the address service
// that spells addresses its own way, on the page whose order waits for the address's own plans.
describe('in a browser, with the outside spelling', () => {
  it('flip-eligible-to-order on /flip-to-fibre: Order Now pressed the moment it can be', { timeout: 90_000 }, async () => {
    const scenario = orderable.find((candidate) => candidate.key === 'flip-eligible-to-order')!;
    const planPage = PAGES.find((candidate) => candidate.path === PATHS.flipToFibre)!;
    const sq = await qualified(scenario);
    expect(offeringPages(sq)).toContain(planPage);
    const { page } = await site.openPage(planPage.path, { context: { viewport: { width: 1500, height: 1000 }, extraHTTPHeaders: visitor(scenario) }, waitFor: 'idle' });
    await checkAddress(page, scenario);
    const landed = await orderAsSoonAsEnabled(page);
    expect(landed.searchParams.get('type')).toBe(ORDER_TYPES[planPage.service(sq)]);
    expect(Object.values(scenario.locationIds)).toContain(landed.searchParams.get('service_location_id'));
  });
});
