// The hand-off's agent attribution against the order stand-in, which reads it as the order site
// does: the website signs (order-attribution.ts), the order site verifies with the key both derive
// from ORDER_AES_SECRET (provider/order-site/agent-attribution.ts). The two sides of the contract
// are tested against each other here.
import { randomBytes } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAgentCreditReader } from '../../../provider/order-site/agent-attribution';
import { createOrderSiteRouter, createOrderStore } from '../../../provider/order-site/routes';
import { orderAttributionKey, signOrderAttribution } from './order-attribution';

const AES_SECRET = randomBytes(24).toString('hex');
const NOW_MS = Date.UTC(2026, 10, 21, 9, 0, 0);

const ORDER = {
  type: 'broadband',
  technology: 'fibre',
  sq_address: 'U2FsdGVkX1+abc/def==',
  service_class: '0',
  plan_id: '10591',
  flip: '1',
  interim_plan: '100',
  contract_term: '1',
  modem: '1',
  hs: 'trial',
  extender: '1',
  agent_code: 'A123',
};

function orderSite(clock = () => NOW_MS, orderAesSecret = AES_SECRET) {
  const orders = createOrderStore();
  const app = express();
  app.use(createOrderSiteRouter(orders, createAgentCreditReader({ orderAesSecret, clock })));
  return { app, orders };
}

/** The website's attribution for `fields` (agent_code included), made for the order site at `audience`. */
const attributionFor = (fields: Record<string, string>, { audience = 'http://127.0.0.1', secret = AES_SECRET, now = NOW_MS } = {}) =>
  signOrderAttribution(
    { siteUrl: 'https://www.kookaburra.example', orderSiteUrl: `${audience}/order`, key: orderAttributionKey(secret) },
    fields.agent_code!,
    fields,
    now,
  );

/** The order site as the browser reached it: Host order.test, so its audience is http://order.test. */
function send(app: express.Express, query: Record<string, string>, audienceHost?: string) {
  const call = request(app).get('/order').query(query);
  return audienceHost ? call.set('host', audienceHost) : call;
}

describe('the order stand-in credits the agent of a hand-off (docs/product/ordering-and-handoff.md#agent-fields)', () => {
  it('accepts the website\'s attribution for this order, and credits the agent', async () => {
    const { app, orders } = orderSite();
    const attribution = await attributionFor(ORDER, { audience: 'http://order.test' });
    const answer = await send(app, { ...ORDER, agent_attribution: attribution }, 'order.test').expect(200);
    expect(answer.text).toContain('<p role="status">Agent credited: A123.</p>');
    expect(orders.list().at(-1)!.agent).toEqual({ credited: true, agentCode: 'A123' });
  });

  it.each([
    ['made for another order site', { audience: 'http://elsewhere.test' }, ORDER, /does not verify/],
    ['signed with another secret', { audience: 'http://order.test', secret: randomBytes(24).toString('hex') }, ORDER, /does not verify/],
    ['expired (made six minutes ago)', { audience: 'http://order.test', now: NOW_MS - 6 * 60_000 }, ORDER, /does not verify/],
  ] as const)('does not credit an attribution %s', async (_what, options, fields, reason) => {
    const { app, orders } = orderSite();
    const attribution = await attributionFor(fields, options);
    const answer = await send(app, { ...ORDER, agent_attribution: attribution }, 'order.test').expect(200);
    expect(answer.text).toContain('Agent not credited');
    expect(orders.list().at(-1)!.agent).toEqual({ credited: false, reason: expect.stringMatching(reason) });
  });

  it('does not credit an attribution moved to another order or another agent code', async () => {
    const { app, orders } = orderSite();
    const attribution = await attributionFor(ORDER, { audience: 'http://order.test' });
    await send(app, { ...ORDER, plan_id: '1', agent_attribution: attribution }, 'order.test').expect(200);
    expect(orders.list().at(-1)!.agent).toEqual({ credited: false, reason: 'the attribution was made for another order' });
    await send(app, { ...ORDER, agent_code: 'B7', agent_attribution: attribution }, 'order.test').expect(200);
    expect(orders.list().at(-1)!.agent).toEqual({ credited: false, reason: 'the attribution names another agent code' });
  });

  it('an agent code without an attribution credits no one; an order without agent fields has no agent', async () => {
    const { app, orders } = orderSite();
    await send(app, ORDER).expect(200);
    expect(orders.list().at(-1)!.agent).toMatchObject({ credited: false });
    const { agent_code: _code, ...visitor } = ORDER;
    await send(app, visitor).expect(200);
    expect(orders.list().at(-1)).not.toHaveProperty('agent');
  });

  it('a stand-in without ORDER_AES_SECRET says it cannot check, and credits no one', async () => {
    const { app, orders } = orderSite(() => NOW_MS, '');
    const attribution = await attributionFor(ORDER, { audience: 'http://order.test' });
    await send(app, { ...ORDER, agent_attribution: attribution }, 'order.test').expect(200);
    expect(orders.list().at(-1)!.agent).toEqual({ credited: false, reason: expect.stringMatching(/not given ORDER_AES_SECRET/) });
  });

  it("refuses (422) an order that carries an agent's login token in its URL", async () => {
    const { app } = orderSite();
    const answer = await send(app, { ...ORDER, 'agent-token': 'eyJhbGciOiJIUzI1NiJ9.e30.sig' }).expect(422);
    expect(answer.text).toContain('login token');
  });
});
