// The CIS route's prices and names; every plan's document is read whole in cis-documents.test.ts.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../compose';
import { startTestRuntime } from '../../../tests/support/test-runtime';
import type { MobilePlan, Plan } from '../../../shared/schemas/plan';
import { readPdf } from './cis-pdf-text.test-helper';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
}, 60_000);
afterAll(async () => {
  await runtime?.close();
});

async function plans(path: string): Promise<(Plan | MobilePlan)[]> {
  const res = await request(runtime.app).get(path);
  return res.body.plans;
}

describe('GET /cis/:file', () => {
  it('states the price the plan card shows', async () => {
    const [nbn] = (await plans('/api/plans/nbn')) as Plan[];
    const res = await request(runtime.app).get(nbn!.cisLink);
    const { text } = await readPdf(Buffer.from(res.body as Buffer));
    const shown = String(nbn!.special?.planPrice ?? nbn!.price).replace(/\.00$/, '');
    expect(text).toContain(`$${shown}`);
  });

  it("a boost plan's CIS (the link names the offer) states the boost offer's price, not the standard one", async () => {
    const path = (offerType: string) => `/api/getFlipToFibrePlans/metro/13/0?offerType=${offerType}`;
    const [standard] = (await plans(path('standard'))) as Plan[];
    const boost = ((await plans(path('boost'))) as Plan[]).find((candidate) => candidate.id === standard!.id)!;
    expect(boost.special?.months).not.toBe(standard!.special?.months);
    const pdf = async (link: string) => (await readPdf(Buffer.from((await request(runtime.app).get(link).expect(200)).body as Buffer))).text;
    const boostText = await pdf(`${boost.cisLink}?offer=boost`);
    expect(boostText).toContain(boost.special!.duration);
    expect(await pdf(boost.cisLink)).toContain(standard!.special!.duration);
  });

  it('answers 404 for unknown or malformed names', async () => {
    expect((await request(runtime.app).get('/cis/no-such-plan.pdf')).status).toBe(404);
    expect((await request(runtime.app).get('/cis/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await request(runtime.app).get('/cis/UPPER.pdf')).status).toBe(404);
  });
});
