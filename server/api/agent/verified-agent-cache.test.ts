import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { cacheVerifiedAgents } from './verified-agent-cache';
import { createAgentTokenVerifier, type VerifyAgentToken } from './verify-agent-token';

const SECRET = 'verified-agent-cache-secret-long-enough-0123456789';
const START_MS = Date.UTC(2026, 10, 21, 9, 0, 0);
const START_S = Math.floor(START_MS / 1000);

const sign = (claims: Record<string, unknown>, secret = SECRET) =>
  new SignJWT({ iat: START_S - 3600, ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));

/** The real verifier on a movable clock, counting how often it runs. */
function countingVerifier() {
  let now = START_MS;
  const clock = () => now;
  const verify = createAgentTokenVerifier({ secret: SECRET, clock });
  const calls: string[] = [];
  const counted: VerifyAgentToken = (token) => {
    calls.push(token);
    return verify(token);
  };
  return { verify: counted, calls, clock, advance: (ms: number) => (now += ms) };
}

describe('cacheVerifiedAgents', () => {
  it('verifies a good token once, then answers at once (no promise) until it expires', async () => {
    const verifier = countingVerifier();
    const cache = cacheVerifiedAgents(verifier.verify, { clock: verifier.clock });
    const token = await sign({ name: 'Jane Citizen', agent_code: 'A123', exp: START_S + 3600 });

    const first = cache.lookup(token);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toMatchObject({ agentCode: 'A123', agentUsername: 'Jane' });
    for (let i = 0; i < 50; i += 1) expect(cache.lookup(token)).toMatchObject({ agentCode: 'A123' });
    expect(await cache.verify(token)).toMatchObject({ agentCode: 'A123' });
    expect(verifier.calls).toHaveLength(1);
  });

  it('makes one verification for a burst of calls with a new token', async () => {
    const verifier = countingVerifier();
    const cache = cacheVerifiedAgents(verifier.verify, { clock: verifier.clock });
    const token = await sign({ name: 'Jane Citizen', agent_code: 'A123', exp: START_S + 3600 });
    const answers = await Promise.all([cache.lookup(token), cache.verify(token), cache.lookup(token)]);
    expect(answers.map((agent) => agent?.agentCode)).toEqual(['A123', 'A123', 'A123']);
    expect(verifier.calls).toHaveLength(1);
  });

  it('never remembers a refusal: a forged or expired token is verified and refused every time', async () => {
    const verifier = countingVerifier();
    const cache = cacheVerifiedAgents(verifier.verify, { clock: verifier.clock });
    const forged = await sign({ name: 'Jane Citizen', agent_code: 'A123', exp: START_S + 3600 }, 'another-secret-that-is-long-enough-0123456789');
    const expired = await sign({ name: 'Jane Citizen', agent_code: 'A123', exp: START_S - 1 });
    for (const token of [forged, forged, expired, expired]) expect(await cache.lookup(token)).toBeNull();
    expect(verifier.calls).toHaveLength(4);
  });

  it('forgets a token when its exp arrives (docs/product/agents.md#agent-token: exp strictly in the future, in seconds)', async () => {
    const verifier = countingVerifier();
    const cache = cacheVerifiedAgents(verifier.verify, { clock: verifier.clock });
    const token = await sign({ name: 'Jane Citizen', agent_code: 'A123', exp: START_S + 60 });
    expect(await cache.lookup(token)).not.toBeNull();
    verifier.advance(59_999);
    expect(cache.lookup(token)).toMatchObject({ agentCode: 'A123' });
    verifier.advance(1);
    const late = cache.lookup(token);
    expect(late).toBeInstanceOf(Promise);
    expect(await late).toBeNull();
    expect(verifier.calls).toHaveLength(2);
  });

  it('verifies a remembered token again after maxAgeMs (a key withdrawn from the key set stops working)', async () => {
    const verifier = countingVerifier();
    const cache = cacheVerifiedAgents(verifier.verify, { clock: verifier.clock, maxAgeMs: 1000 });
    const token = await sign({ name: 'Jane Citizen', agent_code: 'A123', exp: START_S + 3600 });
    await cache.lookup(token);
    verifier.advance(1000);
    expect(cache.lookup(token)).toBeInstanceOf(Promise);
    expect(verifier.calls).toHaveLength(2);
  });

  it('keeps at most maxTokens, dropping the least recently used', async () => {
    const verifier = countingVerifier();
    const cache = cacheVerifiedAgents(verifier.verify, { clock: verifier.clock, maxTokens: 2 });
    const tokens = await Promise.all(
      ['A1', 'A2', 'A3'].map((code) => sign({ name: 'Jane Citizen', agent_code: code, exp: START_S + 3600 })),
    );
    for (const token of tokens) await cache.lookup(token);
    expect(cache.lookup(tokens[0]!)).toBeInstanceOf(Promise);
    expect(cache.lookup(tokens[2]!)).toMatchObject({ agentCode: 'A3' });
  });
});

describe('cacheVerifiedAgents and revocation', () => {
  it('a remembered token revoked since is refused on its next lookup', async () => {
    const verifier = countingVerifier();
    const revoked = new Set<string>();
    const isRevoked = (agent: { agentCode: string }) => revoked.has(agent.agentCode);
    const verify = createAgentTokenVerifier({ secret: SECRET, clock: verifier.clock, isRevoked });
    const cache = cacheVerifiedAgents(verify, { clock: verifier.clock, isRevoked });
    const token = await sign({ name: 'Jane Citizen', agent_code: 'A123', exp: START_S + 3600 });
    expect(await cache.lookup(token)).toMatchObject({ agentCode: 'A123' });
    expect(cache.lookup(token)).toMatchObject({ agentCode: 'A123' });
    revoked.add('A123');
    expect(await cache.lookup(token)).toBeNull();
    expect(await cache.verify(token)).toBeNull();
  });
});
