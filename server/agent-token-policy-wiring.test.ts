// compose.ts applies the agent-token policy of docs/operations.md#agent-tokens everywhere a token is
// read (the agent session, the hand-off): AGENT_TOKEN_MAX_AGE_S, AGENT_TOKEN_ISSUER,
// AGENT_TOKEN_AUDIENCE and AGENT_TOKEN_REVOKED reach the verifier, and the order site's URL holds
// the agent code and an attribution, never the token.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flipCisVersion } from '../tests/support/offered-cis-version';
import { startTestRuntime } from '../tests/support/test-runtime';
import type { Runtime } from './compose';
import { FLIP_ORDER_FORM, newAgentTokenSecret, signAgentToken } from '../tests/support/agent-token';

const AGENT_TOKEN_SECRET = newAgentTokenSecret();
const nowSeconds = () => Math.floor(Date.now() / 1000);

const sign = (claims: Record<string, unknown>) => signAgentToken(AGENT_TOKEN_SECRET, claims);
let runtime: Runtime;
/** The CIS version the flip page shows for the plan, as the order summary posts it. */
let cisVersion = '';
beforeAll(async () => {
  runtime = await startTestRuntime({
    AGENT_TOKEN_SECRET,
    AGENT_TOKEN_MAX_AGE_S: '7200',
    AGENT_TOKEN_ISSUER: 'https://sales.kookaburra.example',
    AGENT_TOKEN_AUDIENCE: 'kookaburra-web',
    AGENT_TOKEN_REVOKED: 'jti:leaked-1, agent:B7',
  });
  cisVersion = await flipCisVersion(async (path) => (await request(runtime.app).get(path).expect(200)).body, FLIP_ORDER_FORM.location_nbn, Number(FLIP_ORDER_FORM.plan_id));
}, 60_000);
afterAll(async () => {
  await runtime?.close();
});

const ours = { iss: 'https://sales.kookaburra.example', aud: 'kookaburra-web' };
const session = (token: string) => request(runtime.app).post('/api/agent/session').send({ token });
const handoff = (token: string) =>
  request(runtime.app).post('/api/order/handoff').type('form').set('sec-fetch-site', 'same-origin').send({ ...FLIP_ORDER_FORM, cis_version: cisVersion, 'agent-token': token });

describe('the agent-token policy through the composed runtime', () => {
  it('a token that meets every rule opens a session', async () => {
    await session(await sign(ours)).expect(200);
  });

  it.each([
    ['longer than AGENT_TOKEN_MAX_AGE_S (2 h 1 s)', { ...ours, iat: nowSeconds(), exp: nowSeconds() + 7201 }],
    ['valid for ten years', { ...ours, iat: nowSeconds(), exp: nowSeconds() + 10 * 365 * 24 * 3600 }],
    ['without iat', { ...ours, iat: undefined }],
    ['from another issuer', { ...ours, iss: 'https://elsewhere.example' }],
    ['without an issuer', { aud: ours.aud }],
    ['for another audience', { ...ours, aud: 'crm' }],
    ['revoked by jti', { ...ours, jti: 'leaked-1' }],
    ['of a revoked agent code', { ...ours, agent_code: 'B7' }],
  ])('a token %s is refused: no session, no agent fields in the hand-off', async (_what, claims) => {
    const token = await sign(claims);
    await session(token).expect(401);
    const answer = await handoff(token).expect(303);
    const landed = new URL(answer.headers.location!).searchParams;
    expect(landed.has('agent_code')).toBe(false);
    expect(landed.has('agent_attribution')).toBe(false);
  });

  it("the hand-off's 303 holds the agent code and an attribution, and nothing of the login token", async () => {
    const token = await sign({ ...ours, jti: 'fine-1' });
    const answer = await handoff(token).expect(303);
    const location = answer.headers.location!;
    const landed = new URL(location).searchParams;
    expect(landed.get('agent_code')).toBe('A123');
    expect(landed.get('agent_attribution')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const part of [token, ...token.split('.').slice(1)]) expect(location).not.toContain(part);
    // The embedded order stand-in, given the site's ORDER_AES_SECRET, credits the agent.
    const order = await fetch(location);
    expect(order.status).toBe(200);
    expect(await order.text()).toContain('Agent credited: A123.');
  });
});
