// Agent tokens on the fleet (Varnish, two production instances, Redis, the provider in its own
// process): the hand-off's 303 through Varnish holds the agent code and an attribution the order
// stand-in credits, never the login token; a ten-year token is refused; a revocation written to
// Redis is honoured by both instances.
import { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_REVOCATIONS_REDIS_KEY } from '../../server/api/agent/agent-revocations';
import { flipCisVersion } from '../support/offered-cis-version';
import { FLIP_ORDER_FORM, signAgentToken } from '../support/agent-token';
import { useSharedFleet } from '../support/fleet-run';

const fleet = useSharedFleet();
const nowSeconds = () => Math.floor(Date.now() / 1000);
const sign = (claims: Record<string, unknown>) => signAgentToken(fleet.agentTokenSecret, claims);
describe('agent tokens on the fleet', () => {
  /** The CIS version the flip page shows for the plan, as the order summary posts it. */
  let cisVersion = '';
  beforeAll(async () => {
    const front = fleet.frontUrl;
    cisVersion = await flipCisVersion(async (path) => (await fetch(`${front}${path}`)).json(), FLIP_ORDER_FORM.location_nbn, Number(FLIP_ORDER_FORM.plan_id));
  });

  const session = (base: string, token: string) =>
    fetch(`${base}/api/agent/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });

  it("the hand-off through Varnish sends the agent code and an attribution the order site credits, never the login token", async () => {
    const front = fleet.frontUrl;
    const token = await sign({ jti: 'fleet-1' });
    // Both instances, as Varnish spreads the posts.
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${front}/api/order/handoff`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: front, 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ ...FLIP_ORDER_FORM, cis_version: cisVersion, 'agent-token': token }).toString(),
      });
      expect(answer.status, await answer.clone().text()).toBe(303);
      const location = answer.headers.get('location')!;
      const landed = new URL(location).searchParams;
      expect(landed.get('agent_code')).toBe('A123');
      expect(landed.has('agent-token')).toBe(false);
      for (const part of [token, ...token.split('.').slice(1)]) expect(location).not.toContain(part);
      const order = await fetch(location);
      expect(order.status).toBe(200);
      expect(await order.text()).toContain('Agent credited: A123.');
    }
  });

  it('a ten-year token is refused through Varnish', async () => {
    const tenYears = await sign({ iat: nowSeconds(), exp: nowSeconds() + 10 * 365 * 24 * 3600 });
    expect((await session(fleet.frontUrl, tenYears)).status).toBe(401);
    expect((await session(fleet.frontUrl, await sign({}))).status).toBe(200);
  });

  it('an agent code revoked in Redis is refused by both instances', async () => {
    const token = await sign({ agent_code: 'R9' });
    for (const site of fleet.instances) expect((await session(site.url, token)).status).toBe(200);
    const operator = new Redis(fleet.redisUrl);
    try {
      await operator.sadd(AGENT_REVOCATIONS_REDIS_KEY, 'agent:R9');
    } finally {
      operator.disconnect();
    }
    await expect
      .poll(async () => Promise.all(fleet.instances.map(async (site) => (await session(site.url, token)).status)), { timeout: 15_000, interval: 100 })
      .toEqual([401, 401]);
  });
});
