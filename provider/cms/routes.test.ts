import express from 'express';
import request from 'supertest';
import { describe, it } from 'vitest';
import { createCmsRouter } from './routes';

describe('GET /globals/configuration', () => {
  it('names the unconnected-services campaign (docs/product/pricing.md#plan-sources promo codes)', async () => {
    const app = express().use(createCmsRouter());
    await request(app)
      .get('/globals/configuration')
      .expect(200)
      .expect('Content-Type', /json/)
      .expect({ data: { unconnected_services: { value: 'UNCONNECTED-H2-FY25' } } });
  });
});
