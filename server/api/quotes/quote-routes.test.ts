// docs/operations.md#shared-quote-links: opening a quote re-qualifies its address, so the API's opening
// spends from the quote limit, as making one does; the quote page is limited at the door like every page.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime } from '../../../tests/support/test-runtime';
import type { Runtime } from '../../compose';
import { DEFAULT_QUOTE_RATE_LIMIT } from './quote-routes';
import type { OpenQuoteView } from '../../../shared/schemas/quote';

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

// docs/product/pricing.md#transfer-plan: a Flip to Fibre quote names the nbn plan its order is on until the fibre is
// connected, as the plan page's summary does and as the order sends it (no faster than the line).
describe('a Flip to Fibre quote opened', () => {
  // Superfast 250 (provider/catalogue/flip-to-fibre-plans.ts): offered at both addresses.
  const SUPERFAST_FLIP_PLAN_ID = 10592;
  const interimPlanOf = async (locationId: string, transferPlan: 50 | 100 | null) => {
    const extras = { modem: true, extender: false, voice: 'none', homeSecure: false, transferPlan };
    const quoteFor = async (offerType: string) =>
      request(runtime.app).post('/api/quotes').set('x-forwarded-for', '203.0.113.20').send({ locationId, service: 'flipToFibre', planId: SUPERFAST_FLIP_PLAN_ID, offerType, extras });
    let made = await quoteFor('standard');
    if (made.status === 409) made = await quoteFor('boost');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const opened = await request(runtime.app).get(`/api/quotes/${(made.body as { path: string }).path.split('/').pop()}`).set('x-forwarded-for', '203.0.113.21');
    return (opened.body as OpenQuoteView).summary?.interimPlan;
  };

  it('says which nbn plan it is on until the fibre is connected: the transfer plan chosen, fitted to the line', async () => {
    // 7 Currawong Close (FTTC): 100 Mbps for a plan faster than 50, else the transfer plan chosen.
    await expect(interimPlanOf('LOC000193058274', null)).resolves.toBe('Family nbn 100/20Mbps');
    await expect(interimPlanOf('LOC000193058274', 50)).resolves.toBe('Everyday nbn 50/20Mbps');
    // 14 Lyrebird Rise (FTTN, a 50 Mbps line): 100 Mbps asked for, 50 Mbps ordered and said.
    await expect(interimPlanOf('LOC000184726551', 100)).resolves.toBe('Everyday nbn 50/20Mbps');
  });
});
