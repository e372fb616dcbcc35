// Hostile request bodies at one instance of the production build without Redis (the fleet test,
// tests/fleet/fleet-bodies.test.ts, does the same with Redis and through Varnish): every POST route
// answers each one (413 for the oversized, never a 5xx) or drops only that connection, the process
// stays up, and a kept-alive connection that carried a refused body goes on answering.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_MAX_BYTES } from '../../server/api/node-request-body';
import { API_ROUTES } from '../../shared/routes/api-paths';
import { productionEnv, startBuiltServer, type BuiltServer } from '../../harness/built-server';
import { answersGet, HOSTILE_PLANS, POST_ROUTES, postBody } from '../support/hostile-bodies';

let site: BuiltServer;
beforeAll(async () => {
  site = await startBuiltServer({ ...productionEnv(), PURGE_TOKEN: 'hostile-bodies-test-token' });
});
afterAll(async () => {
  await site?.stop();
});

describe('hostile bodies at an instance', () => {
  for (const { name, plan } of HOSTILE_PLANS) {
    it(`every POST route survives ${name}, twice`, async () => {
      for (const route of POST_ROUTES) {
        for (let round = 0; round < 2; round++) {
          const outcome = await postBody(site.url, route, plan);
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
      expect(await answersGet(`${site.url}/readyz`)).toBe(200);
      expect(site.process.exitCode).toBeNull();
      expect(site.output()).not.toMatch(/ERR_INVALID_STATE|uncaught/i);
    });
  }

  it('answers 413 to a declared megabyte and then the next request on the same connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { hostname, port } = new URL(site.url);
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
