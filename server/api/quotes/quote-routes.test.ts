// docs/operations.md#shared-quote-links: opening a quote re-qualifies its address, so the API's opening
// spends from the quote limit, as making one does; the quote page is limited at the door like every page.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime } from '../../../tests/support/test-runtime';
import type { Runtime } from '../../compose';
import { DEFAULT_QUOTE_RATE_LIMIT } from './quote-routes';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime({ TRUST_PROXY: '1' }, undefined, { rateLimits: 'on' });
});
afterAll(async () => {
  await runtime?.close();
});

describe('GET /api/quotes/:token', () => {
  it('spends from the quote limit: past its burst, one client gets 429 with Retry-After, another still opens', async () => {
    const open = (from: string) => request(runtime.app).get('/api/quotes/not-a-quote').set('x-forwarded-for', from);
    for (let i = 0; i < DEFAULT_QUOTE_RATE_LIMIT.burst; i++) expect((await open('203.0.113.7')).body).toEqual({ state: 'invalid' });
    const limited = await open('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await open('203.0.113.8')).status).toBe(200);
  });
});
