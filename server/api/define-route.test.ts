import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_ROUTES } from '../../shared/routes/api-paths';
import { UpstreamError } from '../upstream/upstream-error';
import type { ApiRequest, ApiRoute } from './api-route';
import { serveRoutes } from './route-listener.test-helper';
import { json, jsonText } from './api-responses';
import { defineRoute, isCrossSite, type BodyMedia } from './define-route';

const ORIGIN = 'https://site.test';

/** A request through the Web adapter, as the edge serves it. */
const dispatch = (routes: ApiRoute[], request: Request) => serveRoutes(routes, request, { clientIp: '203.0.113.7' });
const bodySchema = z.strictObject({ name: z.string().min(1) });

function postRoute(media: readonly BodyMedia[] = ['json'], handle = vi.fn(async () => json(202, { ok: true }))) {
  const reportError = vi.fn();
  const route = defineRoute(
    { reportError },
    { method: 'POST', path: 'events', body: { media, maxBytes: 64, schema: bodySchema }, handle },
  );
  return { route, reportError, handle };
}

const post = (body: string | undefined, headers: Record<string, string>) =>
  new Request(`${ORIGIN}${API_ROUTES.events}`, { method: 'POST', body, headers });

async function answer(response: Response | null) {
  if (!response) throw new Error('no route matched');
  return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string } } };
}

describe('defineRoute: the POST prologue', () => {
  it('registers the path named in API_ROUTES', () => {
    expect(postRoute().route).toMatchObject({ method: 'POST', pattern: '/api/events' });
  });

  it('hands the checked body to the handler', async () => {
    const { route, handle } = postRoute();
    const result = await answer(await dispatch([route], post('{"name":"Jane"}', { 'content-type': 'application/json' })));
    expect(result.status).toBe(202);
    expect(handle).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', clientIp: '203.0.113.7' }), { params: {}, query: undefined, body: { name: 'Jane' } });
  });

  it('answers 415 for a media type the route does not take', async () => {
    const { route, handle } = postRoute();
    const result = await answer(await dispatch([route], post('name=Jane', { 'content-type': 'application/x-www-form-urlencoded' })));
    expect(result).toEqual({ status: 415, body: { error: { code: 'unsupported_media_type', message: 'The body must be JSON.' } } });
    expect(handle).not.toHaveBeenCalled();
  });

  it('answers 413 for a body over the cap, declared or streamed', async () => {
    const { route } = postRoute();
    const big = JSON.stringify({ name: 'x'.repeat(100) });
    const declared = await answer(await dispatch([route], post(big, { 'content-type': 'application/json' })));
    expect(declared).toEqual({ status: 413, body: { error: { code: 'payload_too_large', message: 'The body must be at most 64 bytes.' } } });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = new Request(`${ORIGIN}${API_ROUTES.events}`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect((await answer(await dispatch([route], streamed))).status).toBe(413);
  });

  it('answers 400 for a body that is not JSON or not UTF-8', async () => {
    const { route } = postRoute();
    const notJson = await answer(await dispatch([route], post('{name', { 'content-type': 'application/json' })));
    expect(notJson).toEqual({ status: 400, body: { error: { code: 'bad_request', message: 'The body is not valid JSON.' } } });
    const notUtf8 = new Request(`${ORIGIN}${API_ROUTES.events}`, {
      method: 'POST',
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect((await answer(await dispatch([route], notUtf8))).body.error?.message).toBe('The body is not valid UTF-8.');
  });

  it('answers 400 naming the field when the schema refuses the body, never echoing the value', async () => {
    const { route, handle } = postRoute();
    const result = await answer(await dispatch([route], post('{"name":"","secret":"hunter2"}', { 'content-type': 'application/json' })));
    expect(result.status).toBe(400);
    expect(result.body.error?.code).toBe('bad_request');
    expect(result.body.error?.message).toMatch(/^name: /);
    expect(result.body.error?.message).not.toContain('hunter2');
    expect(handle).not.toHaveBeenCalled();
  });

  it('reads a form, and refuses a repeated field rather than guess', async () => {
    const { route, handle } = postRoute(['json', 'form']);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await answer(await dispatch([route], post('name=Jane', form)))).status).toBe(202);
    expect(handle).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', clientIp: '203.0.113.7' }), { params: {}, query: undefined, body: { name: 'Jane' } });
    const repeated = await answer(await dispatch([route], post('name=Jane&name=Joe', form)));
    expect(repeated).toEqual({ status: 400, body: { error: { code: 'bad_request', message: 'The form sent name more than once.' } } });
    // __proto__ is a field like any other: counted, so a repeated one is refused too.
    const proto = await answer(await dispatch([route], post('name=Jane&__proto__=x&__proto__=y', form)));
    expect(proto).toEqual({ status: 400, body: { error: { code: 'bad_request', message: 'The form sent __proto__ more than once.' } } });
    const wrongType = await answer(await dispatch([route], post('x', { 'content-type': 'text/plain' })));
    expect(wrongType.body.error?.message).toBe('The body must be JSON or a form.');
  });

  it('refuses a cross-site post with 403 where only our pages may post', async () => {
    const route = defineRoute(
      { reportError: vi.fn() },
      { method: 'POST', path: 'orderHandoff', sameSiteOnly: true, handle: async () => json(200, {}) },
    );
    const request = new Request(`${ORIGIN}${API_ROUTES.orderHandoff}`, { method: 'POST', headers: { origin: 'https://evil.test' } });
    expect((await answer(await dispatch([route], request))).status).toBe(403);
    const ours = new Request(`${ORIGIN}${API_ROUTES.orderHandoff}`, { method: 'POST', headers: { origin: ORIGIN } });
    expect((await answer(await dispatch([route], ours))).status).toBe(200);
  });
});

describe('isCrossSite', () => {
  const post = (headers: Record<string, string>) => new Request(`${ORIGIN}${API_ROUTES.contact}`, { method: 'POST', headers });

  it('refuses what only another site, or no site, sends', () => {
    expect(isCrossSite(post({ origin: 'https://evil.example' }))).toBe(true);
    // An opaque origin: a sandboxed frame, a data: page, a redirect from elsewhere.
    expect(isCrossSite(post({ origin: 'null' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site', origin: ORIGIN }))).toBe(true);
    // A sibling subdomain is another site's page as far as our forms go.
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSite(post({ origin: 'not a url' }))).toBe(true);
  });

  it('lets our own pages post, and clients that are not browsers', () => {
    expect(isCrossSite(post({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(post({ origin: ORIGIN }))).toBe(false);
    expect(isCrossSite(post({}))).toBe(false);
  });
});

describe('defineRoute: params, query, limits and failures', () => {
  const plansRoute = (overLimit = vi.fn((): Response | undefined => undefined), handle = vi.fn(async () => json(200, {}))) => {
    const reportError = vi.fn();
    const route = defineRoute(
      { reportError },
      {
        method: 'GET',
        path: 'flipToFibrePlans',
        params: z.object({ nbnRegion: z.enum(['metro']), nbnServiceClass: z.coerce.number(), maxSpeed: z.coerce.number() }),
        query: z.object({ offerType: z.enum(['standard', 'boost']).default('standard') }),
        rateLimit: overLimit,
        handle,
      },
    );
    return { route, reportError, handle, overLimit };
  };
  const get = (path: string) => new Request(`${ORIGIN}${path}`);

  it('checks params and query with their schemas and passes the parsed values', async () => {
    const { route, handle } = plansRoute();
    await dispatch([route], get('/api/getFlipToFibrePlans/metro/13/100?offerType=boost'));
    expect(handle).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', clientIp: '203.0.113.7' }), {
      params: { nbnRegion: 'metro', nbnServiceClass: 13, maxSpeed: 100 },
      query: { offerType: 'boost' },
      body: undefined,
    });
    expect((await answer(await dispatch([route], get('/api/getFlipToFibrePlans/rural/13/100')))).body.error?.message).toMatch(/^nbnRegion: /);
    expect((await answer(await dispatch([route], get('/api/getFlipToFibrePlans/metro/13/100?offerType=x')))).body.error?.message).toMatch(/^offerType: /);
  });

  it('reads the first value of a repeated name, decoded, and a fragment as no part of the query', async () => {
    const { route, handle } = plansRoute();
    await dispatch([route], get('/api/getFlipToFibrePlans/metro/13/100?constructor=1&offer%54ype=boost&offerType=standard#offerType=x'));
    expect(handle).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ query: { offerType: 'boost' } }));
  });

  it('spends the rate limit first and answers its 429 without running the handler', async () => {
    const limited = json(429, { error: { code: 'rate_limited', message: 'Slow down.' } });
    const { route, handle, overLimit } = plansRoute(vi.fn(() => limited));
    const response = await dispatch([route], get('/api/getFlipToFibrePlans/metro/13/100'));
    expect(response).toBe(limited);
    expect(overLimit).toHaveBeenCalledWith(expect.objectContaining({ clientIp: '203.0.113.7' }));
    expect(handle).not.toHaveBeenCalled();
  });

  it('answers an upstream failure through the error mapper, and a bug as a reported 500', async () => {
    const failing = plansRoute(undefined, vi.fn(async () => {
      throw new UpstreamError('web-services', 'timeout', 'no answer');
    }));
    const timeout = await answer(await dispatch([failing.route], get('/api/getFlipToFibrePlans/metro/13/100')));
    expect(timeout).toEqual({ status: 504, body: { error: { code: 'upstream_timeout', message: 'The upstream service did not answer in time.' } } });
    expect(failing.reportError).toHaveBeenCalledWith(expect.any(UpstreamError), expect.objectContaining({ route: API_ROUTES.flipToFibrePlans, kind: 'timeout' }));

    const buggy = plansRoute(undefined, vi.fn(async () => {
      throw new TypeError('oops');
    }));
    const bug = await answer(await dispatch([buggy.route], get('/api/getFlipToFibrePlans/metro/13/100')));
    expect(bug).toEqual({ status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong on our end.' } } });
    expect(buggy.reportError).toHaveBeenCalledOnce();
  });

  it('lets a route answer refusals its own way (a form post gets a page)', async () => {
    const route = defineRoute(
      { reportError: vi.fn() },
      {
        method: 'POST',
        path: 'contact',
        body: { media: ['form'], maxBytes: 64, schema: z.record(z.string(), z.string()) },
        refuse: (_request, refusal) => new Response(`<p>${refusal.code}</p>`, { status: refusal.status }),
        handle: async () => json(200, {}),
      },
    );
    const response = await dispatch([route], new Request(`${ORIGIN}${API_ROUTES.contact}`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }));
    expect(response?.status).toBe(415);
    expect(await response?.text()).toBe('<p>unsupported_media_type</p>');
  });
});

describe('defineRoute: a GET route that passes JSON text on', () => {
  const searchRoute = (handle = vi.fn(async (_request: ApiRequest, _input: unknown) => jsonText(200, '{"n":1}', { 'cache-control': 'max-age=60' }))) => {
    const reportError = vi.fn();
    const overLimit = vi.fn((): Response | undefined => undefined);
    const route = defineRoute(
      { reportError },
      { method: 'GET', path: 'addressSearch', query: z.object({ fullText: z.string().min(3) }), rateLimit: overLimit, handle },
    );
    return { route, reportError, overLimit, handle };
  };
  const web = (search: string) => new Request(`${ORIGIN}${API_ROUTES.addressSearch}?${search}`);

  it('hands the JSON text on as it is, from the checked query, spending the limit first', async () => {
    const { route, handle, overLimit } = searchRoute();
    await dispatch([route], web('fullText=1%20George&fullText=ignored&other=x'));
    const request = expect.objectContaining({ clientIp: '203.0.113.7', url: `${ORIGIN}${API_ROUTES.addressSearch}?fullText=1%20George&fullText=ignored&other=x` });
    expect(handle).toHaveBeenLastCalledWith(request, { params: {}, query: { fullText: '1 George' }, body: undefined });
    expect(overLimit).toHaveBeenCalledWith(request);
    const response = await dispatch([route], web('fullText=1%20George'));
    expect([response.status, response.headers.get('content-type'), response.headers.get('cache-control'), await response.text()]).toEqual([
      200,
      'application/json; charset=utf-8',
      'max-age=60',
      '{"n":1}',
    ]);
  });

  it('answers a refused query, a 429 and an upstream failure through the error mapper', async () => {
    const { route, overLimit } = searchRoute(vi.fn(async () => {
      throw new UpstreamError('address', 'timeout', 'no answer');
    }));
    expect((await answer(await dispatch([route], web('fullText=ab')))).body.error?.code).toBe('bad_request');
    expect((await dispatch([route], web('fullText=abc'))).status).toBe(504);
    const limited = json(429, { error: { code: 'rate_limited', message: 'Slow down.' } });
    overLimit.mockReturnValueOnce(limited);
    expect(await dispatch([route], web('fullText=abc'))).toBe(limited);
  });
});
