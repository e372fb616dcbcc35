import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiRequestOf, type ApiRequest, type SiteEnv } from './api-route';

/** The ApiRequest a route sees for one call of `init` through a one-route app. */
async function requestSeen(init: RequestInit & { clientIp?: string; requestId?: string } = {}): Promise<ApiRequest[]> {
  const seen: ApiRequest[] = [];
  const app = new Hono<SiteEnv>();
  app.use((c, next) => {
    if (init.clientIp) c.set('clientIp', init.clientIp);
    if (init.requestId) c.set('requestId', init.requestId);
    return next();
  });
  app.all('/api/x', (c) => {
    // Each of a route's steps asks for it: they share one.
    seen.push(apiRequestOf(c), apiRequestOf(c));
    return c.text('ok');
  });
  await app.request('http://site.test/api/x?a=1', init);
  return seen;
}

describe('apiRequestOf (the request as a route sees it)', () => {
  it("carries the Web Request's method, URL and headers, and the address and id the middleware found", async () => {
    const [request] = await requestSeen({ method: 'POST', body: 'hi', headers: { 'x-test': 'yes' }, clientIp: '203.0.113.9', requestId: 'req-12345678' });
    expect(request).toMatchObject({ method: 'POST', url: 'http://site.test/api/x?a=1', clientIp: '203.0.113.9', requestId: 'req-12345678' });
    expect(request!.headers.get('x-test')).toBe('yes');
    expect(await new Response(request!.body).text()).toBe('hi');
    expect(request!.signal.aborted).toBe(false);
  });

  it('is made once per request, whichever step asks first', async () => {
    const [first, second] = await requestSeen();
    expect(second).toBe(first);
  });

  it("without the listener's middleware, one shared address and the caller's request id header", async () => {
    const [request] = await requestSeen({ headers: { 'x-request-id': 'from-header' } });
    expect(request).toMatchObject({ clientIp: 'unknown', requestId: 'from-header' });
  });

  it('keeps its lazy parts on a shared prototype, not as getters of its own', async () => {
    // A getter written in an object literal is a new function per request, so each request got a
    // hidden class of its own; those classes kept whole requests alive through the young
    // generation's collections (docs/operations.md#measured-figures).
    const [a] = await requestSeen();
    const [b] = await requestSeen();
    for (const name of ['signal', 'body']) expect(Object.getOwnPropertyDescriptor(a!, name)).toBeUndefined();
    expect(Object.getPrototypeOf(a)).toBe(Object.getPrototypeOf(b));
  });
});
