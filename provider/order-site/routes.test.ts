import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderOrderPage } from './order-page';
import { createOrderStore } from './order-store';
import { createOrderSiteRouter } from './routes';

function orderSiteApp() {
  const orders = createOrderStore();
  const app = express();
  app.use(createOrderSiteRouter(orders));
  return { app, orders };
}

// SPEC §7 order hand-off fields, as the site sends them.
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
  extender: '2',
};

describe('GET /order (stand-in order site)', () => {
  it('shows every field it received and records the query', async () => {
    const { app, orders } = orderSiteApp();
    const answer = await request(app).get('/order').query(HANDOFF).expect(200).expect('Content-Type', /text\/html/);
    for (const [field, value] of Object.entries(HANDOFF)) {
      expect(answer.text).toContain(`<th scope="row">${field}</th><td>${escapeHtml(value)}</td>`);
    }
    expect(orders.list()).toEqual([{ id: 1, receivedAt: expect.any(String), query: HANDOFF }]);
  });

  it('escapes field names and values, so nothing received can run as markup', async () => {
    const { app } = orderSiteApp();
    const answer = await request(app)
      .get('/order')
      .query({ '<b>name</b>': '<script>alert("x")</script>', fdclid: `a'b&c` })
      .expect(200);
    expect(answer.text).not.toContain('<script>');
    expect(answer.text).not.toContain('<b>');
    expect(answer.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(answer.text).toContain('&lt;b&gt;name&lt;/b&gt;');
    expect(answer.text).toContain('a&#39;b&amp;c');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('lists each value of a repeated field', async () => {
    const { app, orders } = orderSiteApp();
    const answer = await request(app).get('/order?extender=1&extender=2').expect(200);
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
    await request(app).get('/order').query({ plan_id: '10317' }).expect(200);
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
