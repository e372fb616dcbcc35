import { describe, expect, it } from 'vitest';
import type { ApiRoute } from './api-route';
import { createRouter, pathsOfRoutes } from './router';
import { serveWeb } from './web-adapter';

const echo: ApiRoute['handler'] = async (request, params) =>
  new Response(JSON.stringify({ method: request.method, params, clientIp: request.clientIp }), { headers: { 'content-type': 'application/json' } });

const routes: ApiRoute[] = [
  { method: 'GET', pattern: '/api/nav', handler: echo },
  { method: 'GET', pattern: '/api/getContent/:section/:page', handler: echo },
  { method: 'POST', pattern: '/api/events', handler: echo },
  { method: 'GET', pattern: '/s/:id', handler: echo },
];
const router = createRouter(routes);

describe('the router: one match for every adapter', () => {
  it('finds the route with its params decoded', () => {
    const found = router.match('GET', '/api/getContent/fibre/flip%20plans');
    expect(found).toMatchObject({ kind: 'route', route: routes[1], params: { section: 'fibre', page: 'flip plans' } });
  });

  it('matches HEAD as GET', () => {
    expect(router.match('HEAD', '/api/nav')).toMatchObject({ kind: 'route', route: routes[0] });
  });

  it('answers 405 with the methods the path takes (HEAD with GET), naming the pattern for metrics', () => {
    expect(router.match('GET', '/api/events')).toEqual({ kind: 'method-not-allowed', pattern: '/api/events', allow: 'POST' });
    expect(router.match('DELETE', '/api/nav')).toEqual({ kind: 'method-not-allowed', pattern: '/api/nav', allow: 'GET, HEAD' });
    expect(router.match('TRACE', '/s/abc')).toEqual({ kind: 'method-not-allowed', pattern: '/s/:id', allow: 'GET, HEAD' });
  });

  it('finds nothing for a path no route has', () => {
    for (const path of ['/api/unknown', '/api/getContent/fibre', '/api/getContent/fibre/faqs/extra', '/api/getContent//faqs', '/broadband/nbn']) {
      expect(router.match('GET', path), path).toEqual({ kind: 'not-found' });
    }
  });

  it('refuses a path of a route\'s shape with bad percent-encoding', () => {
    expect(router.match('GET', '/api/getContent/fibre/%E0%A4%A')).toEqual({ kind: 'bad-path', pattern: '/api/getContent/:section/:page' });
  });
});

describe('the Web adapter (the edge and in-process fetchApi)', () => {
  const run = (path: string, init?: RequestInit) => serveWeb(router, new Request(`http://internal${path}`, init), { clientIp: '203.0.113.7', reportError: () => {} });

  it('runs the matching handler with the address it was given', async () => {
    expect(await (await run('/api/getContent/fibre/faqs')).json()).toEqual({ method: 'GET', params: { section: 'fibre', page: 'faqs' }, clientIp: '203.0.113.7' });
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const answer = await run('/api/nav', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.body).toBeNull();
  });

  it('words every refusal through the one error mapper', async () => {
    const notAllowed = await run('/api/events');
    expect([notAllowed.status, notAllowed.headers.get('allow'), await notAllowed.json()]).toEqual([405, 'POST', { error: { code: 'method_not_allowed', message: expect.any(String) } }]);
    const bad = await run('/api/getContent/fibre/%E0%A4%A');
    expect([bad.status, await bad.json()]).toEqual([400, { error: { code: 'bad_request', message: 'The path is not valid.' } }]);
    const missing = await run('/api/unknown');
    expect([missing.status, await missing.json()]).toEqual([404, { error: { code: 'not_found', message: 'No such API route.' } }]);
  });

  it('answers a handler that throws with the one 500, reported', async () => {
    const reported: unknown[] = [];
    const failing = createRouter([{ method: 'GET', pattern: '/api/nav', handler: () => Promise.reject(new Error('bug')) }]);
    const answer = await serveWeb(failing, new Request('http://internal/api/nav'), { clientIp: 'unknown', reportError: (err) => reported.push(err) });
    expect([answer.status, await answer.json()]).toEqual([500, { error: { code: 'internal_error', message: 'Something went wrong on our end.' } }]);
    expect(reported).toHaveLength(1);
  });

  it('names the paths it answers for any method: a page path must be none of them', () => {
    expect(pathsOfRoutes(router, ['/', '/broadband/nbn', '/api/events', '/s/abc', '/s'])).toEqual(['/api/events', '/s/abc']);
  });
});
