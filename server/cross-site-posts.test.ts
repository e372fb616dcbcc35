// Only the site's own pages may post to the routes a browser posts to: the contact form, the
// call-back request, the events report, the agent session and the order hand-off refuse a post made from another site's
// page (its Origin, or Sec-Fetch-Site) or from an opaque origin (`Origin: null`), through the
// composed site as production serves it. Purge is an operator's call with a token, not a page's.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../shared/routes/api-paths';
import type { Runtime } from './compose';
import { startTestRuntime } from '../tests/support/test-runtime';

const BROWSER_POSTS = [
  { path: API_ROUTES.contact, type: 'json', body: { name: 'Alex', email: 'alex@example.com', message: 'Hello' } },
  { path: API_ROUTES.callBack, type: 'json', body: { reason: 'not-found', name: 'Alex', phone: '0412 345 678', bestTime: 'anytime', addressMode: 'typed', address: '1 Nowhere Rd', pageUrl: '/' } },
  { path: API_ROUTES.events, type: 'json', body: { description: 'x', eventType: 'USER', event: { pageUrl: '/' } } },
  { path: API_ROUTES.agentSession, type: 'json', body: { token: 'a.b.c' } },
  { path: API_ROUTES.orderHandoff, type: 'form', body: { plan_id: '1' } },
] as const;

const FOREIGN: ReadonlyArray<Record<string, string>> = [
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site', origin: 'https://shop.kookaburra.example' },
];

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(async () => {
  await runtime?.close();
});

describe('posts from other sites', () => {
  for (const route of BROWSER_POSTS) {
    it(`${route.path} refuses them with 403 before reading the body`, async () => {
      for (const headers of FOREIGN) {
        const answer = await request(runtime.app).post(route.path).set(headers).set('accept', 'application/json').type(route.type).send(route.body);
        expect(answer.status, JSON.stringify(headers)).toBe(403);
        expect(answer.body.error?.code, JSON.stringify(headers)).toBe('cross_site');
      }
    });

    it(`${route.path} takes a post from our own page`, async () => {
      const host = '127.0.0.1';
      const answer = await request(runtime.app)
        .post(route.path)
        .set({ host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin', accept: 'application/json' })
        .type(route.type)
        .send(route.body);
      expect(answer.status).not.toBe(403);
    });
  }
});
