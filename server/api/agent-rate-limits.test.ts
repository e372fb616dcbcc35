// A call centre's agents behind one NAT address each have their own limits on the
// address and SQ proxies; visitors at that address keep the per-address limits, and a token the
// server cannot verify never buys more than they have (docs/decisions/014-agent-limits-and-trusted-proxies.md).
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheVerifiedAgents } from './agent/verified-agent-cache';
import { createAgentTokenVerifier, type VerifyAgentToken } from './agent/verify-agent-token';
import type { ApiDeps } from './api-deps';
import { startTestSite, type TestSite } from './api-test-kit.test-helper';

const SECRET = 'agent-rate-limit-test-secret-long-enough-0123';
const NAT_AGENTS = 20;

let site: TestSite | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await site?.close();
  site = undefined;
});

const agentToken = (code: string, exp: number, secret = SECRET) =>
  new SignJWT({ name: `Agent ${code}`, agent_code: code, iat: exp - 8 * 3600, exp }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));

/**
 * The site API on the kit's clock, with agent limits wired as compose.ts wires them. The limits read
 * the wall clock (rate-limiter-flexible): only Date is faked, and the kit's advance moves it.
 */
async function startSite(deps: Partial<ApiDeps> = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const verifications: string[] = [];
  const verify = createAgentTokenVerifier({ secret: SECRET, clock: () => site!.now() });
  const counted: VerifyAgentToken = (token) => {
    verifications.push(token);
    return verify(token);
  };
  const agents = cacheVerifiedAgents(counted, { clock: () => site!.now() });
  // Forty-odd calls at once: the kit's patient upstream deadline keeps a busy machine's queue from
  // turning into 504s, which this test is not about.
  site = await startTestSite({ deps: { rateLimit: {}, lookupAgent: agents.lookup, ...deps } });
  return { site, verifications, nowSeconds: () => Math.floor(site!.now() / 1000) };
}

const bearer = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/**
 * A minute of normal work for each caller, all at once (the worst case for a shared address): three
 * customers, each an address typed with the 500 ms debounce (docs/product/address-check.md#search-retry) for 4 s, every search sent
 * twice (footprint, then the api retry), then the SQ. Returns the statuses each caller saw.
 */
async function minuteOfWork(target: TestSite, callers: (string | undefined)[]): Promise<number[][]> {
  const statuses = callers.map((): number[] => []);
  const text = ['14 Lyre', '14 Lyreb', '14 Lyrebi', '14 Lyrebir', '14 Lyrebird', '14 Lyrebird R', '14 Lyrebird Ri', '14 Lyrebird Rise'];
  const together = async (call: (token: string | undefined) => Promise<Response>[]) => {
    const answers = await Promise.all(callers.map((token) => Promise.all(call(token))));
    answers.forEach((seen, i) => statuses[i]!.push(...seen.map((answer) => answer.status)));
  };
  for (let customer = 0; customer < 3; customer += 1) {
    for (const typed of text) {
      await together((token) =>
        (['footprint', 'api'] as const).map((source) =>
          target.get(`/api/address?${new URLSearchParams({ fullText: `${typed} ${customer}`, source })}`, bearer(token)),
        ),
      );
      target.advance(500);
    }
    target.advance(500);
    await together((token) => [target.get('/api/service-qualification?nbn=LOC000000000001', bearer(token))]);
    target.advance(20_000 - 4_500);
  }
  return statuses;
}

const refusals = (statuses: number[][]) => statuses.flat().filter((status) => status !== 200);

describe('agents behind one address', () => {
  it(`${NAT_AGENTS} agents at one address never see 429 in a minute of normal work; the same volume without tokens does`, async () => {
    const { site: target, verifications, nowSeconds } = await startSite();
    const tokens = await Promise.all(
      Array.from({ length: NAT_AGENTS }, (_, i) => agentToken(`A${100 + i}`, nowSeconds() + 8 * 3600)),
    );

    // The agents, with one visitor at the same address doing one person's work beside them.
    const seen = await minuteOfWork(target, [...tokens, undefined]);
    const visitor = seen.pop()!;
    expect(seen.flat()).toHaveLength(NAT_AGENTS * 3 * (8 * 2 + 1));
    expect(refusals(seen)).toEqual([]);
    expect(refusals([visitor])).toEqual([]);
    // Each token was verified once, not on every call (docs/architecture.md#budgets proxy budget).
    expect(verifications).toHaveLength(NAT_AGENTS);

    // The same volume from the same address without agent tokens is one client over its limits.
    const anonymous = await minuteOfWork(target, Array.from({ length: NAT_AGENTS }, () => undefined));
    expect(anonymous.flat().filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it('a forged, expired, unsigned or malformed token counts against the address', async () => {
    const { site: target, nowSeconds } = await startSite({
      rateLimit: { address: { perSecond: 0.001, burst: 1 }, serviceQualification: { perSecond: 0.001, burst: 1 } },
    });
    const path = '/api/address/LOC000000000001';
    expect((await target.get(path)).status).toBe(200);
    expect((await target.get('/api/service-qualification?nbn=LOC000000000001')).status).toBe(200);

    const good = await agentToken('A123', nowSeconds() + 3600);
    const [header, payload] = good.split('.');
    const offered = [
      await agentToken('A123', nowSeconds() + 3600, 'a-different-secret-that-is-long-enough-0123'),
      await agentToken('A123', nowSeconds() - 1),
      `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`,
      `${header}.${payload}.not-the-signature`,
      'not-a-token',
    ];
    for (const token of offered) {
      expect((await target.get(path, bearer(token))).status, token).toBe(429);
      expect((await target.get('/api/service-qualification?nbn=LOC000000000001', bearer(token))).status, token).toBe(429);
    }
    // Only the Bearer scheme carries an agent token.
    expect((await target.get(path, { authorization: `Basic ${good}` })).status).toBe(429);
    // A verified agent at the same address is not held back by it.
    expect((await target.get(path, bearer(good))).status).toBe(200);
    expect((await target.get('/api/service-qualification?nbn=LOC000000000001', bearer(good))).status).toBe(200);
  });

  it('enforces the agent limit itself: twice the visitor limit by default, per agent', async () => {
    const { site: target, nowSeconds } = await startSite({ rateLimit: { serviceQualification: { perSecond: 1, burst: 2 } } });
    const jane = await agentToken('A123', nowSeconds() + 3600);
    const sam = await agentToken('B456', nowSeconds() + 3600);
    const sq = (token: string) => target.get('/api/service-qualification?nbn=LOC000000000001', bearer(token));
    for (let i = 0; i < 4; i += 1) expect((await sq(jane)).status).toBe(200);
    const limited = await sq(jane);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await limited.json()).error.code).toBe('rate_limited');
    // Another agent, and a new token for the same agent code, are counted apart from / with Jane.
    expect((await sq(sam)).status).toBe(200);
    expect((await sq(await agentToken('A123', nowSeconds() + 7200))).status).toBe(429);
    // A second on: two more calls, twice the visitor's rate.
    target.advance(1_000);
    expect((await sq(jane)).status).toBe(200);
    expect((await sq(jane)).status).toBe(200);
    expect((await sq(jane)).status).toBe(429);
  });

  it('AGENT_RATE_LIMIT_FACTOR sets the multiple', async () => {
    const { site: target, nowSeconds } = await startSite({ rateLimit: { address: { perSecond: 0.001, burst: 2 } }, agentLimitFactor: 5 });
    const token = await agentToken('A123', nowSeconds() + 3600);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await target.get('/api/address/LOC000000000001', bearer(token))).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it('without agent lookup wired, a token changes nothing', async () => {
    site = await startTestSite({ deps: { rateLimit: { address: { perSecond: 0.001, burst: 1 } } } });
    const token = await agentToken('A123', Math.floor(site.now() / 1000) + 3600);
    expect((await site.get('/api/address/LOC000000000001', bearer(token))).status).toBe(200);
    expect((await site.get('/api/address/LOC000000000001', bearer(token))).status).toBe(429);
  });
});
