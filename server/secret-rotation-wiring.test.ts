// Through the composed site (server/compose.ts), as docs/operations.md#rotating-secrets runs a rotation:
// the hand-off's 303 carries order_sig, which the embedded order stand-in verifies with the site's
// ORDER_SIGNING_SECRET and refuses once a field is changed; during a rotation the previous secrets
// (ORDER_SIGNING_SECRET_PREVIOUS, AGENT_TOKEN_SECRET_PREVIOUS, QUOTE_SECRET_PREVIOUS) are accepted
// for what they signed, and never sign anything new.
import { createHmac, randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSignatureText } from '../shared/domain/ordering/order-signature';
import { flipCisVersion } from '../tests/support/offered-cis-version';
import { FLIP_ORDER_FORM, signAgentToken } from '../tests/support/agent-token';
import { startTestRuntime } from '../tests/support/test-runtime';
import { createQuoteSigner } from './api/quotes/quote-signer';
import type { Runtime } from './compose';

const key = () => randomBytes(32).toString('hex');
const OLD = { ORDER_SIGNING_SECRET: key(), AGENT_TOKEN_SECRET: key(), QUOTE_SECRET: key() };
const NEW = { ORDER_SIGNING_SECRET: key(), AGENT_TOKEN_SECRET: key(), QUOTE_SECRET: key() };

/** Before the rotation: the old secrets only. During it: the new ones sign, the old ones are the previous. */
let before: Runtime;
let during: Runtime;
let cisVersion = '';
beforeAll(async () => {
  before = await startTestRuntime(OLD);
  during = await startTestRuntime({
    ...NEW,
    ORDER_SIGNING_SECRET_PREVIOUS: OLD.ORDER_SIGNING_SECRET,
    AGENT_TOKEN_SECRET_PREVIOUS: OLD.AGENT_TOKEN_SECRET,
    QUOTE_SECRET_PREVIOUS: OLD.QUOTE_SECRET,
  });
  cisVersion = await flipCisVersion(async (path) => (await request(during.app).get(path).expect(200)).body, FLIP_ORDER_FORM.location_nbn, Number(FLIP_ORDER_FORM.plan_id));
}, 60_000);
afterAll(async () => {
  await before?.close();
  await during?.close();
});

/** The order site's URL the hand-off answers with. */
async function handoff(runtime: Runtime, form: Record<string, string> = {}): Promise<URL> {
  const answer = await request(runtime.app)
    .post('/api/order/handoff')
    .type('form')
    .set('sec-fetch-site', 'same-origin')
    .send({ ...FLIP_ORDER_FORM, cis_version: cisVersion, ...form })
    .expect(303);
  return new URL(answer.headers.location!);
}

/** The stand-in order site's answer to an order URL. */
async function orderSite(url: URL): Promise<{ status: number; text: string }> {
  const answer = await fetch(url);
  return { status: answer.status, text: await answer.text() };
}

describe('signed orders through the composed site and its order stand-in', () => {
  it('every 303 carries order_sig: HMAC-SHA256 of the other fields, verifiable with ORDER_SIGNING_SECRET alone', async () => {
    const url = await handoff(during);
    const fields = Object.fromEntries(url.searchParams);
    // What the customer was shown travels signed: plan, offer, CIS, prices, location and address, agent.
    expect(fields).toMatchObject({
      plan_id: FLIP_ORDER_FORM.plan_id,
      offer_type: 'standard',
      cis_version: cisVersion,
      monthly_price_steps: expect.stringMatching(/^\d+\.\d\d/),
      upfront_total: expect.stringMatching(/^\d+\.\d\d$/),
      service_location_id: FLIP_ORDER_FORM.location_nbn,
      sq_address: expect.any(String),
    });
    const expected = createHmac('sha256', NEW.ORDER_SIGNING_SECRET).update(orderSignatureText(fields)).digest('hex');
    expect(fields.order_sig).toBe(expected);
    // Signed with the current key only, never the previous.
    expect(fields.order_sig).not.toBe(createHmac('sha256', OLD.ORDER_SIGNING_SECRET).update(orderSignatureText(fields)).digest('hex'));
    const landed = await orderSite(url);
    expect(landed.status).toBe(200);
    expect(landed.text).toContain('The order site can act on this order.');
    expect(landed.text).toContain('Order signature verified (current key).');
  });

  it.each([
    ['offer_type', 'boost'],
    ['service_location_id', 'LOC000000000001'],
    ['plan_id', '10590'],
    ['monthly_price_steps', '0.00'],
    ['upfront_total', '0.00'],
    ['agent_code', 'EVIL007'],
  ])('the stand-in refuses an order whose %s was changed on the way (422)', async (name, value) => {
    const url = await handoff(during);
    url.searchParams.set(name, value);
    const landed = await orderSite(url);
    expect(landed.status).toBe(422);
    expect(landed.text).toContain('The order site cannot act on this order');
    expect(landed.text).toContain('order_sig does not match the order');
  });

  it('an order signed before the rotation (the previous key) is still accepted during it', async () => {
    const signedBefore = await handoff(before);
    const atTheRotatedSite = new URL(`${signedBefore.pathname}${signedBefore.search}`, (await handoff(during)).origin);
    const landed = await orderSite(atTheRotatedSite);
    expect(landed.status).toBe(200);
    expect(landed.text).toContain('Order signature verified (previous key).');
  });
});

describe('agent tokens and quote links during a rotation', () => {
  const session = (runtime: Runtime, token: string) => request(runtime.app).post('/api/agent/session').send({ token });

  it('a token signed with AGENT_TOKEN_SECRET_PREVIOUS opens a session and credits the agent; another key does not', async () => {
    await session(during, await signAgentToken(OLD.AGENT_TOKEN_SECRET)).expect(200);
    await session(during, await signAgentToken(NEW.AGENT_TOKEN_SECRET)).expect(200);
    await session(during, await signAgentToken(key())).expect(401);
    // Before the rotation the new key is unknown: the previous key is what is kept, not a second current one.
    await session(before, await signAgentToken(NEW.AGENT_TOKEN_SECRET)).expect(401);
    const url = await handoff(during, { 'agent-token': await signAgentToken(OLD.AGENT_TOKEN_SECRET) });
    expect(url.searchParams.get('agent_code')).toBe('A123');
    expect((await orderSite(url)).text).toContain('Agent credited: A123.');
  });

  it('a quote link signed with QUOTE_SECRET_PREVIOUS still opens; new links are signed with QUOTE_SECRET', async () => {
    const quote = {
      issuedAt: Math.floor(Date.now() / 1000) - 60,
      locationId: FLIP_ORDER_FORM.location_nbn,
      service: 'flipToFibre' as const,
      planId: Number(FLIP_ORDER_FORM.plan_id),
      offerType: 'standard' as const,
      extras: { modem: true, extender: false, voice: 'none' as const, homeSecure: false, transferPlan: 100 as const },
      newDev: false,
      quoted: { price: 80, special: null, freeFirstMonth: false, activationFee: 0, terms: null },
      agentCode: null,
    };
    const state = async (token: string) => (await request(during.app).get(`/api/quotes/${token}`)).body.state as string;
    expect(await state(createQuoteSigner(OLD.QUOTE_SECRET).sign(quote))).not.toBe('invalid');
    expect(await state(createQuoteSigner(NEW.QUOTE_SECRET).sign(quote))).not.toBe('invalid');
    expect(await state(createQuoteSigner(key()).sign(quote))).toBe('invalid');
    const signer = createQuoteSigner(NEW.QUOTE_SECRET, OLD.QUOTE_SECRET);
    expect(createQuoteSigner(NEW.QUOTE_SECRET).check(signer.sign(quote), quote.issuedAt + 1).ok).toBe(true);
    expect(createQuoteSigner(OLD.QUOTE_SECRET).check(signer.sign(quote), quote.issuedAt + 1).ok).toBe(false);
  });
});
