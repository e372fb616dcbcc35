// The Workers module itself, run in Node (which has the same global fetch): bindings are read on
// the first request and the handler is kept for the isolate. The bundle in workerd is covered by
// edge-parity.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADDRESSES, NAV } from '../api/api-test-kit.test-helper';
import { startFakeUpstream, type FakeUpstream } from '../upstream/fake-upstream.test-helper';
import worker from './worker';

let upstream: FakeUpstream;
let other: FakeUpstream;
const envFor = (url: string) => ({
  ADDRESS_API_URL: url,
  WEB_SERVICES_URL: url,
  MOBILE_PLANS_URL: url,
  CMS_URL: url,
  EVENTS_API_URL: url,
});

beforeAll(async () => {
  upstream = await startFakeUpstream({
    'GET /api/nav': { json: NAV },
    'GET /api/shortLinks': { json: [{ id: 'nbn', target: '/broadband/nbn' }, { id: 'evil', target: 'https://evil.example/' }] },
    'GET /v2/address': { json: ADDRESSES },
  });
  other = await startFakeUpstream({ '*': { status: 500, json: {} } });
});
afterAll(async () => {
  await upstream.close();
  await other.close();
});

describe('the edge worker module', () => {
  it('answers the one 500 (internal_error) while bindings are missing, and reports which', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await worker.fetch(new Request('https://edge.test/api/nav'), { WEB_SERVICES_URL: upstream.url });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our end.' } });
      const line = JSON.parse(String(errors.mock.calls[0]?.[0])) as { problems: string[] };
      expect(line.problems).toEqual([
        'ADDRESS_API_URL is required',
        'MOBILE_PLANS_URL is required',
        'CMS_URL is required',
        'EVENTS_API_URL is required',
      ]);
    } finally {
      errors.mockRestore();
    }
    expect(upstream.calls).toHaveLength(0);
  });

  it('serves the API and short links once the bindings are there, through the global fetch', async () => {
    const env = envFor(upstream.url);
    const nav = await worker.fetch(new Request('https://edge.test/api/nav'), env);
    expect(nav.status).toBe(200);
    expect(await nav.json()).toEqual(NAV);
    const address = await worker.fetch(new Request('https://edge.test/api/address?fullText=1%20Smith%20St'), env);
    expect(await address.json()).toEqual(ADDRESSES);
    // docs/product/address-check.md#address-search-call: the wholesale carrier is excluded, as on Node.
    expect(upstream.callsTo('/v2/address')[0]?.query.get('excludeProviders')).toBe('TelstraWholesale');
    const link = await worker.fetch(new Request('https://edge.test/s/nbn'), env);
    expect([link.status, link.headers.get('location')]).toEqual([302, '/broadband/nbn']);
    const offSite = await worker.fetch(new Request('https://edge.test/s/evil'), env);
    expect([offSite.status, offSite.headers.get('location')]).toEqual([302, '/not-found']);
    const unknown = await worker.fetch(new Request('https://edge.test/'), env);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'No such API route.' } });
  });

  it('keeps one handler per isolate: its caches survive across requests', async () => {
    const before = upstream.callsTo('/api/nav').length;
    // Other bindings on a later request do not rebuild the handler (a Worker's env is fixed per isolate).
    const nav = await worker.fetch(new Request('https://edge.test/api/nav'), envFor(other.url));
    expect(nav.status).toBe(200);
    expect(upstream.callsTo('/api/nav')).toHaveLength(before);
    expect(other.calls).toHaveLength(0);
  });
});
