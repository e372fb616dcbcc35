// Pages cannot be used to burn CPU, on the production build (dist/server/index.js, NODE_ENV=production):
// a query the page does not read and any cookie find the cached copy, which holds none of them;
// renders no copy can answer are limited per client (docs/operations.md#render-limits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { DEFAULT_RENDER_LIMIT } from '../../server/render/render-gate';
import { productionEnv, startBuiltServer, type BuiltServer } from '../../harness/built-server';

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ ...productionEnv(), SITE_URL: 'https://www.kookaburra.example' });
});
afterAll(async () => {
  await server?.stop();
});

const random = () => Math.random().toString(36).slice(2);

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, cache: response.headers.get('x-page-cache'), headers: response.headers, text: await response.text() };
}

describe('renders on the production build', () => {
  it('60 requests with random query strings from one client: one render fills the cache, the rest are hits', async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await get(`${PATHS.privacyPolicy}?${random()}=${random()}`));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.cache === 'hit').length).toBeGreaterThanOrEqual(59);
  });

  it('tracking parameters and cookies are hits, and the copy carries none of the first visitor\'s', async () => {
    const marks = `utm_source=MARK-UTM&fdclid=MARK-FD&gclid=MARK-GCLID&fbclid=MARK-FB&msclkid=MARK-MS`;
    const fill = await get(`${PATHS.homeSecure}?${marks}`, { cookie: '_ga=MARK-GA; session=MARK-SESSION' });
    expect(fill.status).toBe(200);
    await expect.poll(async () => (await get(`${PATHS.homeSecure}?utm_source=x`)).cache, { timeout: 10_000, interval: 50 }).toBe('hit');
    for (const query of ['?utm_source=news&utm_medium=email', `?fdclid=${random()}`, `?gclid=${random()}`, `?fbclid=${random()}&msclkid=${random()}`]) {
      const visit = await get(`${PATHS.homeSecure}${query}`, { cookie: `_ga=GA1.1.${random()}` });
      expect(visit.cache, query).toBe('hit');
      expect(visit.text).not.toMatch(/MARK-/);
      expect(visit.text).toContain(`<link rel="canonical" href="https://www.kookaburra.example${PATHS.homeSecure}"/>`);
    }
  });

  it('60 renders no copy can answer (a country search each) are refused past the client\'s limit with 429 and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await get(`${PATHS.voipInternational}?country=${random()}`));
    const rendered = answers.filter((answer) => answer.status === 200).length;
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(rendered).toBeLessThanOrEqual(DEFAULT_RENDER_LIMIT.burst + 2);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(60 - rendered);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused[0]!.headers.get('cache-control')).toBe('private, no-store');
    // Cached pages still answer the same client.
    expect((await get(`${PATHS.privacyPolicy}?gclid=1`)).cache).toBe('hit');
  });
});
