// docs/product/content.md#claims: every page of the page table and every scenario address's result, as
// the server renders them, says only what the catalogue and the offer bear out: each dollar amount,
// speed, data figure, named plan, award, fee and count is checked (tests/support/page-claims.ts).
// Runs the whole site in process, on the embedded provider.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAvailabilityQuery } from '../../shared/domain/address/availability-query';
import { toSqResult } from '../../shared/domain/address/sq-result';
import { hasFixedLine } from '../../shared/domain/address/service-status';
import { flipStatus } from '../../shared/domain/flip/flip-status';
import { unconnectedCampaign } from '../../shared/domain/address/sq-values';
import { apiPath } from '../../shared/routes/api-paths';
import { PAGE_PATHS } from '../../shared/routes/page-meta';
import { PATHS } from '../../shared/routes/paths';
import type { MobilePlan, Plan } from '../../shared/schemas/plan';
import { EXTENDER, MODEM } from '../../provider/catalogue/hardware';
import { SCENARIO_ADDRESSES } from '../../provider/address/scenarios';
import { flipPlansRequest } from '../../client/features/plans/flip-plans-request';
import { claimFacts, claimProblems, unsaidPromises, visibleText, type ClaimFacts, type ClaimSources, type PageScope } from '../../tests/support/page-claims';
import { startTestRuntime } from '../../tests/support/test-runtime';

let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
let sources: ClaimSources;
let facts: ClaimFacts;

const getJson = async <T>(url: string): Promise<T> => {
  const res = await request(runtime.app).get(url);
  expect(res.status, url).toBe(200);
  return res.body as T;
};

beforeAll(async () => {
  runtime = await startTestRuntime();
  // The catalogues as the site serves them: what the plan cards show.
  const catalogues: Record<string, Plan[]> = {};
  for (const service of ['nbn', 'fibre', 'hwbb', 'mbb'] as const) {
    catalogues[service] = (await getJson<{ plans: Plan[] }>(apiPath('plans', { serviceType: service }))).plans;
  }
  catalogues.flipToFibre = (await getJson<{ plans: Plan[] }>(apiPath('defaultFlipToFibrePlans'))).plans;
  const simPlans = (await getJson<{ plans: MobilePlan[] }>(apiPath('mobilePlans'))).plans;
  const callRates = (await getJson<{ data: { price: number; additional?: string }[] }>(apiPath('voipInternationalRates'))).data;
  sources = { catalogues, simPlans, callRates, hardware: [MODEM, EXTENDER] };
  facts = claimFacts(sources);
}, 60_000);
afterAll(async () => {
  await runtime?.close();
});

/** The HTML a crawler gets: the whole page, with every region in place. */
async function pageText(url: string): Promise<string> {
  const res = await request(runtime.app).get(url).set('user-agent', 'Googlebot/2.1');
  expect([200, 404], url).toContain(res.status);
  return visibleText(res.text);
}

// The catalogue a page's "up to" speaks of, and the pages that sell no service with nbn's new development fee.
const SCOPES: Partial<Record<string, PageScope>> = {
  [PATHS.nbn]: { upTo: ['nbn'] },
  [PATHS.fibre]: { upTo: ['fibre'], withoutNewDevelopmentFee: true },
  [PATHS.homeWireless]: { upTo: ['hwbb'], withoutNewDevelopmentFee: true },
  [PATHS.mobileBroadband]: { upTo: ['mbb'], withoutNewDevelopmentFee: true },
  [PATHS.mobilePhone]: { withoutNewDevelopmentFee: true },
  [PATHS.flipToFibre]: { upTo: ['flipToFibre'] },
  [PATHS.flipFeatures]: { upTo: ['flipToFibre'] },
  [PATHS.flipAboutSpeeds]: { upTo: ['flipToFibre', 'nbn'] },
  [PATHS.flipFaqTerms]: { upTo: ['flipToFibre'] },
  // The broadband page speaks of the broadband plans, not the SIM plans.
  [PATHS.broadband]: { upTo: ['nbn', 'fibre', 'hwbb', 'mbb', 'flipToFibre'] },
};

describe('every page says only what the catalogue and the offer bear out', () => {
  it.each(PAGE_PATHS)('%s', async (pagePath) => {
    expect(claimProblems(await pageText(pagePath), facts, SCOPES[pagePath] ?? {})).toEqual([]);
  });

  // A search result and a shared link show the head's title and description: they are claims too.
  it.each(PAGE_PATHS)('%s: its title and description', async (pagePath) => {
    const html = (await request(runtime.app).get(pagePath).set('user-agent', 'Googlebot/2.1')).text;
    const head = [/<title>([^<]*)<\/title>/, /<meta name="description" content="([^"]*)"/].map((pattern) => pattern.exec(html)?.[1] ?? '');
    expect(head[1], pagePath).not.toBe('');
    expect(claimProblems(visibleText(`<body>${head.join('<br>')}`), facts, SCOPES[pagePath] ?? {})).toEqual([]);
  });

  // A description promises only what its page says: the page's own text (its main region, not the menu) makes each promise.
  it.each(PAGE_PATHS)('%s: its description promises only what the page says', async (pagePath) => {
    const html = (await request(runtime.app).get(pagePath).set('user-agent', 'Googlebot/2.1')).text;
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    expect(main, pagePath).not.toBe('');
    expect(unsaidPromises(visibleText(`<body>${description}`), visibleText(`<body>${main}`))).toEqual([]);
  });

  it('the speeds page names every plan of the nbn catalogue by the name its card gives', async () => {
    const text = await pageText(PATHS.flipAboutSpeeds);
    for (const plan of sources.catalogues.nbn!) expect(text, plan.planHeading).toContain(plan.planHeading);
  });
});

describe("every scenario address's result says only what its offer bears out", () => {
  const chosen = SCENARIO_ADDRESSES.filter((scenario) => scenario.locationId && scenario.formattedAddress);
  it.each(chosen.map((scenario) => [scenario.key, scenario] as const))('%s', async (_key, scenario) => {
    const url = `${PATHS.availability}?${new URLSearchParams({ address: scenario.formattedAddress!, loc: scenario.locationId! })}`;
    const asked = readAvailabilityQuery(scenario.formattedAddress, scenario.locationId);
    if (asked.kind !== 'chosen') throw new Error(`${scenario.key} is not a chosen address`);
    const answer = await getJson<unknown>(apiPath('serviceQualification', undefined, asked.ids as Record<string, string>));
    const sq = toSqResult(answer);
    // The address's own Flip to Fibre plans, as its page asks for them: the result's "up to" names their fastest.
    const configuration = await getJson<unknown>(apiPath('configuration'));
    const flip = await getJson<{ plans?: Plan[] }>(flipPlansRequest(sq, unconnectedCampaign(configuration)).path);
    const addressFacts = claimFacts({ ...sources, catalogues: { ...sources.catalogues, addressFlip: flip.plans ?? [] } });
    const lineSpeed = Number(sq.maxSpeed) || 0;
    const text = await pageText(url);
    // The result itself is read, not an error page: it names the address and what the address can get.
    expect(text).toContain(scenario.formattedAddress!);
    expect(text).toMatch(/Great news|Sorry|Unfortunately|Your address|available/i);
    expect(claimProblems(text, addressFacts, { extraSpeeds: lineSpeed > 0 ? [lineSpeed] : [] })).toEqual([]);
    // Every catalogue is there to read: none is said to have failed (the flip plans' read once failed its own schema).
    expect(text).not.toContain('could not be loaded');
    // Connect now comes with the fibre upgrade, as the address box says it (docs/product/address-check.md#result-messages).
    // Only by request: the way to ask (docs/product/address-check.md#upgrade-by-request), here by phone.
    if (hasFixedLine(sq) && flipStatus(sq) === 'by-request') expect(text).toContain('The fibre upgrade cannot be ordered online here, but you can ask for it: call us on 13 39 38.');
    if (text.includes('Connect now')) expect(text).toMatch(/Fibre Upgrade with FREE installation Speeds up to \d+Mbps[\s\S]*See the Fibre Upgrade/);
  });
});

describe('the embedded CMS types no figure: its copy computes each from the catalogue', () => {
  // A figure typed in a sentence goes stale when the catalogue changes; the documents build theirs
  // from the catalogue (provider/content/catalogue-facts.ts), so only `${…}` or a Markdown `{{…}}` may hold one.
  const contentDir = path.resolve(import.meta.dirname, '../../provider/content');
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((name) => /(?<!\.test)\.ts$|\.md$/.test(name));
  it.each(files)('%s', (file) => {
    const source = readFileSync(path.join(contentDir, file), 'utf8')
      .replace(/\$\{[^{}]*\}|\{\{[^{}]*\}\}/g, '§')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*\*|<!--)/.test(line));
    const typed = source.filter((line) => /\$\d|\d\s?Mbps|\d\s?GB\b/i.test(line));
    expect(typed).toEqual([]);
  });
});
