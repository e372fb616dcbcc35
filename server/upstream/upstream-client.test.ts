import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { FakeUpstream } from './fake-upstream.test-helper';
import { REFUSED_URL, startFakeUpstream } from './fake-upstream.test-helper';
import { createFetchTransport } from './fetch-transport';
import type { HttpTransport } from './http-transport';
import { MAX_UPSTREAM_BODY_BYTES } from './http-transport';
import { createUndiciTransport, splitUrl } from './undici-transport';
import { createUpstreamClient, normalisedBase, upstreamUrl } from './upstream-client';
import { UpstreamError, apiErrorFor } from './upstream-error';
import type { UpstreamOutcome } from './upstream-metrics';
import { NO_UPSTREAM_METRICS } from './upstream-metrics';

const itemSchema = z.object({ id: z.number() });

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UpstreamError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('upstreamUrl', () => {
  it('joins base, path and only the defined query values', () => {
    expect(upstreamUrl(normalisedBase('http://h:1/base/'), '/v2/address', { a: 'x y', b: undefined, c: '&=' })).toBe(
      'http://h:1/base/v2/address?a=x+y&c=%26%3D',
    );
  });

  /** What the client did before it joined strings: the URL API. */
  const byUrlApi = (baseUrl: string, path: string, query: Record<string, string>) => {
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.append(name, value);
    return url.href;
  };

  it.each([
    ['http://127.0.0.1:4000', '/v2/address', { fullText: "1 O'Brien St (rear)!~*-._", source: 'footprint' }],
    ['HTTP://Upstream.Example:80/', '/v2/address', { fullText: 'Straße 7 Ōtaki 🦘 %41+&=#?/' }],
    ['https://api.example/base//', '/v2/address/LOC000184726551', {}],
    ['https://api.example/jwks.json?tenant=kb', '', {}],
    ['http://h:1', '/v2/service-qualification', { nbn: 'LOC1', note: 'tab\tnew\nline', odd: '\ud800x' }],
    // Only the characters the form encoding leaves as they are, and none at all.
    ['http://h:1', '/v2/service-qualification', { nbn: 'LOC000184726551', brand: 'a.b*c-d_E9', empty: '' }],
  ])('%s%s gives what the URL API gives', (baseUrl, path, query) => {
    expect(new URL(upstreamUrl(normalisedBase(baseUrl), path, query)).href).toBe(byUrlApi(baseUrl, path, query));
  });
});

describe('splitUrl (the undici transport: origin and path of a URL the client built)', () => {
  it.each([
    ['http://127.0.0.1:4000/v2/address?fullText=1+George+St', 'http://127.0.0.1:4000', '/v2/address?fullText=1+George+St'],
    ['https://api.example/base/v2/address/LOC000184726551', 'https://api.example', '/base/v2/address/LOC000184726551'],
    ['http://h:1', 'http://h:1', '/'],
  ])('%s', (url, origin, path) => {
    expect(splitUrl(url)).toEqual({ origin, path });
    if (url.includes('/', 8)) expect(splitUrl(url)).toEqual({ origin: new URL(url).origin, path: `${new URL(url).pathname}${new URL(url).search}` });
  });
});

describe.each([
  ['undici', () => createUndiciTransport()],
  ['fetch', () => createFetchTransport()],
] as const)('upstream client over the %s transport', (_name, makeTransport) => {
  let fake: FakeUpstream;
  let transport: HttpTransport;
  let outcomes: UpstreamOutcome[];

  beforeEach(async () => {
    fake = await startFakeUpstream();
    transport = makeTransport();
    outcomes = [];
  });
  afterEach(async () => {
    vi.useRealTimers();
    await transport.close?.();
    await fake.close();
  });

  // A deadline no answer here should meet only on a busy machine: the tests of timeouts give their own.
  const client = (baseUrl = fake.url, timeoutMs = 2_000) =>
    createUpstreamClient({
      name: 'test',
      baseUrl,
      transport,
      timeoutMs,
      breaker: { failureThreshold: 2, cooldownMs: 1_000 },
      metrics: { ...NO_UPSTREAM_METRICS, observeUpstream: (_upstream, outcome) => outcomes.push(outcome) },
    });

  it('returns the checked answer and strips unknown fields', async () => {
    fake.setHandler('/item', { json: { id: 1, secret: 'x' } });
    expect(await client().getJson('/item', undefined, itemSchema)).toEqual({ id: 1 });
    expect(outcomes).toEqual(['ok']);
    expect(fake.calls[0]!.headers.accept).toBe('application/json');
  });

  it.each([401, 404, 422])('passes %i on as a caller error, not reportable', async (status) => {
    fake.setHandler('/item', { status, json: { message: 'stack trace here' } });
    const err = await failureOf(client().getJson('/item', undefined, itemSchema));
    expect(err.kind).toBe('caller');
    expect(err.reportable).toBe(false);
    expect(apiErrorFor(err).status).toBe(status);
    expect(err.message).not.toContain('stack trace');
  });

  it('maps 5xx to a reportable 502 without the upstream body', async () => {
    fake.setHandler('/item', { status: 500, body: 'Error: at Object.<anonymous> (/srv/app.js:1:1)' });
    const err = await failureOf(client().getJson('/item', undefined, itemSchema));
    expect(err.kind).toBe('status');
    expect(err.reportable).toBe(true);
    expect(apiErrorFor(err)).toMatchObject({ status: 502, code: 'upstream_error' });
    expect(JSON.stringify(apiErrorFor(err)) + err.message).not.toContain('/srv/app.js');
  });

  it('refuses an answer over the size cap as malformed, and reads a long answer in many chunks whole', async () => {
    const long = { id: 7, text: 'é'.repeat(300_000) };
    fake.setHandler('/long', { json: long });
    expect(await client().getJson('/long', undefined, z.object({ id: z.number(), text: z.string() }))).toEqual(long);
    fake.setHandler('/huge', { body: `"${'x'.repeat(MAX_UPSTREAM_BODY_BYTES)}"` });
    const err = await failureOf(client(fake.url, 5_000).getJson('/huge', undefined, z.string()));
    expect([err.kind, err.message]).toEqual(['malformed', 'test answer too large']);
  });

  it('maps malformed JSON and schema failures to 502 malformed', async () => {
    fake.setHandler('/bad-json', { body: '{"id": 1,' });
    fake.setHandler('/bad-shape', { json: { id: 'one' } });
    const notJson = await failureOf(client().getJson('/bad-json', undefined, itemSchema));
    const badShape = await failureOf(client().getJson('/bad-shape', undefined, itemSchema));
    expect([notJson.kind, badShape.kind]).toEqual(['malformed', 'malformed']);
    expect(apiErrorFor(badShape).status).toBe(502);
    expect(badShape.message).toContain('id');
    expect(badShape.message).not.toContain('one');
  });

  it('times out after its deadline as a reportable 504', async () => {
    fake.setHandler('/slow', { delayMs: 2_000, json: { id: 1 } });
    const err = await failureOf(client(fake.url, 100).getJson('/slow', undefined, itemSchema));
    expect(err.kind).toBe('timeout');
    expect(apiErrorFor(err)).toMatchObject({ status: 504, code: 'upstream_timeout' });
    expect(fake.callsTo('/slow')).toHaveLength(1); // timeouts are not retried
  });

  it('retries a GET once when the connection is reset', async () => {
    let attempts = 0;
    fake.setHandler('/flaky', () => (++attempts === 1 ? { destroy: true } : { json: { id: 2 } }));
    expect(await client().getJson('/flaky', undefined, itemSchema)).toEqual({ id: 2 });
    expect(attempts).toBe(2);
  });

  it('gives up after one retry', async () => {
    fake.setHandler('/dead', { destroy: true });
    const err = await failureOf(client().getJson('/dead', undefined, itemSchema));
    expect(err.kind).toBe('connection');
    expect(fake.callsTo('/dead')).toHaveLength(2);
  });

  it('never retries a POST', async () => {
    fake.setHandler('POST /events', { destroy: true });
    const err = await failureOf(client().postJson('/events', { a: 1 }));
    expect(err.kind).toBe('connection');
    expect(fake.callsTo('/events')).toHaveLength(1);
  });

  it('maps a refused connection to a reportable 502', async () => {
    const err = await failureOf(client(REFUSED_URL).getJson('/item', undefined, itemSchema));
    expect(err.kind).toBe('connection');
    expect(err.reportable).toBe(true);
    expect(apiErrorFor(err)).toMatchObject({ status: 502, code: 'upstream_unreachable' });
  });

  it('the caller aborting is not an upstream failure', async () => {
    fake.setHandler('/slow', { delayMs: 2_000, json: { id: 1 } });
    const controller = new AbortController();
    const call = client(fake.url, 1_000).getJson('/slow', undefined, itemSchema, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const err = await failureOf(call);
    expect(err.kind).toBe('aborted');
    expect(err.reportable).toBe(false);
  });

  it('opens the breaker after consecutive failures, answers 503 fast, and recovers half-open', async () => {
    // The breaker reads the wall clock: only Date is faked, the network's timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const upstream = client();
    fake.setHandler('/item', { status: 503 });
    await failureOf(upstream.getJson('/item', undefined, itemSchema));
    await failureOf(upstream.getJson('/item', undefined, itemSchema));
    const rejected = await failureOf(upstream.getJson('/item', undefined, itemSchema));
    expect(rejected.kind).toBe('unavailable');
    expect(apiErrorFor(rejected)).toMatchObject({ status: 503, code: 'upstream_unavailable', retryAfterSeconds: 1 });
    expect(rejected.reportable).toBe(false);
    expect(fake.callsTo('/item')).toHaveLength(2); // the open breaker never called the upstream

    fake.setHandler('/item', { json: { id: 3 } });
    vi.setSystemTime(Date.now() + 1_000);
    expect(await upstream.getJson('/item', undefined, itemSchema)).toEqual({ id: 3 });
    expect(await upstream.getJson('/item', undefined, itemSchema)).toEqual({ id: 3 });
    expect(fake.callsTo('/item')).toHaveLength(4);
  });

  it('caller errors do not open the breaker', async () => {
    const upstream = client();
    fake.setHandler('/item', { status: 422 });
    for (let i = 0; i < 4; i += 1) expect((await failureOf(upstream.getJson('/item', undefined, itemSchema))).kind).toBe('caller');
  });
});

describe('the undici transport with every connection busy', () => {
  let fake: FakeUpstream;
  let transport: HttpTransport;
  beforeEach(async () => {
    fake = await startFakeUpstream();
    fake.setHandler('/slow', { delayMs: 600, json: { id: 1 } });
    fake.setHandler('/item', { json: { id: 2 } });
    transport = createUndiciTransport({ connections: 1 });
  });
  afterEach(async () => {
    await transport.close?.();
    await fake.close();
  });

  const get = (path: string, signal?: AbortSignal, timeoutMs?: number) => transport(`${fake.url}${path}`, { method: 'GET', signal, timeoutMs });

  /** The slow call, which holds the one connection for 600 ms; `freed` once its answer is in. */
  const holdConnection = () => {
    const state = { freed: false };
    return Object.assign(state, { call: get('/slow').finally(() => (state.freed = true)) });
  };

  it('a call still queued for a connection ends when its deadline fires, not when the connection frees', async () => {
    const busy = holdConnection();
    await expect(get('/item', undefined, 100)).rejects.toMatchObject({ kind: 'timeout', message: 'no answer within 100 ms' });
    expect(busy.freed).toBe(false);
    expect((await busy.call).status).toBe(200);
    // The queued call was dropped, not sent later; the connection serves the next call.
    expect(fake.callsTo('/item')).toHaveLength(0);
    expect(JSON.parse((await get('/item')).bodyText)).toEqual({ id: 2 });
  });

  it('a caller abort while queued ends the call at once as aborted', async () => {
    const busy = holdConnection();
    const controller = new AbortController();
    const queued = get('/item', controller.signal);
    setTimeout(() => controller.abort(), 20);
    await expect(queued).rejects.toMatchObject({ kind: 'aborted' });
    expect(busy.freed).toBe(false);
    await busy.call;
    expect(fake.callsTo('/item')).toHaveLength(0);
  });
});
