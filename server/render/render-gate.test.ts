// Renders per client (render-gate.ts) through the whole site: createRuntime with its limits on, as
// production runs it (the production build: tests/e2e/hostile-client.test.ts).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { startTestRuntime } from '../../tests/support/test-runtime';
import { mostAllowedIn, secondsSince } from '../../tests/support/rate-limit-bound';
import type { Runtime } from '../compose';
import { PAGE_CACHE_HEADER } from '../page-cache/page-cache';
import { NBN_PLANS } from '../../provider/catalogue/nbn-plans';
import { DEFAULT_FILL_LIMIT, DEFAULT_RENDER_LIMIT, TOO_MANY_RENDERS_HTML } from './render-gate';

let runtime: Runtime;
/** Before the client's first render: its limit's windows start then, on the real clock. */
let limitsStarted: number;

beforeAll(async () => {
  limitsStarted = Date.now();
  runtime = await startTestRuntime({}, () => {}, { rateLimits: 'on' });
});
afterAll(async () => {
  await runtime?.close();
});

const random = () => Math.random().toString(36).slice(2);

describe('renders per client', () => {
  it('60 requests with random query strings: one render fills the cache, the rest are hits', async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await request(runtime.app).get(`${PATHS.aboutUs}?${random()}=${random()}&utm_source=${random()}`));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.headers[PAGE_CACHE_HEADER] === 'hit').length).toBeGreaterThanOrEqual(59);
  });

  it('eight at once for a page not yet cached: one render, the other seven get its copy', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(runtime.app).get(`${PATHS.terms}?fbclid=${random()}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const rendered = answers.filter((answer) => answer.headers['cache-control'] === 'private, no-store');
    expect(rendered).toHaveLength(1);
    expect(answers.filter((answer) => answer.headers[PAGE_CACHE_HEADER] === 'hit')).toHaveLength(7);
  });

  it('renders no copy can answer (a country search each time) are refused past the burst with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (let i = 0; i < 60; i++) {
      const answer = await request(runtime.app).get(`${PATHS.voipInternational}?country=${random()}`);
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    const rendered = statuses.filter((status) => status === 200).length;
    // What the burst had left after the fills above, and perhaps a token refilled meanwhile.
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(rendered).toBeLessThanOrEqual(mostAllowedIn(DEFAULT_RENDER_LIMIT, secondsSince(limitsStarted)));
    expect(statuses.filter((status) => status === 429).length).toBe(60 - rendered);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused!.headers['cache-control']).toBe('private, no-store');
    expect(refused!.text).toBe(TOO_MANY_RENDERS_HTML);
    // A cached page still answers the same client.
    expect((await request(runtime.app).get(`${PATHS.aboutUs}?utm_source=x`)).status).toBe(200);
  });

  it('the first render of every key counts too: past its fill allowance a client fills no new key', async () => {
    runtime.pageCache!.clear();
    // Lists of known plans: canonical keys, each stored when rendered, more of them than the allowance.
    const ids = NBN_PLANS.map((plan) => plan.id);
    const lists = ids.flatMap((a, i) => [[a], ...ids.slice(i + 1).flatMap((b, j) => [[a, b], ...ids.slice(i + j + 2).map((c) => [a, b, c])])]);
    expect(lists.length).toBeGreaterThan(DEFAULT_FILL_LIMIT.burst + 20);
    const statuses: number[] = [];
    for (let i = 0; i < lists.length; i += 8)
      statuses.push(...(await Promise.all(lists.slice(i, i + 8).map(async (list) => (await request(runtime.app).get(`${PATHS.compare}?plans=${list.join(',')}`)).status))));
    await runtime.pageCache!.settled();
    // The allowance: what the limit's windows let through since the client's first call.
    const allowance = mostAllowedIn(DEFAULT_FILL_LIMIT, secondsSince(limitsStarted));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(lists.length - allowance);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(runtime.pageCache!.size().entries).toBeLessThanOrEqual(allowance);
  }, 60_000);
});
