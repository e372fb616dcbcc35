import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { REFUSED_URL } from '../upstream/fake-upstream.test-helper';
import { serveRoutes } from './route-listener.test-helper';
import type { FakeHandler } from '../upstream/fake-upstream.test-helper';
import type { TestSite, TestSiteOptions } from './api-test-kit.test-helper';
import { ADDRESSES, CONFIGURATION, CONTENT, FLIP_PLAN, NAV, PLAN, RATES, SHORT_LINKS, SQ, goodUpstream, startTestSite } from './api-test-kit.test-helper';
import { cacheControl } from './cache-control';

const EVENT = {
  description: 'User cannot find address',
  eventType: 'USER',
  event: { pageUrl: '/broadband/nbn', addressQuery: '1 Nowhere Rd' },
};

interface RouteCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The fake upstream handler key this route calls. */
  upstream: string;
  expected: { status: number; body?: unknown };
  badInputs: { path: string; body?: unknown; status: number; code: string }[];
  /** Events ignore the answer body (docs/product/address-check.md#hard-to-find-address), so a malformed answer is still accepted. */
  ignoresAnswer?: boolean;
  /** An answer this route's schema refuses (content is an open record, so it needs its own). */
  wrongShape?: unknown;
}

const ROUTES: RouteCase[] = [
  {
    name: 'nav',
    method: 'GET',
    path: '/api/nav',
    upstream: 'GET /api/nav',
    expected: { status: 200, body: NAV },
    badInputs: [],
  },
  {
    name: 'getContent',
    method: 'GET',
    path: '/api/getContent/fibre/faqs',
    upstream: 'GET /api/getContent/*',
    expected: { status: 200, body: CONTENT },
    wrongShape: { title: 5, faqs: 'not a list' },
    badInputs: [
      { path: '/api/getContent/fibre/unknown', status: 404, code: 'unknown_content' },
      { path: '/api/getContent/secret/faqs', status: 404, code: 'unknown_content' },
      { path: '/api/getContent/constructor/faqs', status: 404, code: 'unknown_content' },
      { path: '/api/getContent/fibre/..%2F..%2Fadmin', status: 400, code: 'bad_request' },
      { path: '/api/getContent/fibre/%E0%A4%A', status: 400, code: 'bad_request' },
    ],
  },
  {
    name: 'getDefaultFlipToFibrePlans',
    method: 'GET',
    path: '/api/getDefaultFlipToFibrePlans',
    upstream: 'GET /api/getDefaultFlipToFibrePlans',
    expected: { status: 200, body: { plans: [FLIP_PLAN] } },
    badInputs: [],
  },
  {
    name: 'getFlipToFibrePlans',
    method: 'GET',
    path: '/api/getFlipToFibrePlans/metro/13/100?offerType=boost',
    upstream: 'GET /api/getFlipToFibrePlans/*',
    expected: { status: 200, body: { plans: [FLIP_PLAN] } },
    badInputs: [
      { path: '/api/getFlipToFibrePlans/metro/13/100?offerType=premium', status: 400, code: 'bad_request' },
      { path: '/api/getFlipToFibrePlans/metro/x/100', status: 400, code: 'bad_request' },
      { path: '/api/getFlipToFibrePlans/METRO%20X/13/100', status: 400, code: 'bad_request' },
      { path: '/api/getFlipToFibrePlans/metro/13/-5', status: 400, code: 'bad_request' },
    ],
  },
  {
    name: 'getDefaultPlansNbn',
    method: 'GET',
    path: '/api/getDefaultPlansNbn',
    upstream: 'GET /api/getDefaultPlansNbn',
    expected: { status: 200, body: { plans: [PLAN] } },
    badInputs: [],
  },
  {
    name: 'plans',
    method: 'GET',
    path: '/api/plans/fibre',
    upstream: 'GET /api/plans/*',
    expected: { status: 200, body: { plans: [PLAN] } },
    badInputs: [
      { path: '/api/plans/mobile', status: 400, code: 'bad_request' },
      { path: '/api/plans/nbn%2F..', status: 400, code: 'bad_request' },
    ],
  },
  {
    name: 'shortLinks',
    method: 'GET',
    path: '/api/shortLinks',
    upstream: 'GET /api/shortLinks',
    expected: { status: 200, body: SHORT_LINKS },
    badInputs: [],
  },
  {
    name: 'voip-international-rates',
    method: 'GET',
    path: '/api/voip-international-rates',
    upstream: 'GET /v1/voip-international-rates',
    expected: { status: 200, body: RATES },
    badInputs: [],
  },
  {
    name: 'mobile-plans',
    method: 'GET',
    path: '/api/mobile-plans',
    upstream: 'GET /v1/mobile-plans',
    expected: {
      status: 200,
      body: {
        plans: [
          {
            id: 1,
            name: 'SIM 20GB',
            price: 25,
            dataGb: 20,
            inclusions: [],
            cisLink: '/cis/m1',
            supplier: 'Optus',
            productType: 'Mobile',
            brand: 'TestBrand',
            // docs/product/pricing.md#minimum-cost: the first month ($25) and 30 days of $25/mth ($24.66).
            minimumCostText: 'Min. cost $49.66 inc. GST, including the 30-day cancellation notice period.',
          },
        ],
      },
    },
    badInputs: [],
  },
  {
    name: 'configuration',
    method: 'GET',
    path: '/api/configuration',
    upstream: 'GET /globals/configuration',
    expected: { status: 200, body: CONFIGURATION },
    badInputs: [],
  },
  {
    name: 'address',
    method: 'GET',
    path: '/api/address?fullText=1%20Smith%20St&source=footprint',
    upstream: 'GET /v2/address',
    expected: { status: 200, body: ADDRESSES },
    badInputs: [
      { path: '/api/address', status: 400, code: 'bad_request' },
      { path: '/api/address?fullText=1%20Sm', status: 400, code: 'bad_request' },
      { path: `/api/address?fullText=${'a'.repeat(201)}`, status: 400, code: 'bad_request' },
      { path: '/api/address?fullText=1%20Smith%20St&source=all', status: 400, code: 'bad_request' },
      { path: '/api/address?fullText=1%20Smith%0ASt', status: 400, code: 'bad_request' },
    ],
  },
  {
    name: 'address by id',
    method: 'GET',
    path: '/api/address/LOC000000000001',
    upstream: 'GET /v2/address/*',
    expected: { status: 200, body: ADDRESSES },
    badInputs: [
      { path: '/api/address/LOC123', status: 400, code: 'bad_request' },
      { path: '/api/address/..%2Fservice-qualification', status: 400, code: 'bad_request' },
    ],
  },
  {
    name: 'service-qualification',
    method: 'GET',
    path: '/api/service-qualification?nbn=LOC000000000001',
    upstream: 'GET /v2/service-qualification',
    expected: { status: 200, body: SQ },
    badInputs: [
      { path: '/api/service-qualification', status: 400, code: 'bad_request' },
      { path: '/api/service-qualification?nbn=OPC000000000001', status: 400, code: 'bad_request' },
      { path: '/api/service-qualification?nbn=LOC1&brand=Other', status: 400, code: 'bad_request' },
    ],
  },
  {
    name: 'events',
    method: 'POST',
    path: '/api/events',
    body: EVENT,
    upstream: 'POST /v1/event-management/events',
    expected: { status: 202, body: { accepted: true } },
    ignoresAnswer: true,
    badInputs: [
      { path: '/api/events', body: { ...EVENT, eventType: 'SYSTEM' }, status: 400, code: 'bad_request' },
      { path: '/api/events', body: { ...EVENT, extra: 1 }, status: 400, code: 'bad_request' },
      {
        path: '/api/events',
        body: { ...EVENT, event: { ...EVENT.event, addressQuery: 'x'.repeat(201) } },
        status: 400,
        code: 'bad_request',
      },
      {
        path: '/api/events',
        body: { ...EVENT, event: { ...EVENT.event, pageUrl: '//evil.example/x' } },
        status: 400,
        code: 'bad_request',
      },
      {
        path: '/api/events',
        body: { ...EVENT, event: { ...EVENT.event, pageUrl: 'https://evil.example/x' } },
        status: 400,
        code: 'bad_request',
      },
      {
        path: '/api/events',
        body: { ...EVENT, event: { ...EVENT.event, pageUrl: 'javascript:alert(1)' } },
        status: 400,
        code: 'bad_request',
      },
    ],
  },
];

let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function start(options: TestSiteOptions = {}) {
  site = await startTestSite(options);
  return site;
}

function call(target: TestSite, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${target.baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const upstreamCalls = (target: TestSite) => target.fake.calls.length;

describe.each(ROUTES)('$method $path', (route) => {
  it('answers good input from the upstream', async () => {
    const target = await start();
    const answer = await call(target, route.method, route.path, route.body);
    expect(answer.status).toBe(route.expected.status);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual(route.expected.body);
    expect(target.reported).toEqual([]);
  });

  it.each(route.badInputs)('rejects $path $body with $status before any upstream call', async (bad) => {
    const target = await start();
    const answer = await call(target, route.method, bad.path, bad.body);
    expect(answer.status).toBe(bad.status);
    expect((await answer.json()).error.code).toBe(bad.code);
    expect(upstreamCalls(target)).toBe(0);
  });

  const failures: { mode: string; reply?: FakeHandler; refused?: boolean; timeoutMs?: number; status: number; code: string; reported: boolean }[] = [
    { mode: '401', reply: { status: 401, json: { error: 'token' } }, status: 401, code: 'unauthorized', reported: false },
    { mode: '422', reply: { status: 422, json: { error: 'bad id' } }, status: 422, code: 'unprocessable', reported: false },
    {
      mode: '500',
      reply: { status: 500, body: 'TypeError: x is undefined\n    at /srv/upstream/handler.js:10:3' },
      status: 502,
      code: 'upstream_error',
      reported: true,
    },
    { mode: 'malformed JSON', reply: { body: '{"plans": [' }, status: 502, code: 'upstream_malformed', reported: true },
    {
      mode: 'wrong shape',
      reply: { json: route.wrongShape ?? { unexpected: true } },
      status: 502,
      code: 'upstream_malformed',
      reported: true,
    },
    { mode: 'not an object', reply: { json: 'text' }, status: 502, code: 'upstream_malformed', reported: true },
    { mode: 'slow past the timeout', reply: { delayMs: 1_000, json: {} }, timeoutMs: 150, status: 504, code: 'upstream_timeout', reported: true },
    { mode: 'connection refused', refused: true, status: 502, code: 'upstream_unreachable', reported: true },
  ];

  it.each(failures)('upstream $mode -> $status $code', async (failure) => {
    const handlers = goodUpstream();
    if (failure.reply) handlers[route.upstream] = failure.reply;
    const target = await start({ handlers, upstreamUrl: failure.refused ? REFUSED_URL : undefined, timeoutMs: failure.timeoutMs });
    const answer = await call(target, route.method, route.path, route.body);
    const text = await answer.text();
    expect(text).not.toContain('/srv/upstream');
    expect(text).not.toContain('stack');
    if (route.ignoresAnswer && ['malformed JSON', 'wrong shape', 'not an object'].includes(failure.mode)) {
      expect(answer.status).toBe(202);
      return;
    }
    expect(answer.status).toBe(failure.status);
    expect(JSON.parse(text)).toEqual({ error: { code: failure.code, message: expect.any(String) } });
    expect(answer.headers.get('cache-control')).toBe(cacheControl('none'));
    expect(target.reported.length > 0).toBe(failure.reported);
    for (const { ctx } of target.reported) expect(ctx).toMatchObject({ route: expect.stringMatching(/^\/api\//) });
  });
});

describe('content cache (docs/architecture.md#contracts, docs/architecture.md#reliability-and-security)', () => {
  it('serves hits from the cache with Cache-Control, refreshes after the TTL', async () => {
    const target = await start({ upstreamConfig: { cache: { contentTtlMs: 60_000 } } });
    const first = await target.get('/api/nav');
    expect(first.headers.get('cache-control')).toBe(cacheControl('content'));
    await target.get('/api/nav');
    expect(target.fake.callsTo('/api/nav')).toHaveLength(1);
    target.advance(60_001);
    await target.get('/api/nav');
    expect(target.fake.callsTo('/api/nav')).toHaveLength(2);
  });

  it('serves the stale answer when the refresh fails', async () => {
    const target = await start({ upstreamConfig: { cache: { contentTtlMs: 60_000 } } });
    await target.get('/api/plans/nbn');
    target.fake.setHandler('GET /api/plans/*', { status: 500 });
    target.advance(120_000);
    const stale = await target.get('/api/plans/nbn');
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual({ plans: [PLAN] });
    expect(target.fake.callsTo('/api/plans/nbn')).toHaveLength(2);
    const staleSeries = (await target.metrics.registry.getSingleMetric('cache_stale_served_total')!.get()).values;
    expect(staleSeries).toEqual([expect.objectContaining({ value: 1, labels: { cache: 'content' } })]);
  });

  it('makes one upstream call for concurrent misses of one key', async () => {
    const handlers = goodUpstream();
    handlers['GET /api/nav'] = { delayMs: 80, json: NAV };
    const target = await start({ handlers, timeoutMs: 1_000 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => target.get('/api/nav')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(target.fake.callsTo('/api/nav')).toHaveLength(1);
  });

  it('keys plans by their parameters', async () => {
    const target = await start();
    await target.get('/api/getFlipToFibrePlans/metro/13/100?offerType=boost');
    await target.get('/api/getFlipToFibrePlans/metro/13/100');
    await target.get('/api/getFlipToFibrePlans/metro/13/100?offerType=boost&ignored=1');
    const calls = target.fake.calls.filter((c) => c.path === '/api/getFlipToFibrePlans/metro/13/100');
    expect(calls.map((c) => c.query.toString())).toEqual(['offerType=boost', '']);
  });
});

describe('address proxy (docs/product/address-check.md#suggestions, docs/product/address-check.md#address-search-call)', () => {
  it('forwards only validated fields plus excludeProviders, never unknown params', async () => {
    const target = await start();
    await target.get(
      '/api/address?fullText=%201%20Smith%20St%20&source=api&excludeProviders=Nobody&brand=x&__proto__=1&url=http://evil',
    );
    const [forwarded] = target.fake.callsTo('/v2/address');
    expect([...forwarded!.query.entries()]).toEqual([
      ['fullText', '1 Smith St'],
      ['source', 'api'],
      ['excludeProviders', 'WholesaleCo'],
    ]);
  });

  it('defaults the source to footprint', async () => {
    const target = await start();
    await target.get('/api/address?fullText=1%20Smith%20St');
    expect(target.fake.callsTo('/v2/address')[0]!.query.get('source')).toBe('footprint');
  });

  it.each(['LOC000000000001', 'OPC123456789012'])('looks %s up by id, not by free text', async (id) => {
    const target = await start();
    const answer = await target.get(`/api/address?fullText=${id}&source=footprint`);
    expect(await answer.json()).toEqual(ADDRESSES);
    expect(target.fake.callsTo('/v2/address')).toHaveLength(0);
    expect(target.fake.callsTo(`/v2/address/${id}`)).toHaveLength(1);
    expect([...target.fake.callsTo(`/v2/address/${id}`)[0]!.query.keys()]).toEqual([]);
  });

  it('reads a location id typed in any case as the id, as the browser does (docs/product/address-check.md#location-id-lookup)', async () => {
    const target = await start();
    await target.get('/api/address?fullText=%20loc000000000001%20&source=footprint');
    expect(target.fake.callsTo('/v2/address')).toHaveLength(0);
    expect(target.fake.callsTo('/v2/address/LOC000000000001')).toHaveLength(1);
  });

  it('searches a Vision id as free text: only LOC and OPC ids are looked up by id', async () => {
    const target = await start();
    await target.get('/api/address?fullText=VSN000000000001&source=footprint');
    expect(target.fake.callsTo('/v2/address')).toHaveLength(1);
  });

  it('caches answers for a short TTL', async () => {
    const target = await start({ upstreamConfig: { cache: { addressTtlMs: 60_000 } } });
    await target.get('/api/address?fullText=1%20Smith%20St');
    await target.get('/api/address?fullText=1%20Smith%20St');
    expect(target.fake.callsTo('/v2/address')).toHaveLength(1);
    target.advance(60_001);
    await target.get('/api/address?fullText=1%20Smith%20St');
    expect(target.fake.callsTo('/v2/address')).toHaveLength(2);
  });

  it('does not serve stale addresses when the refresh fails', async () => {
    const target = await start({ upstreamConfig: { cache: { addressTtlMs: 60_000 } } });
    await target.get('/api/address?fullText=1%20Smith%20St');
    target.fake.setHandler('GET /v2/address', { status: 500 });
    target.advance(60_001);
    expect((await target.get('/api/address?fullText=1%20Smith%20St')).status).toBe(502);
  });
});

describe('service qualification proxy (docs/product/frame.md#upstream-services)', () => {
  it('sends the validated ids and the brand only, and does not cache', async () => {
    const target = await start();
    const path = '/api/service-qualification?nbn=LOC000000000001&opticomm=OPC000000000002&brand=Evil&x=1';
    await target.get(path);
    await target.get(path);
    const calls = target.fake.callsTo('/v2/service-qualification');
    expect(calls).toHaveLength(2);
    expect([...calls[0]!.query.entries()]).toEqual([
      ['nbn', 'LOC000000000001'],
      ['opticomm', 'OPC000000000002'],
      ['brand', 'TestBrand'],
    ]);
  });

  it('is never cached by the browser', async () => {
    const target = await start();
    expect((await target.get('/api/service-qualification?nbn=LOC000000000001')).headers.get('cache-control')).toBe(cacheControl('none'));
  });

  it('ADR 011: tells the log about an nbn readiness status it does not know, and passes the answer on unchanged', async () => {
    const noted: string[] = [];
    const unknown = {
      ...SQ,
      sqSummary: { nbn: { ...SQ.sqSummary.nbn, alternativeTechnologyDetails: { readyStatus: 'Pending Assessment', readyDate: null } } },
    };
    const target = await start({
      handlers: { ...goodUpstream(), 'GET /v2/service-qualification': { json: unknown } },
      deps: { noteUnknownReadyStatus: (status) => noted.push(status) },
    });
    const answer = await target.get('/api/service-qualification?nbn=LOC000000000001');
    expect(await answer.json()).toEqual(unknown);
    target.fake.setHandler('GET /v2/service-qualification', { json: SQ });
    await target.get('/api/service-qualification?nbn=LOC000000000001');
    expect(noted).toEqual(['Pending Assessment']);
  });
});

describe('events (docs/product/content.md#analytics-events)', () => {
  it('forwards exactly the checked body', async () => {
    const target = await start();
    const event = { ...EVENT, event: { ...EVENT.event, pageUrl: `${target.baseUrl}/flip-to-fibre?x=1` } };
    expect((await call(target, 'POST', '/api/events', event)).status).toBe(202);
    expect(JSON.parse(target.fake.callsTo('/v1/event-management/events')[0]!.body)).toEqual(event);
  });

  it('refuses bodies over 4 KB with 413, without reading them to the end', async () => {
    const target = await start();
    const big = { ...EVENT, description: 'x'.repeat(5_000) };
    const answer = await call(target, 'POST', '/api/events', big);
    expect(answer.status).toBe(413);
    expect(upstreamCalls(target)).toBe(0);
  });

  it('refuses a chunked body over 4 KB (no content-length)', async () => {
    const target = await start();
    const chunk = new TextEncoder().encode('x'.repeat(1_024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const answer = await fetch(`${target.baseUrl}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(upstreamCalls(target)).toBe(0);
  });

  it('refuses non-JSON bodies', async () => {
    const target = await start();
    const wrongType = await fetch(`${target.baseUrl}/api/events`, { method: 'POST', body: 'description=x' });
    expect(wrongType.status).toBe(415);
    const notJson = await fetch(`${target.baseUrl}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"description":',
    });
    expect(notJson.status).toBe(400);
    expect(upstreamCalls(target)).toBe(0);
  });
});

describe('circuit breaker through the API (docs/architecture.md#reliability-and-security)', () => {
  it('opens after consecutive failures, answers 503 fast, recovers after the cool-down', async () => {
    // The breakers read the wall clock (cockatiel): only Date is faked, the network's timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const handlers = goodUpstream();
    handlers['GET /v2/service-qualification'] = { status: 500 };
    const target = await start({ handlers, upstreamConfig: { breaker: { failureThreshold: 2, cooldownMs: 5_000 } } });
    const path = '/api/service-qualification?nbn=LOC000000000001';
    expect((await target.get(path)).status).toBe(502);
    expect((await target.get(path)).status).toBe(502);
    const open = await target.get(path);
    expect(open.status).toBe(503);
    expect(open.headers.get('retry-after')).toBe('5');
    expect((await open.json()).error.code).toBe('upstream_unavailable');
    expect(target.fake.callsTo('/v2/service-qualification')).toHaveLength(2);
    expect(target.reported).toHaveLength(2); // the open answers are not reported again
    // As Prometheus reads them (upstream_breaker_state: 0 closed, 2 open).
    const breakerState = async (upstream: string) =>
      (await target.metrics.registry.getSingleMetric('upstream_breaker_state')!.get()).values.find((v) => v.labels.upstream === upstream)?.value;
    expect(await breakerState('sq')).toBe(2);
    expect(await breakerState('address')).toBe(0);

    target.fake.setHandler('GET /v2/service-qualification', { json: SQ });
    target.advance(5_000);
    expect((await target.get(path)).status).toBe(200);
    expect(await breakerState('sq')).toBe(0);
  });
});

describe('rate limits (docs/architecture.md#reliability-and-security)', () => {
  it('answers 429 with Retry-After per client address, and refills over time', async () => {
    // rate-limiter-flexible reads the wall clock: only Date is faked (the kit's advance moves it).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
    // Two at once, then one a second.
    const target = await start({
      deps: { rateLimit: { address: { perSecond: 1, burst: 2 } } },
    });
    const path = '/api/address/LOC000000000001';
    expect((await target.get(path)).status).toBe(200);
    expect((await target.get(path)).status).toBe(200);
    const limited = await target.get(path);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await limited.json()).error.code).toBe('rate_limited');
    // another client (trusted loopback proxy) has its own limit
    expect((await target.get(path, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
    target.advance(1_000);
    expect((await target.get(path)).status).toBe(200);
    // the limited calls never reached the upstream (the second good one was a cache hit)
    expect(target.fake.callsTo('/v2/address/LOC000000000001')).toHaveLength(1);
  });

  it('limits SQ and events separately from addresses', async () => {
    const target = await start({
      deps: { rateLimit: { serviceQualification: { perSecond: 1, burst: 1 }, events: { perSecond: 1, burst: 1 } } },
    });
    expect((await target.get('/api/service-qualification?nbn=LOC000000000001')).status).toBe(200);
    expect((await target.get('/api/service-qualification?nbn=LOC000000000001')).status).toBe(429);
    expect((await call(target, 'POST', '/api/events', EVENT)).status).toBe(202);
    expect((await call(target, 'POST', '/api/events', EVENT)).status).toBe(429);
    expect((await target.get('/api/address/LOC000000000001')).status).toBe(200);
  });
});

describe('the Node adapter', () => {
  it('answers HEAD without a body, 405 for a wrong method, and an unknown API path with the API 404', async () => {
    const target = await start();
    const head = await fetch(`${target.baseUrl}/api/nav`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const wrong = await call(target, 'POST', '/api/nav', {});
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    const other = await target.get('/api/unknown');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { code: 'not_found', message: 'No such API route.' } });
    expect((await target.get('/broadband/nbn')).status).toBe(404);
  });

  it('aborts the upstream qualification call when the visitor goes away', async () => {
    const handlers = goodUpstream();
    handlers['GET /v2/service-qualification'] = { delayMs: 800, json: SQ };
    const target = await start({ handlers, timeoutMs: 2_000 });
    const controller = new AbortController();
    const pending = fetch(`${target.baseUrl}/api/service-qualification?nbn=LOC000000000001`, {
      signal: controller.signal,
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // no timeout or error reported: a visitor leaving is not an upstream failure
    expect(target.reported).toEqual([]);
    const series = await target.metrics.registry.getSingleMetric('upstream_request_duration_seconds')!.get();
    expect(series.values.some((v) => v.labels.outcome === 'aborted' && v.labels.upstream === 'sq')).toBe(true);
  });
});

describe('in-process use by page loaders', () => {
  it('the Web adapter runs the same handlers without HTTP', async () => {
    const target = await start();
    const run = (path: string) => serveRoutes(target.routes, new Request(`http://internal${path}`), { clientIp: 'unknown' });
    const answer = await run('/api/getContent/fibre/faqs');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(CONTENT);
    expect((await run('/broadband/nbn')).status).toBe(404);
  });
});
