// docs/architecture.md#contracts contract, proven against a separate fake upstream reached through the env URLs (not
// the embedded data): what the server asks for, and how it uses what it gets.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from './compose';
import { startFakeUpstream, type FakeUpstream } from './upstream/fake-upstream.test-helper';
import { startTestRuntime } from '../tests/support/test-runtime';

const NAV = {
  items: [{ url: '/contract-only', title: 'Contract nav item', description: 'Only the fake upstream has this.', icon: 'home' }],
  footer: {
    nbn: [{ url: '/broadband/nbn', title: 'Fake footer nbn' }],
    broadband: [],
    phone: [],
    about: [],
    company: [],
    business: { general: [], voip: [], network_solutions: [] },
  },
};

let upstream: FakeUpstream;
let runtime: Runtime;

beforeAll(async () => {
  upstream = await startFakeUpstream({
    'GET /api/nav': { json: NAV },
    'GET /api/getContent/pages/about-us': { json: { title: 'About (fake)', description: 'Served by the fake upstream.', leadCopy: 'A lead only the fake upstream knows.' } },
    'GET /api/getContent/site/promos': { json: { title: 'Promos', description: 'x', messages: [] } },
    'GET /v2/address': {
      json: [
        { formattedAddress: '1 Contract Street, Testville VIC 3000', providers: [{ locationId: 'LOC000000000001', name: 'nbn' }] },
      ],
    },
    'GET /v2/service-qualification': {
      json: {
        sqSummary: {
          nbn: {
            serviceClass: 13,
            newDevelopmentsChargeApplies: false,
            technologyShortCode: 'FTTN',
            technology: 'Fibre to the Node',
            locationId: 'LOC000000000001',
            alternativeTechnologyDetails: { readyStatus: 'Ready', readyDate: '2025-01-01' },
            readyDate: '2019-01-01',
            maximumDownloadSpeed: 100,
            activeService: false,
            campaigns: [],
          },
        },
        availablePlanCategories: ['nbn'],
        priority: ['nbn'],
      },
    },
    'POST /v1/event-management/events': { status: 202, json: {} },
  });
  const url = upstream.url;
  runtime = await startTestRuntime({
    ADDRESS_API_URL: url,
    WEB_SERVICES_URL: url,
    MOBILE_PLANS_URL: url,
    CMS_URL: url,
    EVENTS_API_URL: url,
    ORDER_SITE_URL: `${url}/order`,
  });
}, 60_000);

afterAll(async () => {
  await runtime?.close();
  await upstream?.close();
});

describe('the server on upstreams named by the environment (docs/architecture.md#contracts)', () => {
  it('renders pages from the upstream nav and content, not from embedded data', async () => {
    const res = await request(runtime.app).get('/about-us');
    expect(res.status).toBe(200);
    expect(res.text).toContain('A lead only the fake upstream knows.');
    expect(res.text).toContain('Fake footer nbn');
    expect(upstream.callsTo('/api/nav')).toHaveLength(1);
  });

  it('asks the address service with fullText, source and the excluded wholesale carrier only', async () => {
    const res = await request(runtime.app).get('/api/address').query({ fullText: '1 Contract Street', source: 'footprint', extra: 'dropped' });
    expect(res.status).toBe(200);
    expect(res.body[0].formattedAddress).toBe('1 Contract Street, Testville VIC 3000');
    const call = upstream.callsTo('/v2/address').at(-1)!;
    expect(Object.fromEntries(call.query)).toEqual({ fullText: '1 Contract Street', source: 'footprint', excludeProviders: 'TelstraWholesale' });
  });

  it('qualifies with the lower-cased provider map plus the brand', async () => {
    const res = await request(runtime.app).get('/api/service-qualification').query({ nbn: 'LOC000000000001' });
    expect(res.status).toBe(200);
    expect(res.body.sqSummary.nbn.serviceClass).toBe(13);
    const call = upstream.callsTo('/v2/service-qualification').at(-1)!;
    expect(Object.fromEntries(call.query)).toEqual({ nbn: 'LOC000000000001', brand: 'kookaburra' });
  });

  it('posts the no-address-found event in the docs/product/content.md#analytics-events shape', async () => {
    const res = await request(runtime.app)
      .post('/api/events')
      .set('content-type', 'application/json')
      .send({ description: 'User cannot find address', eventType: 'USER', event: { pageUrl: '/availability', addressQuery: '99 Nowhere Road' } });
    expect(res.status).toBe(202);
    const call = upstream.callsTo('/v1/event-management/events').at(-1)!;
    expect(JSON.parse(call.body)).toMatchObject({ description: 'User cannot find address', eventType: 'USER', event: { addressQuery: '99 Nowhere Road' } });
  });
});
