// On the hand-off: a verified agent's orders count against the agent (the form's
// agent-token, docs/product/agents.md#agent-mode), so a call centre behind one NAT address is not one client; a token the
// server cannot verify leaves the order on the address's limit (docs/decisions/014-agent-limits-and-trusted-proxies.md).
import { DEFAULT_AGENT_LIMIT_FACTOR } from '../../config/defaults';
import type { RequestListener } from 'node:http';
import { SignJWT } from 'jose';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgentTokenVerifier } from '../agent/verify-agent-token';
import { cisVersion } from '../../../shared/domain/plans/offer';
import { ADDRESSES, FLIP_PLAN, goodUpstream } from '../api-test-kit.test-helper';
import { routeListener } from '../route-listener.test-helper';
import { startFakeUpstream, type FakeUpstream } from '../../upstream/fake-upstream.test-helper';
import { upstreamsOnFake } from '../../upstream/upstreams-on-fake.test-helper';
import type { Upstreams } from '../../upstream/upstreams';
import { createHandoffRoute, DEFAULT_HANDOFF_RATE_LIMIT } from './handoff-route';
import { API_ROUTES } from '../../../shared/routes/api-paths';

const HANDOFF_PATH = API_ROUTES.orderHandoff;

const AGENT_SECRET = 'handoff-agent-limit-secret-that-is-long-enough';
const NOW_MS = Date.UTC(2026, 10, 21, 9, 0, 0);
const NOW_S = Math.floor(NOW_MS / 1000);
/**
 * The hand-off's burst with a slow steady rate: the limiter's windows run on the real clock
 * (server/api/rate-limit.ts windowsFor), and at one order in 20 s none starts again within a test,
 * however slowly a loaded machine sends the orders. The agent's limit scales from it.
 */
const LIMIT = { perSecond: 0.05, burst: DEFAULT_HANDOFF_RATE_LIMIT.burst };

/** A Flip to Fibre order as the order summary posts it (shared/schemas/handoff.ts). */
const ORDER = {
  service_type: 'flipToFibre',
  plan_id: String(FLIP_PLAN.id),
  cis_version: cisVersion(FLIP_PLAN, 'standard'),
  modem: '1',
  extender: '1',
  voip: 'unlimited',
  home_secure: '1',
  transfer_plan: '50',
  sq_address: ADDRESSES[0]!.formattedAddress,
  location_nbn: 'LOC000000000001',
};

let fake: FakeUpstream;
let upstreams: Upstreams;

beforeEach(async () => {
  fake = await startFakeUpstream(goodUpstream());
  upstreams = upstreamsOnFake(fake);
});

afterEach(async () => {
  await upstreams.close();
  await fake.close();
});

/** Every post comes from 127.0.0.1: one address, as behind a call centre's NAT. */
function handoffApp() {
  const app = routeListener([
    createHandoffRoute({
      upstreams,
      orderSiteUrl: 'https://order.example.test/order',
      orderAesSecret: 'handoff-agent-limit-aes-secret-0123',
      orderSigningSecret: 'order-signing-key-for-this-test-0123456789',
      siteUrl: 'https://www.kookaburra.example',
      verifyAgentToken: createAgentTokenVerifier({ secret: AGENT_SECRET, clock: () => NOW_MS }),
      reportError: () => {},
      clock: () => NOW_MS,
      agentLimitFactor: DEFAULT_AGENT_LIMIT_FACTOR,
      rateLimit: LIMIT,
    }),
  ]);
  return app;
}

const agentToken = (code: string, { exp = NOW_S + 3600, secret = AGENT_SECRET } = {}) =>
  new SignJWT({ name: `Agent ${code}`, agent_code: code, iat: exp - 8 * 3600, exp }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));

const post = (app: RequestListener, token?: string) =>
  request(app)
    .post(HANDOFF_PATH)
    .type('form')
    .set('accept', 'application/json')
    .send(token ? { ...ORDER, 'agent-token': token } : ORDER);

describe('POST /api/order/handoff: agents behind one address', () => {
  it('20 agents at one address each hand off orders while the address alone is over its limit', async () => {
    const app = handoffApp();
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => agentToken(`A${100 + i}`)));
    // The same number of orders without tokens: the address's burst, then 429.
    const anonymous: number[] = [];
    for (let i = 0; i < 20; i += 1) anonymous.push((await post(app)).status);
    expect(anonymous).toEqual([...Array(LIMIT.burst).fill(303), ...Array(20 - LIMIT.burst).fill(429)]);
    // Two orders in a row for each agent at the same moment.
    for (const token of [...tokens, ...tokens]) {
      const answer = await post(app, token);
      expect(answer.status, answer.text).toBe(303);
      const landed = new URL(answer.headers.location!).searchParams;
      expect(landed.get('agent_code')).toMatch(/^A\d+$/);
      expect(landed.get('agent_attribution')).toBeTruthy();
      expect(answer.headers.location).not.toContain(token);
    }
  });

  it('a forged or expired agent-token gets the address limit', async () => {
    const app = handoffApp();
    for (let i = 0; i < LIMIT.burst; i += 1) await post(app).expect(303);
    await post(app, await agentToken('A123', { secret: 'a-different-secret-that-is-long-enough-0123' })).expect(429);
    await post(app, await agentToken('A123', { exp: NOW_S - 1 })).expect(429);
    await post(app, 'not-a-token').expect(429);
    await post(app, await agentToken('A123')).expect(303);
  });

  it('an agent over its own limit (twice the address limit) gets 429', async () => {
    const app = handoffApp();
    const token = await agentToken('A123');
    for (let i = 0; i < LIMIT.burst * DEFAULT_AGENT_LIMIT_FACTOR; i += 1) await post(app, token).expect(303);
    const limited = await post(app, token).expect(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    await post(app, await agentToken('B456')).expect(303);
  });
});
