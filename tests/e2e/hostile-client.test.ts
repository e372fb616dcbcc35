// What one hostile client can make one instance of the production build do (dist/server/index.js,
// NODE_ENV=production, no Redis), on one site for both halves:
// - pages cannot be used to burn CPU: a query the page does not read and any cookie find the cached
//   copy, which holds none of them; renders no copy can answer are limited per client
//   (docs/operations.md#render-limits);
// - hostile request bodies (the fleet test, tests/fleet/fleet-bodies.test.ts, does the same with Redis
//   and through Varnish): every POST route answers each one (413 for the oversized, never a 5xx) or
//   drops only that connection, the process stays up, and a kept-alive connection that carried a
//   refused body goes on answering (docs/operations.md#request-bodies-and-deadlines).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { API_ROUTES } from '../../shared/routes/api-paths';
import { DEFAULT_RENDER_LIMIT } from '../../server/render/render-gate';
import { DRAIN_MAX_BYTES } from '../../server/api/node-request-body';
import { productionEnv, startBuiltServer, type BuiltServer } from '../../harness/built-server';
import { answersGet, HOSTILE_PLANS, POST_ROUTES, postBody } from '../support/hostile-bodies';

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ ...productionEnv(), SITE_URL: 'https://www.kookaburra.example', PURGE_TOKEN: 'hostile-bodies-test-token' });
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

describe('hostile bodies at an instance', () => {
  for (const { name, plan } of HOSTILE_PLANS) {
    it(`every POST route survives ${name}, twice`, async () => {
      for (const route of POST_ROUTES) {
        for (let round = 0; round < 2; round++) {
          const outcome = await postBody(server.url, route, plan);
          if (plan.abortAfter !== undefined) {
            expect(outcome.status, route.path).toBe('aborted');
            continue;
          }
          // Every plan is over every route's cap: a refusal (413, or the route's own 401/403/429
          // before it reads a byte). Past what the site drains, the connection may be cut instead.
          const cut = plan.size > DRAIN_MAX_BYTES && ['EPIPE', 'ECONNRESET'].includes(String(outcome.status));
          if (!cut) expect(outcome.status, `${route.path} ${name} ${String(outcome.status)}`).toSatisfy((status) => typeof status === 'number' && status >= 400 && status < 500);
        }
      }
      expect(await answersGet(`${server.url}/readyz`)).toBe(200);
      expect(server.process.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/ERR_INVALID_STATE|uncaught/i);
    });
  }

  it('answers 413 to a declared megabyte and then the next request on the same connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { hostname, port } = new URL(server.url);
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const headers: Record<string, string | number> = body ? { 'content-type': 'application/json', 'content-length': body.length } : {};
        const request = http.request({ hostname, port, path, method, headers, agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, socket: request.socket }));
        });
        request.on('error', reject);
        request.end(body);
      });
    try {
      const refused = await send('POST', API_ROUTES.events, Buffer.alloc(1024 * 1024, 'a'));
      expect([413, 429]).toContain(refused.status);
      const next = await send('GET', '/readyz');
      expect(next.status).toBe(200);
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });
});
