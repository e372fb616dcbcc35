import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createProviderApp } from './app';
import { MOBILE_PLANS_BRAND, MOBILE_PLANS_SUPPLIER } from './catalogue/mobile-plans';

describe('createProviderApp: every service on one app', () => {
  const { app } = createProviderApp({ seed: 1 });

  it.each([
    ['/api/nav', (body: Record<string, unknown>) => expect(body).toHaveProperty('footer')],
    ['/api/getContent/fibre/faqs', (body: Record<string, unknown>) => expect(body).toHaveProperty('title')],
    ['/api/getDefaultFlipToFibrePlans', (body: Record<string, unknown>) => expect(body.plans).toHaveLength(4)],
    ['/api/getFlipToFibrePlans/metro/13/100?offerType=boost', (body: Record<string, unknown>) => expect(body.plans).toHaveLength(4)],
    ['/api/getDefaultPlansNbn', (body: Record<string, unknown>) => expect(body.plans).toHaveLength(2)],
    ['/api/plans/fibre', (body: Record<string, unknown>) => expect(body.plans).toHaveLength(10)],
    ['/api/shortLinks', (body: unknown) => expect(Array.isArray(body)).toBe(true)],
    ['/v1/voip-international-rates', (body: Record<string, unknown>) => expect(Array.isArray(body.data)).toBe(true)],
    [
      `/v1/mobile-plans?supplier=${MOBILE_PLANS_SUPPLIER}&productType=Mobile&brand=${MOBILE_PLANS_BRAND}`,
      (body: Record<string, unknown>) => expect((body.plans as unknown[]).length).toBeGreaterThanOrEqual(4),
    ],
    ['/globals/configuration', (body: unknown) => expect(body).toEqual({ data: { unconnected_services: { value: 'UNCONNECTED-H2-FY25' } } })],
  ])('answers GET %s', async (path, check) => {
    const answer = await request(app).get(path).expect(200).expect('Content-Type', /json/);
    check(answer.body);
  });

  it('mounts the address service (docs/architecture.md#contracts: a JSON array of suggestions)', async () => {
    const answer = await request(app).get('/v2/address').query({ fullText: '1 George Street', source: 'footprint' });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const answer = await request(app).get('/api/no-such-thing').expect(404);
    expect(answer.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('does not say what it is built with', async () => {
    const answer = await request(app).get('/api/nav');
    expect(answer.headers['x-powered-by']).toBeUndefined();
  });
});

describe('createProviderApp: handles for tests', () => {
  it('keeps posted events in the returned store', async () => {
    const { app, events } = createProviderApp();
    const report = { description: 'User cannot find address', eventType: 'USER', event: { pageUrl: '/', addressQuery: 'x' } };
    await request(app).post('/v1/event-management/events').send(report).expect(202);
    expect(events.list().map((event) => event.body)).toEqual([report]);
    const listed = await request(app).get('/__control/events').expect(200);
    expect(listed.body.events).toHaveLength(1);
  });

  it('keeps order hand-offs in the returned store', async () => {
    const { app, orders } = createProviderApp();
    // No type: the stand-in cannot act on it (422), but it still records what arrived.
    await request(app).get('/order').query({ plan_id: '10591', flip: '1' }).expect(422);
    expect(orders.list().map((order) => order.query)).toEqual([{ plan_id: '10591', flip: '1' }]);
  });
});

describe('createProviderApp: knobs per service group', () => {
  it('applies start-time knobs to their group only', async () => {
    const { app } = createProviderApp({ knobs: { sq: { errorRate: 1, errorStatus: 503 } }, seed: 2 });
    await request(app).get('/v2/service-qualification').query({ nbn: 'LOC000000000001', brand: 'x' }).expect(503);
    await request(app).get('/api/nav').expect(200);
  });

  it('changes knobs at run time through the control route', async () => {
    const { app, knobs } = createProviderApp({ seed: 3 });
    await request(app).put('/__control/knobs').send({ events: { errorRate: 1, errorStatus: 500 } }).expect(200);
    expect(knobs.get()).toEqual({ events: { errorRate: 1, errorStatus: 500 } });
    await request(app).post('/v1/event-management/events').send({ a: 1 }).expect(500);
    await request(app).delete('/__control/knobs').expect(200);
    await request(app).post('/v1/event-management/events').send({ a: 1 }).expect(202);
  });

  it('answers an unreadable control body with a JSON 400', async () => {
    const { app } = createProviderApp();
    const answer = await request(app).put('/__control/knobs').set('Content-Type', 'application/json').send('{"web":').expect(400);
    expect(answer.body).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('never puts knobs on the control routes themselves', async () => {
    const { app } = createProviderApp({ knobs: { web: { errorRate: 1 }, cms: { errorRate: 1 } } });
    await request(app).get('/__control/knobs').expect(200);
    await request(app).get('/__control/order-requests').expect(200);
  });

  it('refuses control routes to callers forwarded from elsewhere', async () => {
    const { app } = createProviderApp();
    for (const path of ['/__control/knobs', '/__control/events', '/__control/order-requests']) {
      await request(app).get(path).set('X-Forwarded-For', '203.0.113.50').expect(403);
    }
  });
});
