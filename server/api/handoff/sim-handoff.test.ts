// A mobile SIM order through POST /api/order/handoff (docs/product/ordering-and-handoff.md#mobile-sim-orders,
// ADR 034): no address check, the mobile service's fields, nothing but the plan ordered, and the same
// refusals as any order (a plan not offered, a CIS changed since the page showed it, an agent's token).
import { SignJWT } from 'jose';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dollarsField, HANDOFF_FIELD_NAMES } from '../../../shared/domain/ordering/handoff-fields';
import { serviceFieldProblems } from '../../../shared/domain/ordering/handoff-service-fields';
import { extrasFieldProblems } from '../../../shared/domain/plans/service-extras';
import { simCisVersion } from '../../../shared/domain/mobile/sim-offer';
import { createAgentTokenVerifier } from '../agent/verify-agent-token';
import { MOBILE, goodUpstream } from '../api-test-kit.test-helper';
import { routeListener } from '../route-listener.test-helper';
import { DEFAULT_AGENT_LIMIT_FACTOR } from '../../config/defaults';
import { startFakeUpstream, type FakeUpstream } from '../../upstream/fake-upstream.test-helper';
import { upstreamsOnFake } from '../../upstream/upstreams-on-fake.test-helper';
import type { Upstreams } from '../../upstream/upstreams';
import { createHandoffRoute } from './handoff-route';
import { API_ROUTES } from '../../../shared/routes/api-paths';

const HANDOFF_PATH = API_ROUTES.orderHandoff;

const ORDER_SITE_URL = 'https://order.example.test/order';
const AGENT_SECRET = 'sim-test-agent-secret-that-is-long-enough';
const NOW_MS = Date.UTC(2026, 10, 21, 9, 0, 0);
const SIM = MOBILE[0]!;
const SIM_ORDER = { service_type: 'mobile', plan_id: String(SIM.id), cis_version: simCisVersion(SIM) };

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

const app = () =>
  routeListener([
    createHandoffRoute({
      upstreams,
      orderSiteUrl: ORDER_SITE_URL,
      orderAesSecret: 'sim-test-aes-secret-0123456789',
      orderSigningSecret: 'order-signing-key-for-this-test-0123456789',
      siteUrl: 'https://www.kookaburra.example',
      verifyAgentToken: createAgentTokenVerifier({ secret: AGENT_SECRET, clock: () => NOW_MS }),
      reportError: () => undefined,
      clock: () => NOW_MS,
      rateLimit: false,
      agentLimitFactor: DEFAULT_AGENT_LIMIT_FACTOR,
    }),
  ]);

const post = (form: Record<string, string>, accept = 'text/html') => request(app()).post(HANDOFF_PATH).type('form').set('accept', accept).send(form);

const fieldsOf = (location: string | undefined) => Object.fromEntries(new URL(location!).searchParams);

describe('POST /api/order/handoff: a mobile SIM order', () => {
  it('goes to the order site with the mobile service\'s fields, no address, no location and no extras', async () => {
    const answer = await post({ ...SIM_ORDER, utm_source: 'compare-site' }).expect(303);
    const fields = fieldsOf(answer.headers.location);
    expect(fields).toEqual({
      type: 'mobile_phone',
      technology: 'mobile',
      service_class: '0',
      plan_id: String(SIM.id),
      flip: '0',
      contract_term: '1',
      unlimited_phone: '0',
      payg_phone: '0',
      modem: '0',
      new_dev: '0',
      extender: '0',
      fdclid: '',
      active_service: '0',
      offer_type: 'standard',
      cis_version: simCisVersion(SIM),
      // A SIM costs its plan's price every month, nothing up front.
      monthly_price_steps: dollarsField(SIM.price),
      upfront_total: '0.00',
      utm_source: 'compare-site',
      order_sig: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const names = Object.keys(fields);
    expect(names).toEqual(HANDOFF_FIELD_NAMES.filter((name) => names.includes(name)));
    // The order site's own check (the stand-in's) accepts it.
    expect([...serviceFieldProblems(fields), ...extrasFieldProblems('mobile', fields)]).toEqual([]);
    // No address check is asked for.
    expect(fake.calls.some((call) => call.path.startsWith('/v2/'))).toBe(false);
  });

  it('refuses a form that carries an address, a location or extras: a SIM order has none', async () => {
    const extras: Record<string, string>[] = [{ sq_address: '1 Test St' }, { location_nbn: 'LOC000000000001' }, { modem: '1' }, { home_secure: '1' }];
    for (const extra of extras) {
      const answer = await post({ ...SIM_ORDER, ...extra }, 'application/json').expect(400);
      expect(answer.body.error.code).toBe('bad_request');
    }
  });

  it('refuses a plan the mobile catalogue does not have, back on /mobilephone', async () => {
    const answer = await post({ ...SIM_ORDER, plan_id: '999999' }).expect(303);
    expect(answer.headers.location).toBe('/mobilephone?order_refused=unknown_plan#order-summary');
  });

  it('refuses a CIS version other than the one the catalogue\'s figures give (the price changed since the page showed it)', async () => {
    const answer = await post({ ...SIM_ORDER, cis_version: 'standard-00000000' }, 'application/json').expect(409);
    expect(answer.body.error.code).toBe('offer_changed');
    expect(simCisVersion({ ...SIM, price: SIM.price + 5 })).not.toBe(simCisVersion(SIM));
  });

  it("credits a verified agent with the code and a signed attribution, never the agent's token", async () => {
    const token = await new SignJWT({ iat: Math.floor(NOW_MS / 1000) - 60, exp: Math.floor(NOW_MS / 1000) + 3600, name: 'Jane Citizen', agent_code: 'A123' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(AGENT_SECRET));
    const answer = await post({ ...SIM_ORDER, 'agent-token': token }).expect(303);
    const fields = fieldsOf(answer.headers.location);
    expect(fields).toMatchObject({ type: 'mobile_phone', agent_code: 'A123', agent_attribution: expect.any(String) });
    expect(answer.headers.location).not.toContain(token);
  });
});
