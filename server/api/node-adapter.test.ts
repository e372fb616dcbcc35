import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ApiRoute } from './api-route';
import { routeListener } from './route-listener.test-helper';

const routes: ApiRoute[] = [
  { method: 'GET', pattern: '/api/nav', handler: async (req) => ({ status: 200, json: JSON.stringify({ ip: req.clientIp, auth: req.headers.get('authorization') }), headers: {} }) },
  { method: 'GET', pattern: '/api/broken', handler: () => Promise.reject(new Error('bug')) },
  { method: 'POST', pattern: '/api/echo/:name', handler: async (req, params) => new Response(`${params.name}:${await new Response(req.body).text()}`) },
];

describe('the Node adapter over the one router', () => {
  it('runs the route on the bare request: JSON text answers, the address as the trust setting finds it, headers as Web Headers read them', async () => {
    const direct = await request(routeListener(routes)).get('/api/nav').set('x-forwarded-for', '198.51.100.7').set('authorization', 'Bearer a').expect(200);
    expect(direct.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(direct.body).toEqual({ ip: '127.0.0.1', auth: 'Bearer a' });
    const proxied = await request(routeListener(routes, { trustProxy: 'loopback' })).get('/api/nav').set('x-forwarded-for', '198.51.100.7').expect(200);
    expect(proxied.body.ip).toBe('198.51.100.7');
  });

  it('reads a body through the bounded stream and decodes params', async () => {
    const answer = await request(routeListener(routes)).post('/api/echo/a%20b').send('hello').expect(200);
    expect(answer.text).toBe('a b:hello');
  });

  it('answers every refusal and failure through the one error mapper', async () => {
    const reported: unknown[] = [];
    const app = routeListener(routes, { reportError: (err) => reported.push(err) });
    const head = await request(app).head('/api/nav').expect(200);
    expect(head.text).toBeUndefined();
    const trace = await request(app).trace('/api/nav').expect(405);
    expect(trace.headers.allow).toBe('GET, HEAD');
    expect((await request(app).get('/api/echo/x').expect(405)).body).toEqual({ error: { code: 'method_not_allowed', message: 'This method is not allowed here.' } });
    expect((await request(app).post('/api/echo/%E0%A4%A').expect(400)).body.error.code).toBe('bad_request');
    expect((await request(app).get('/api/none').expect(404)).body).toEqual({ error: { code: 'not_found', message: 'No such API route.' } });
    expect((await request(app).get('/api/broken').expect(500)).body).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our end.' } });
    expect(reported).toHaveLength(1);
  });

  it('leaves paths outside the route table to the rest of the server', async () => {
    expect((await request(routeListener(routes)).get('/broadband/nbn').expect(404)).text).toBe('Not Found');
  });
});
