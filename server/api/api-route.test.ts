import { describe, expect, it } from 'vitest';
import type { ApiRoute } from './api-route';
import { dispatch, hasRouteFor, routePatternFor } from './api-route';

const echo: ApiRoute['handler'] = async (request, params) =>
  new Response(JSON.stringify({ method: request.method, params }), { headers: { 'content-type': 'application/json' } });

const routes: ApiRoute[] = [
  { method: 'GET', pattern: '/api/nav', handler: echo },
  { method: 'GET', pattern: '/api/getContent/:section/:page', handler: echo },
  { method: 'POST', pattern: '/api/events', handler: echo },
];

const run = (path: string, init?: RequestInit) => dispatch(routes, new Request(`http://internal${path}`, init));

describe('dispatch (in-process, no HTTP to self)', () => {
  it('runs the matching handler with decoded params', async () => {
    const answer = await run('/api/getContent/fibre/flip%20plans');
    expect(await answer!.json()).toEqual({ method: 'GET', params: { section: 'fibre', page: 'flip plans' } });
  });

  it('returns null when no route matches', async () => {
    expect(await run('/api/unknown')).toBeNull();
    expect(await run('/api/getContent/fibre')).toBeNull();
    expect(await run('/api/getContent/fibre/faqs/extra')).toBeNull();
    expect(await run('/api/getContent//faqs')).toBeNull();
    expect(await run('/broadband/nbn')).toBeNull();
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const answer = await run('/api/nav', { method: 'HEAD' });
    expect(answer!.status).toBe(200);
    expect(answer!.headers.get('content-type')).toBe('application/json');
    expect(answer!.body).toBeNull();
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const get = await run('/api/events');
    expect(get!.status).toBe(405);
    expect(get!.headers.get('allow')).toBe('POST');
    const del = await run('/api/nav', { method: 'DELETE' });
    expect(del!.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 400 for bad percent-encoding', async () => {
    const answer = await run('/api/getContent/fibre/%E0%A4%A');
    expect(answer!.status).toBe(400);
    expect(await answer!.json()).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
  });

  it('names the matched pattern for metrics labels', () => {
    expect(routePatternFor(routes, 'GET', '/api/getContent/a/b')).toBe('/api/getContent/:section/:page');
    expect(routePatternFor(routes, 'HEAD', '/api/nav')).toBe('/api/nav');
    expect(routePatternFor(routes, 'GET', '/api/events')).toBeUndefined();
    expect(hasRouteFor(routes, '/api/events')).toBe(true);
    expect(hasRouteFor(routes, '/api/other')).toBe(false);
  });
});
