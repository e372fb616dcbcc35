import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { FlipToFibrePlan, Plan } from '../../shared/schemas/plan';
import { FIBRE_PLANS } from '../catalogue/fibre-plans';
import { INTERNATIONAL_RATES } from '../catalogue/international-rates';
import { MOBILE_PLANS, MOBILE_PLANS_BRAND, MOBILE_PLANS_SUPPLIER } from '../catalogue/mobile-plans';
import { NBN_PLANS } from '../catalogue/nbn-plans';
import { HOME_WIRELESS_PLANS, MOBILE_BROADBAND_PLANS } from '../catalogue/wireless-plans';
import { CONTENT_PAGES, NAV, SHORT_LINKS } from '../content/registry';
import { createWebServicesRouter } from './routes';

const app = express().use(createWebServicesRouter(CONTENT_PAGES));

const PLAN_SHAPE = {
  id: expect.any(Number),
  serviceType: expect.any(String),
  planTitle: expect.any(String),
  planHeading: expect.any(String),
  planSpeed: expect.any(String),
  planFullSpeed: expect.any(String),
  planDownloadSpeed: expect.any(Number),
  planUploadSpeed: expect.any(Number),
  typicalEveningSpeed: expect.any(Number),
  dataAllowanceGb: expect.toSatisfy((allowance: unknown) => allowance === null || typeof allowance === 'number'),
  price: expect.any(Number),
  priceNotes: expect.any(String),
  speedboost: expect.any(Boolean),
  flipOnly: expect.any(Boolean),
  firstMonthFree: expect.any(Boolean),
  special: expect.toSatisfy((special: unknown) => special === null || typeof special === 'object'),
  cisLink: expect.stringMatching(/^\/cis\/.+\.pdf$/),
};

const speedsOf = (plans: Plan[]) => plans.map((plan) => plan.planDownloadSpeed);

describe('GET /api/nav', () => {
  it('answers the nav items and footer (docs/product/frame.md#nav-payload)', async () => {
    const answer = await request(app).get('/api/nav').expect(200).expect('Content-Type', /json/);
    expect(answer.body).toEqual(NAV);
    expect(answer.body.items.length).toBeGreaterThan(0);
    expect(Object.keys(answer.body.footer)).toEqual(
      expect.arrayContaining(['nbn', 'broadband', 'phone', 'about', 'company', 'business']),
    );
  });
});

describe('GET /api/getContent/:section/:page', () => {
  it('answers every page the registry holds', async () => {
    for (const [section, pages] of Object.entries(CONTENT_PAGES)) {
      for (const [page, content] of Object.entries(pages)) {
        const answer = await request(app).get(`/api/getContent/${section}/${page}`).expect(200);
        expect(answer.body).toEqual(content);
      }
    }
  });

  it('answers the flip plans content with its docs/product/content.md#content-calls fields', async () => {
    const answer = await request(app).get('/api/getContent/fibre/flip-fibre-plans-content').expect(200);
    expect(Object.keys(answer.body)).toEqual(
      expect.arrayContaining(['title', 'winner', 'modemTitle', 'phoneTitle', 'needToKnow']),
    );
  });

  it.each([
    '/api/getContent/fibre/no-such-page',
    '/api/getContent/no-such-section/faqs',
    '/api/getContent/fibre/constructor',
    '/api/getContent/constructor/name',
    '/api/getContent/__proto__/toString',
    '/api/getContent/fibre/hasOwnProperty',
  ])('answers 404 for %s', async (path) => {
    const answer = await request(app).get(path).expect(404);
    expect(answer.body).toMatchObject({ error: { code: 'CONTENT_NOT_FOUND' } });
  });
});

describe('GET /api/shortLinks', () => {
  it('answers the short link list', async () => {
    const answer = await request(app).get('/api/shortLinks').expect(200);
    expect(answer.body).toEqual(SHORT_LINKS);
    for (const link of answer.body) expect(link).toEqual({ id: expect.any(String), target: expect.any(String) });
  });
});

describe('GET /api/getDefaultFlipToFibrePlans', () => {
  it('answers the standard Flip to Fibre plans', async () => {
    const answer = await request(app).get('/api/getDefaultFlipToFibrePlans').expect(200);
    const plans: FlipToFibrePlan[] = answer.body.plans;
    expect(plans.length).toBeGreaterThanOrEqual(4);
    for (const plan of plans) {
      expect(plan).toEqual({ ...PLAN_SHAPE, serviceType: 'flipToFibre', flipOnly: true, activationFee: 0 });
    }
    expect(Math.min(...plans.map((plan) => plan.special?.planPrice ?? plan.price))).toBe(69.95);
  });
});

describe('GET /api/getFlipToFibrePlans/:nbnRegion/:nbnServiceClass/:maxSpeed', () => {
  it('answers every tier an FTTN address may flip to: the copper line\'s maximum speed does not limit the fibre', async () => {
    const answer = await request(app).get('/api/getFlipToFibrePlans/metro/12/50').expect(200);
    expect(speedsOf(answer.body.plans)).toEqual([100, 250, 500, 1000]);
    for (const plan of answer.body.plans) expect(plan).toEqual({ ...PLAN_SHAPE, serviceType: 'flipToFibre', flipOnly: true, activationFee: 0 });
  });

  it('starts FTTC addresses at nbn 250 (docs/product/address-check.md#flip-eligibility)', async () => {
    const answer = await request(app).get('/api/getFlipToFibrePlans/metro/32/1000').expect(200);
    expect(speedsOf(answer.body.plans)).toEqual([250, 500, 1000]);
  });

  it('answers no plans for service classes the flip does not cover (docs/product/pricing.md#transfer-plan)', async () => {
    await request(app).get('/api/getFlipToFibrePlans/metro/3/1000').expect(200, { plans: [] });
  });

  it('treats a missing or zero maximum speed as no limit', async () => {
    const withoutSpeed = await request(app).get('/api/getFlipToFibrePlans/metro/13').expect(200);
    expect(speedsOf(withoutSpeed.body.plans)).toEqual([100, 250, 500, 1000]);
    const zero = await request(app).get('/api/getFlipToFibrePlans/metro/13/0').expect(200);
    expect(speedsOf(zero.body.plans)).toEqual([100, 250, 500, 1000]);
  });

  it('gives the boost offer a longer special than the standard one', async () => {
    const standard = await request(app).get('/api/getFlipToFibrePlans/metro/13/1000?offerType=standard').expect(200);
    const boost = await request(app).get('/api/getFlipToFibrePlans/metro/13/1000?offerType=boost').expect(200);
    const months = (plans: Plan[]) => plans.map((plan) => plan.special?.months);
    expect(months(standard.body.plans)).toEqual([6, 6, 6, 6]);
    expect(months(boost.body.plans)).toEqual([12, 12, 12, 12]);
    const campaign = await request(app).get('/api/getFlipToFibrePlans/metro/13/1000?offerType=UNCONNECTED-H2-FY25');
    expect(campaign.body).toEqual(standard.body);
  });

  it.each([
    ['a region that is not a name', '/api/getFlipToFibrePlans/me%20tro/13/100', 'INVALID_REGION'],
    ['a service class that is not a number', '/api/getFlipToFibrePlans/metro/FTTN/100', 'INVALID_SERVICE_CLASS'],
    ['a speed that is not a number', '/api/getFlipToFibrePlans/metro/13/fast', 'INVALID_MAX_SPEED'],
    ['a negative speed', '/api/getFlipToFibrePlans/metro/13/-100', 'INVALID_MAX_SPEED'],
  ])('answers 400 for %s', async (_label, path, code) => {
    const answer = await request(app).get(path).expect(400);
    expect(answer.body).toEqual({ error: { code, message: expect.any(String) } });
  });
});

describe('GET /api/getDefaultPlansNbn', () => {
  it('answers the interim nbn 50 and nbn 100 plans (docs/product/pricing.md#transfer-plan)', async () => {
    const answer = await request(app).get('/api/getDefaultPlansNbn').expect(200);
    expect(answer.body.plans.map((plan: Plan) => plan.planFullSpeed)).toEqual(['nbn 50/20', 'nbn 100/20']);
    for (const plan of answer.body.plans) expect(plan).toEqual({ ...PLAN_SHAPE, serviceType: 'nbn' });
  });
});

describe('GET /api/plans/:serviceType', () => {
  it.each([
    ['nbn', NBN_PLANS],
    ['fibre', FIBRE_PLANS],
    ['hwbb', HOME_WIRELESS_PLANS],
    ['mbb', MOBILE_BROADBAND_PLANS],
  ] as const)('answers the %s catalogue', async (serviceType, catalogue) => {
    const answer = await request(app).get(`/api/plans/${serviceType}`).expect(200);
    expect(answer.body.plans).toEqual(catalogue);
    for (const plan of answer.body.plans) expect(plan).toEqual({ ...PLAN_SHAPE, serviceType });
  });

  it.each(['mobile', 'flipToFibre', 'constructor', 'NBN'])('answers 404 for %s', async (serviceType) => {
    const answer = await request(app).get(`/api/plans/${serviceType}`).expect(404);
    expect(answer.body).toMatchObject({ error: { code: 'UNKNOWN_SERVICE_TYPE' } });
  });
});

describe('GET /v1/voip-international-rates', () => {
  it('answers data rows of zone, country, additional, price and unlimited', async () => {
    const answer = await request(app).get('/v1/voip-international-rates').expect(200);
    expect(answer.body.data).toHaveLength(INTERNATIONAL_RATES.length);
    for (const row of answer.body.data) {
      expect(row).toEqual({
        zone: expect.any(String),
        country: expect.any(String),
        additional: expect.any(String),
        price: expect.any(Number),
        unlimited: expect.any(Boolean),
      });
    }
    expect(answer.body.data.filter((row: { unlimited: boolean }) => row.unlimited)).toHaveLength(12);
  });
});

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

describe('GET /globals/configuration', () => {
  it('names the unconnected-services campaign (docs/product/pricing.md#plan-sources promo codes)', async () => {
    await request(app)
      .get('/globals/configuration')
      .expect(200)
      .expect('Content-Type', /json/)
      .expect({ data: { unconnected_services: { value: 'UNCONNECTED-H2-FY25' } } });
  });
});
