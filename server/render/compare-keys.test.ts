// /compare's page keys through the whole site (createRuntime, limits on as production runs them):
// only a list of known plans, at most three, is stored, under one key whatever its spelling; made-up
// lists render for their client, counted, and are kept nowhere
// (docs/decisions/037-byte-bounded-page-cache-and-canonical-keys.md; the production build and its
// memory: tests/e2e/page-costs.test.ts).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { startTestRuntime } from '../../tests/support/test-runtime';
import { mostAllowedIn, secondsSince } from '../../tests/support/rate-limit-bound';
import type { Runtime } from '../compose';
import { PAGE_CACHE_HEADER } from '../page-cache/page-cache';
import { storedPage } from '../page-cache/stored-page.test-helper';
import { DEFAULT_RENDER_LIMIT } from './render-gate';
import { createShareableCheck } from './shareable-page';

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

/** Plans of the embedded provider's nbn catalogue (tests/e2e/compare-plans.test.ts compares them too). */
const KNOWN = [10317, 10318, 10319];
const compare = (plans: string) => `${PATHS.compare}?plans=${plans}`;

describe('/compare keys', () => {
  it('a key is shareable only when it names known plans, at most three, and nothing else', async () => {
    const shareable = createShareableCheck(runtime.readApi);
    expect(await shareable(compare('10317,10318'))).toBe(true);
    expect(await shareable(compare(KNOWN.join(',')))).toBe(true);
    expect(await shareable(compare('10317,99999'))).toBe(false);
    expect(await shareable(compare('10311,10312,10317,10318'))).toBe(false);
    expect(await shareable(compare('-'))).toBe(false);
    // Other pages' keys are bounded by what their page reads.
    expect(await shareable(PATHS.aboutUs)).toBe(true);
    expect(await shareable(`${PATHS.nbn}?offer=boost`)).toBe(true);
  });

  it('stores known plans once for every spelling; a list naming an unknown plan is rendered and never stored', async () => {
    const first = await request(runtime.app).get(compare('10318,10317'));
    expect(first.status).toBe(200);
    await runtime.pageCache!.settled();
    expect(storedPage(runtime.pageCache!, compare('10317,10318'))).toBeDefined();
    const again = await request(runtime.app).get(`${PATHS.compare}?plans=10317&plans=10318&utm_source=x`);
    expect(again.headers[PAGE_CACHE_HEADER]).toBe('hit');

    for (let i = 0; i < 2; i++) {
      const unknown = await request(runtime.app).get(compare('10317,99999'));
      expect(unknown.status).toBe(200);
      expect(unknown.headers['cache-control']).toBe('private, no-store');
      expect(unknown.text).toContain('We could not find plan 99999: it may no longer be offered.');
      await runtime.pageCache!.settled();
    }
    expect(storedPage(runtime.pageCache!, compare('10317,99999'))).toBeUndefined();
  });

  it('200 random lists from one client: renders stop at the client\'s limit and the cache holds none of them', async () => {
    const before = runtime.pageCache!.size().entries;
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const ids = Array.from({ length: 1 + (i % 4) }, () => String(Math.floor(Math.random() * 1e9)));
      statuses.push((await request(runtime.app).get(compare(ids.join(',')))).status);
    }
    const rendered = statuses.filter((status) => status === 200).length;
    expect(rendered).toBeLessThanOrEqual(mostAllowedIn(DEFAULT_RENDER_LIMIT, secondsSince(limitsStarted)));
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - rendered);
    await runtime.pageCache!.settled();
    expect(runtime.pageCache!.size().entries).toBe(before);
  });
});
