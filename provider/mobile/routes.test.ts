import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MOBILE_PLANS, MOBILE_PLANS_BRAND, MOBILE_PLANS_SUPPLIER } from '../catalogue/mobile-plans';
import { createMobilePlansRouter } from './routes';

const app = express().use(createMobilePlansRouter());
const GOOD_QUERY = { supplier: MOBILE_PLANS_SUPPLIER, productType: 'Mobile', brand: MOBILE_PLANS_BRAND };

describe('GET /v1/mobile-plans', () => {
  it('answers the SIM plans for the carrier, product type and brand (docs/product/content.md#mobile-plans)', async () => {
    const answer = await request(app).get('/v1/mobile-plans').query(GOOD_QUERY).expect(200);
    expect(answer.body.plans).toEqual(MOBILE_PLANS);
    for (const plan of answer.body.plans) {
      expect(plan).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        dataGb: expect.any(Number),
        price: expect.any(Number),
        inclusions: expect.any(Array),
        supplier: MOBILE_PLANS_SUPPLIER,
        brand: MOBILE_PLANS_BRAND,
        productType: 'Mobile',
        cisLink: expect.stringMatching(/^\/cis\//),
      });
    }
  });

  it.each([
    ['another supplier', { ...GOOD_QUERY, supplier: 'someone-else' }],
    ['another brand', { ...GOOD_QUERY, brand: 'someone-else' }],
    ['another product type', { ...GOOD_QUERY, productType: 'Broadband' }],
    ['no parameters', {}],
  ])('answers an empty list for %s', async (_label, query) => {
    await request(app).get('/v1/mobile-plans').query(query).expect(200, { plans: [] });
  });
});
