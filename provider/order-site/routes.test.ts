import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/escape-html';
import { renderOrderPage } from './order-page';
import { createOrderSiteRouter, createOrderStore } from './routes';

function orderSiteApp() {
  const orders = createOrderStore();
  const app = express();
  app.use(createOrderSiteRouter(orders));
  return { app, orders };
}

// docs/product/ordering-and-handoff.md#hand-off-fields order hand-off fields, as the site sends them.
const HANDOFF = {
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
};

/** Home wireless and mobile broadband: no modem, no extender and no hs (docs/product/ordering-and-handoff.md#extras-by-service). */
const NO_EXTRAS = { modem: '0', extender: '0' };

describe('GET /order (stand-in order site)', () => {
  it('acts on an order whose service fields fit its type (ADR 010), for every service', async () => {
    const { app } = orderSiteApp();
    const cases: [Record<string, string>, string][] = [
      [HANDOFF, 'Flip to Fibre'],
      [{ ...HANDOFF, type: 'nbn', technology: 'FTTN', service_class: '13', flip: '0', interim_plan: '' }, 'nbn'],
      [{ ...HANDOFF, type: 'fibre', technology: 'vision', flip: '0', interim_plan: '' }, 'fibre'],
      [{ ...HANDOFF, ...NO_EXTRAS, type: 'home_wireless', technology: '5g', flip: '0', interim_plan: '', hs: '' }, 'home wireless'],
      [{ ...HANDOFF, ...NO_EXTRAS, type: 'mobile_broadband', technology: 'mobile', flip: '0', interim_plan: '', hs: '' }, 'mobile broadband'],
    ];
    for (const [fields, service] of cases) {
      const query = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
      const answer = await request(app).get('/order').query(query).expect(200);
      expect(answer.text).toContain(`<p role="status">The order site can act on this order. Service: ${service}.</p>`);
      expect(answer.text).toContain(`<tr><th scope="row">type</th><td>${query.type}</td></tr>`);
    }
  });

  it('refuses (422) an order whose service fields do not fit its type, and says why', async () => {
    const { app, orders } = orderSiteApp();
    // The old form: an nbn order sent as a flip with an interim plan.
    const answer = await request(app)
      .get('/order')
      .query({ ...HANDOFF, type: 'nbn', technology: 'FTTN', service_class: '13' })
      .expect(422);
    expect(answer.text).toContain('<h2>The order site cannot act on this order</h2>');
    expect(answer.text).toContain('<li>flip must be 0 for type &#39;nbn&#39;</li>');
    expect(answer.text).toContain('<li>interim_plan is only for Flip to Fibre</li>');
    expect(answer.text).not.toContain('can act on this order');
    expect(orders.list()).toHaveLength(1);
  });

  it('refuses (422) extras that do not fit the service: a modem, a phone or hs for mobile broadband', async () => {
    const { app } = orderSiteApp();
    const { interim_plan: _interim, ...fields } = HANDOFF;
    const answer = await request(app)
      .get('/order')
      .query({ ...fields, type: 'mobile_broadband', technology: 'mobile', flip: '0', payg_phone: '1' })
      .expect(422);
    expect(answer.text).toContain('<li>modem must be 0: mbb has no modem to order</li>');
    expect(answer.text).toContain('<li>mbb has no home phone to order</li>');
    expect(answer.text).toContain('<li>hs is not sent for mbb: it has no Home Secure</li>');
  });

  it('shows every field it received and records the query', async () => {
    const { app, orders } = orderSiteApp();
    const answer = await request(app).get('/order').query(HANDOFF).expect(200).expect('Content-Type', /text\/html/);
    for (const [field, value] of Object.entries(HANDOFF)) {
      expect(answer.text).toContain(`<th scope="row">${field}</th><td>${escapeHtml(value)}</td>`);
    }
    expect(orders.list()).toEqual([
      { id: 1, receivedAt: expect.any(String), query: HANDOFF, signature: { checked: false, reason: expect.stringMatching(/ORDER_SIGNING_SECRET/) } },
    ]);
    expect(answer.text).toContain('Order signature not checked: this stand-in was not given ORDER_SIGNING_SECRET');
  });

  it('escapes field names and values, so nothing received can run as markup', async () => {
    const { app } = orderSiteApp();
    const answer = await request(app)
      .get('/order')
      .query({ '<b>name</b>': '<script>alert("x")</script>', fdclid: `a'b&c` })
      .expect(422);
    expect(answer.text).not.toContain('<script>');
    expect(answer.text).not.toContain('<b>');
    expect(answer.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(answer.text).toContain('&lt;b&gt;name&lt;/b&gt;');
    expect(answer.text).toContain('a&#39;b&amp;c');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('lists each value of a repeated field', async () => {
    const { app, orders } = orderSiteApp();
    const answer = await request(app).get('/order?extender=1&extender=2').expect(422);
    expect(answer.text).toContain('<td>1</td>');
    expect(answer.text).toContain('<td>2</td>');
    expect(orders.list()[0]?.query).toEqual({ extender: ['1', '2'] });
  });

  it('says so when nothing was received', () => {
    expect(renderOrderPage({})).toContain('No order fields were received.');
  });
});

describe('GET|DELETE /__control/order-requests', () => {
  it('gives tests the received queries as JSON and clears them', async () => {
    const { app } = orderSiteApp();
    await request(app).get('/order').query({ plan_id: '10317' }).expect(422);
    const listed = await request(app).get('/__control/order-requests').expect(200);
    expect(listed.body.orders.map((order: { query: unknown }) => order.query)).toEqual([{ plan_id: '10317' }]);
    await request(app).delete('/__control/order-requests').expect(204);
    await request(app).get('/__control/order-requests').expect(200, { orders: [] });
  });

  it('refuses callers from another host with 403', async () => {
    const { app } = orderSiteApp();
    await request(app).get('/__control/order-requests').set('X-Forwarded-For', '192.0.2.1').expect(403);
  });
});
