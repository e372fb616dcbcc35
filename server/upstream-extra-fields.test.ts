// Upstream answers keep only the fields the site uses (docs/decisions/021-upstream-answers-keep-only-used-fields.md):
// the site runs on a provider stand-in whose every upstream adds a field to every object of every
// answer, at the top level and nested (its `extraFields` knob), and the field appears in none of
// the site's API answers and none of its pages.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioAddress } from '../provider/address/scenarios.test-helper';
import { SHORT_LINKS } from '../provider/content/registry';
import { SERVICE_GROUPS, type KnobSettings } from '../provider/knobs';
import { startProvider, type RunningProvider } from '../provider/start';
import { apiPath } from '../shared/routes/api-paths';
import { KNOWN_CONTENT } from '../shared/routes/known-content';
import { PAGE_PATHS } from '../shared/routes/page-meta';
import { PATHS } from '../shared/routes/paths';
import { BROADBAND_CATALOGUES } from '../shared/schemas/plan';
import type { Runtime } from './compose';
import { upstreamEnv } from '../harness/built-server';
import { startTestRuntime } from '../tests/support/test-runtime';

const FIELD = 'internalNote';
const NOTE = 'EDITORS-ONLY-do-not-publish';
const KNOBS: KnobSettings = Object.fromEntries(SERVICE_GROUPS.map((group) => [group, { extraFields: { [FIELD]: NOTE } }]));

const flipReady = scenarioAddress('flip-ready-fttn');
const opticomm = scenarioAddress('opticomm-fibre');

/** Every GET of the site's API that answers with what an upstream sent. */
const API_READS: readonly string[] = [
  apiPath('nav'),
  ...Object.entries(KNOWN_CONTENT).flatMap(([section, pages]) => pages.map((page) => apiPath('content', { section, page }))),
  apiPath('defaultFlipToFibrePlans'),
  apiPath('flipToFibrePlans', { nbnRegion: 'metro', nbnServiceClass: 13, maxSpeed: 0 }, { offerType: 'boost' }),
  apiPath('defaultPlansNbn'),
  ...BROADBAND_CATALOGUES.map((serviceType) => apiPath('plans', { serviceType })),
  apiPath('shortLinks'),
  apiPath('voipInternationalRates'),
  apiPath('mobilePlans'),
  apiPath('configuration'),
  apiPath('addressSearch', undefined, { fullText: flipReady.text }),
  apiPath('addressSearch', undefined, { fullText: opticomm.text }),
  apiPath('addressById', { locId: flipReady.locationId! }),
  apiPath('serviceQualification', undefined, flipReady.locationIds),
  apiPath('serviceQualification', undefined, opticomm.locationIds),
];

let provider: RunningProvider;
let runtime: Runtime;

beforeAll(async () => {
  provider = await startProvider({ knobs: KNOBS, seed: 1 });
  runtime = await startTestRuntime(upstreamEnv(provider.url));
}, 60_000);

afterAll(async () => {
  await runtime?.close();
  await provider?.close();
});

const leaks = (text: string) => text.includes(FIELD) || text.includes(NOTE);

describe('a field every upstream adds to its answers (docs/decisions/021-upstream-answers-keep-only-used-fields.md)', () => {
  it('is in what the stand-in answers, at the top level and nested', async () => {
    const configuration = (await (await fetch(`${provider.url}/globals/configuration`)).json()) as Record<string, unknown>;
    expect(configuration[FIELD]).toBe(NOTE);
    expect(configuration).toMatchObject({ data: { [FIELD]: NOTE, unconnected_services: { [FIELD]: NOTE } } });
    const nav = await (await fetch(`${provider.url}${apiPath('nav')}`)).text();
    expect(nav.split(NOTE).length).toBeGreaterThan(20);
  });

  it.each(API_READS.map((path) => [path]))('never reaches the API answer %s', async (path) => {
    const res = await request(runtime.app).get(path);
    expect(res.status).toBe(200);
    expect(res.text.length).toBeGreaterThan(20);
    expect(leaks(res.text)).toBe(false);
  });

  it('leaves the answers whole: every field the site uses is still there', async () => {
    const configuration = await request(runtime.app).get(apiPath('configuration'));
    expect(configuration.body).toEqual({ data: { unconnected_services: { value: expect.any(String) } } });
    const sq = await request(runtime.app).get(apiPath('serviceQualification', undefined, opticomm.locationIds));
    expect(Object.keys(sq.body.sqSummary)).toEqual(Object.keys(opticomm.locationIds));
    const plans = await request(runtime.app).get(apiPath('plans', { serviceType: 'nbn' }));
    expect(plans.body.plans.length).toBeGreaterThan(3);
    expect(Object.keys(plans.body)).toEqual(['plans']);
  });

  it.each(PAGE_PATHS.map((path) => [path]))('never reaches the page %s', async (path) => {
    const res = await request(runtime.app).get(path);
    expect(res.status).toBe(path === PATHS.notFound ? 404 : 200);
    expect(res.text).toContain('</html>');
    expect(leaks(res.text)).toBe(false);
  });

  it('never reaches a short link’s redirect', async () => {
    const link = SHORT_LINKS[0]!;
    const res = await request(runtime.app).get(`/s/${link.id}`);
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    expect(leaks(`${res.headers.location ?? ''} ${res.text}`)).toBe(false);
  });
});
