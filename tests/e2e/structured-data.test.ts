// Structured data on the built site, as a crawler reads it: every ld+json block of
// each kind of page parses as JSON with a schema.org @context, an @type and its required properties;
// plan prices are the ones the plan card shows; the blocks survive the page cache (a hit with a new
// nonce) and break no CSP rule in the browser.
import { describe, expect, it } from 'vitest';
import { fromPrice } from '../../shared/domain/pricing/from-prices';
import { PATHS } from '../../shared/routes/paths';
import { fromPerMonth, fromPerMonthWithMonths } from '../../shared/routes/priced-page-meta';
import { planFigures } from '../../shared/domain/plans/offered-plan';
import { SITE_BRAND } from '../../shared/site-config';
import type { MobilePlan, Plan } from '../../shared/schemas/plan';
import { useSiteAndBrowser } from '../support/site-and-browser';

const site = useSiteAndBrowser();

type Json = Record<string, unknown>;

const LD_JSON = /<script[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

async function structuredData(path: string): Promise<{ blocks: Json[]; cache: string | null; html: string }> {
  const response = await fetch(`${site.server.url}${path}`, { headers: { 'user-agent': 'Googlebot/2.1' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(LD_JSON)].map((match) => JSON.parse(match[1]!) as Json);
  for (const block of blocks) {
    expect(block['@context']).toBe('https://schema.org');
    expect(typeof block['@type']).toBe('string');
  }
  return { blocks, cache: response.headers.get('x-page-cache'), html };
}

const ofType = (blocks: Json[], type: string): Json[] => blocks.filter((block) => block['@type'] === type);
const only = (blocks: Json[], type: string): Json => {
  const found = ofType(blocks, type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0]!;
};
const api = async <T,>(path: string): Promise<T> => (await (await fetch(`${site.server.url}${path}`)).json()) as T;

function checkOrganization(blocks: Json[]) {
  const org = only(blocks, 'Organization');
  expect(org).toMatchObject({ name: SITE_BRAND.name, legalName: SITE_BRAND.legalName, taxID: SITE_BRAND.abn });
  expect(org.url).toMatch(/^http/);
  expect(org.logo).toMatch(/^http.*\/favicon\.svg$/);
  expect(org.contactPoint).toEqual([expect.objectContaining({ '@type': 'ContactPoint', telephone: '13 39 38' })]);
}

/**
 * Each Product has a name and an Offer in AUD, GST inclusive, priced as `expected` says: the offer's
 * price is the ongoing one (the last step), listed first, then the promotional steps
 * (docs/product/pricing.md#structured-data).
 */
function checkProducts(list: Json, expected: { name: string; steps: number[] }[]) {
  const items = (list.itemListElement as Json[]).map((element) => {
    expect(element).toMatchObject({ '@type': 'ListItem', position: expect.any(Number) });
    return element.item as Json;
  });
  expect(items.map((item) => item.name)).toEqual(expected.map((plan) => plan.name));
  items.forEach((item, index) => {
    expect(item['@type']).toBe('Product');
    const offer = item.offers as Json;
    const planSteps = expected[index]!.steps;
    expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'AUD', price: planSteps.at(-1) });
    expect(offer.price).toBeGreaterThan(0);
    const specs = offer.priceSpecification as Json[];
    expect(specs.map((spec) => spec.price)).toEqual([planSteps.at(-1), ...planSteps.slice(0, -1)]);
    for (const spec of specs) expect(spec).toMatchObject({ priceCurrency: 'AUD', valueAddedTaxIncluded: true });
  });
}

const steps = (plans: Plan[]) => plans.map((plan) => ({ name: plan.planHeading, steps: planFigures(plan).priceSteps.segments.map((s) => s.monthly) }));

describe('structured data (JSON-LD) on the built site', () => {
  it('the home page and a top-level page carry the Organization only', async () => {
    for (const path of [PATHS.home, PATHS.contactUs]) {
      const { blocks } = await structuredData(path);
      expect(blocks.map((block) => block['@type'])).toEqual(['Organization']);
      checkOrganization(blocks);
    }
  });

  it.each([
    [PATHS.nbn, '/api/plans/nbn'],
    [PATHS.fibre, '/api/plans/fibre'],
    [PATHS.homeWireless, '/api/plans/hwbb'],
    [PATHS.mobileBroadband, '/api/plans/mbb'],
    [PATHS.flipToFibre, '/api/getDefaultFlipToFibrePlans'],
  ])('%s lists its plans as Products with GST-inclusive AUD offers at the plan card prices', async (path, plansApi) => {
    const { blocks } = await structuredData(path);
    checkOrganization(blocks);
    const { plans } = await api<{ plans: Plan[] }>(plansApi);
    expect(plans.length).toBeGreaterThan(0);
    checkProducts(only(blocks, 'ItemList'), steps(plans));
    const crumbs = ofType(blocks, 'BreadcrumbList');
    expect(crumbs).toHaveLength(path.split('/').length > 2 ? 1 : 0);
  });

  it.each([
    [PATHS.fibre, '/api/plans/fibre', 'Fibre Broadband Plans from $53.99 per month'],
    [PATHS.flipToFibre, '/api/getDefaultFlipToFibrePlans', 'Flip to Fibre: Free Upgrade, from $69.95 per month'],
  ])('%s names in its title and description the "from" price of the catalogue it lists (docs/product/pricing.md#from-prices)', async (path, plansApi, title) => {
    const { html } = await structuredData(path);
    const { plans } = await api<{ plans: Plan[] }>(plansApi);
    const from = fromPrice(plans)!;
    expect(html).toContain(`<title>${title} | ${SITE_BRAND.name}</title>`);
    expect(title).toContain(fromPerMonth(from));
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(description).toContain(fromPerMonthWithMonths(from));
  });

  it('/mobilephone lists the SIM plans as Products', async () => {
    const { blocks } = await structuredData(PATHS.mobilePhone);
    const { plans } = await api<{ plans: MobilePlan[] }>('/api/mobile-plans');
    checkProducts(only(blocks, 'ItemList'), plans.map((plan) => ({ name: plan.name, steps: [plan.price] })));
  });

  it('the Q&A pages carry an FAQPage of the questions they show, and a breadcrumb', async () => {
    const { blocks, html } = await structuredData(PATHS.flipFaqTerms);
    checkOrganization(blocks);
    const faq = only(blocks, 'FAQPage');
    const questions = faq.mainEntity as Json[];
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      expect(question).toMatchObject({ '@type': 'Question', name: expect.any(String), acceptedAnswer: { '@type': 'Answer', text: expect.any(String) } });
      // The question is on the page itself (the accordion's heading), not only in the data.
      expect(html).toContain(String(question.name).replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    }
    const trail = only(blocks, 'BreadcrumbList').itemListElement as Json[];
    expect(trail.map((crumb) => [crumb.position, crumb.name])).toEqual([
      [1, 'Home'],
      [2, 'Flip to Fibre'],
      [3, 'Flip to Fibre questions and terms'],
    ]);
    for (const crumb of trail) expect(crumb.item).toMatch(/^http/);
    // Other pages whose content has questions get one too.
    expect(ofType((await structuredData(PATHS.homePhone)).blocks, 'FAQPage')).toHaveLength(1);
  });

  it('a page cache hit carries the same blocks, and the browser reports no CSP violation for them', async () => {
    const first = await structuredData(PATHS.flipAboutSpeeds);
    let again = await structuredData(PATHS.flipAboutSpeeds);
    for (let i = 0; i < 50 && again.cache !== 'hit'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await structuredData(PATHS.flipAboutSpeeds);
    }
    expect(again.cache).toBe('hit');
    expect(again.blocks).toEqual(first.blocks);

    const { page, problems } = await site.openPage(PATHS.flipAboutSpeeds);
    const inDom = await page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as unknown));
    expect(inDom).toEqual(first.blocks);
    expect(problems).toEqual([]);
  });
});
