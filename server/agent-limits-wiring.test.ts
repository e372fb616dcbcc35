// compose.ts wires the agent limits (docs/decisions/014-agent-limits-and-trusted-proxies.md): the session route, the proxies and the
// hand-off share one verified-agent cache, and AGENT_RATE_LIMIT_FACTOR reaches the limits.
import { randomBytes } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime } from '../tests/support/test-runtime';
import type { Runtime } from './compose';

/** Made for this run and given to the server: no test signs with a key written in the repository. */
const AGENT_TOKEN_SECRET = randomBytes(32).toString('base64url');

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime({ AGENT_RATE_LIMIT_FACTOR: '5', AGENT_TOKEN_SECRET }, undefined, { rateLimits: 'on' });
}, 60_000);
afterAll(async () => {
  await runtime?.close();
});

const token = (secret = AGENT_TOKEN_SECRET, agentCode = 'A123') =>
  new SignJWT({ name: 'Jane Citizen', agent_code: agentCode, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(secret));

const ADDRESS = '/api/address/LOC000184726551';

const many = (count: number, bearer?: string) =>
  Promise.all(
    Array.from({ length: count }, () => {
      // Through the front door, as server/index.ts serves: the proxies' plain form (define-route.ts).
      const call = request(runtime.app).get(ADDRESS);
      return (bearer ? call.set('authorization', `Bearer ${bearer}`) : call).then((answer) => answer.status);
    }),
  );

describe('agent limits through the composed runtime', () => {
  it('an agent who began a session has its own limit (5 x 40 here); the address and forged tokens share 40', async () => {
    const agent = await token();
    await request(runtime.app).post('/api/agent/session').send({ token: agent }).expect(200);

    // 150 calls at once: over a visitor's burst (40), inside this agent's (200).
    expect(await many(150, agent)).toEqual(Array<number>(150).fill(200));
    // The same from the address alone, or with a forged token for another agent, is over the limit.
    expect((await many(150)).filter((status) => status === 429).length).toBeGreaterThan(0);
    const forged = await token('a-forged-secret-that-is-long-enough-0123456789', 'Z999');
    expect((await many(150, forged)).filter((status) => status === 429).length).toBeGreaterThan(0);

    // The front door's 429 is the Express path's, header for header. The bucket refills at 20/s, so
    // a token can come back between two calls on a busy machine: empty it, ask both doors at once,
    // and try again until both were refused.
    const listening = (handler: RequestListener) =>
      new Promise<Server>((resolve) => {
        const server = createServer(handler).listen(0, '127.0.0.1', () => resolve(server));
      });
    const servers = [await listening(runtime.app), await listening(runtime.app)];
    const [frontUrl, expressUrl] = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const both = () => Promise.all([request(frontUrl!).get(ADDRESS), request(expressUrl!).get(ADDRESS)]);
    let [front, viaExpress] = await both();
    for (let tries = 0; (front.status !== 429 || viaExpress.status !== 429) && tries < 20; tries += 1) {
      await many(60);
      [front, viaExpress] = await both();
    }
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    expect([front.status, viaExpress.status]).toEqual([429, 429]);
    const VARYING = new Set(['date', 'x-request-id', 'content-security-policy']);
    const comparable = (headers: Record<string, string>) => Object.entries(headers).filter(([name]) => !VARYING.has(name)).sort();
    expect(comparable(front.headers as Record<string, string>)).toEqual(comparable(viaExpress.headers as Record<string, string>));
    expect(front.text).toBe(viaExpress.text);
  });
});
