import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAddressServiceRouter } from './routes';
import { scenarioAddress } from './scenarios.test-helper';

const app = express().use(createAddressServiceRouter());
const fttn = scenarioAddress('flip-ready-fttn');
const opticomm = scenarioAddress('opticomm-fibre');

const expectError = (body: unknown, code: string) =>
  expect(body).toEqual({ error: { code, message: expect.any(String) } });

describe('GET /v2/address (docs/architecture.md#contracts)', () => {
  it('answers a JSON array of { formattedAddress, providers: [{ locationId, name }] }', async () => {
    const res = await request(app).get('/v2/address').query({ fullText: fttn.text });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body[0]).toEqual({
      formattedAddress: fttn.formattedAddress,
      providers: [{ locationId: fttn.locationId, name: 'nbn' }],
    });
    for (const suggestion of res.body as { formattedAddress: unknown; providers: unknown[] }[]) {
      expect(Object.keys(suggestion).sort()).toEqual(['formattedAddress', 'providers']);
      expect(typeof suggestion.formattedAddress).toBe('string');
    }
  });

  it('answers at most 20 suggestions', async () => {
    const res = await request(app).get('/v2/address').query({ fullText: 'george street' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(20);
  });

  it('honours source: api-only addresses need source=api', async () => {
    const { text, formattedAddress } = scenarioAddress('api-only');
    const footprint = await request(app).get('/v2/address').query({ fullText: text });
    expect(footprint.body).toEqual([]);
    const api = await request(app).get('/v2/address').query({ fullText: text, source: 'api' });
    expect(api.body[0].formattedAddress).toBe(formattedAddress);
  });

  it('drops providers named in excludeProviders', async () => {
    const res = await request(app)
      .get('/v2/address')
      .query({ fullText: opticomm.text, excludeProviders: 'TelstraWholesale,OptiComm' });
    expect(res.body[0].providers).toEqual([{ locationId: opticomm.locationId, name: 'nbn' }]);
  });

  it('answers an empty array when nothing matches', async () => {
    const res = await request(app).get('/v2/address').query({ fullText: scenarioAddress('not-found').text });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 400 for a missing or blank fullText, an unknown source or repeated parameters', async () => {
    for (const query of ['', '?fullText=%20%20', '?fullText=abcde&source=web', '?fullText=a&fullText=b', `?fullText=${'x'.repeat(201)}`]) {
      const res = await request(app).get(`/v2/address${query}`);
      expect(res.status).toBe(400);
      expectError(res.body, 'bad_request');
    }
  });
});

describe('GET /v2/address/:locId', () => {
  it('answers the one address for an nbn, OptiComm or Vision id', async () => {
    for (const id of [fttn.locationId!, opticomm.locationIds.opticomm!, scenarioAddress('vision-fibre').locationIds.vision!]) {
      const res = await request(app).get(`/v2/address/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0].providers.map((p: { locationId: string }) => p.locationId)).toContain(id);
    }
  });

  it('answers an empty array for an unknown id and 422 for a malformed one', async () => {
    const unknown = await request(app).get('/v2/address/LOC999999999999');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
    const malformed = await request(app).get('/v2/address/LOC123');
    expect(malformed.status).toBe(422);
    expectError(malformed.body, 'unprocessable');
  });
});

describe('GET /v2/service-qualification', () => {
  it('answers the docs/architecture.md#contracts shape for each provider asked', async () => {
    const res = await request(app)
      .get('/v2/service-qualification')
      .query({ ...opticomm.locationIds, brand: 'tangerine' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['availablePlanCategories', 'priority', 'sqSummary']);
    expect(Object.keys(res.body.sqSummary).sort()).toEqual(['nbn', 'opticomm']);
    expect(res.body.sqSummary.nbn).toEqual({
      serviceClass: expect.any(Number),
      newDevelopmentsChargeApplies: false,
      technologyShortCode: 'FTTP',
      technology: 'Fibre to the Premises',
      locationId: opticomm.locationIds.nbn,
      alternativeTechnologyDetails: null,
      readyDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      maximumDownloadSpeed: 1000,
      activeService: expect.any(Boolean),
      campaigns: [],
    });
    expect(res.body.priority).toEqual(['uniti', 'nbn']);
  });

  it('carries the flip details and campaign', async () => {
    const res = await request(app).get('/v2/service-qualification').query({ nbn: fttn.locationId, brand: 'tangerine' });
    expect(res.body.sqSummary.nbn.alternativeTechnologyDetails).toEqual({ readyStatus: 'Ready', readyDate: '2025-09-15' });
    expect(res.body.sqSummary.nbn.campaigns).toEqual(['UNCONNECTED-H2-FY25']);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await request(app).get('/v2/service-qualification').query({ nbn: 'LOC999999999999' });
    expect(res.status).toBe(404);
    expectError(res.body, 'not_found');
  });

  it('answers 422 for a malformed id', async () => {
    for (const query of [{ nbn: 'LOC12' }, { nbn: opticomm.locationIds.opticomm! }, { opticomm: 'LOC000184726551' }, { vision: 'VSN1' }]) {
      const res = await request(app).get('/v2/service-qualification').query(query);
      expect(res.status).toBe(422);
      expectError(res.body, 'unprocessable');
    }
  });

  it('answers 400 when no provider is named or a parameter is repeated', async () => {
    for (const query of ['?brand=tangerine', '', '?nbn=LOC000184726551&nbn=LOC000184726551', '?nbn=LOC000184726551&brand=%3Cscript%3E']) {
      const res = await request(app).get(`/v2/service-qualification${query}`);
      expect(res.status).toBe(400);
      expectError(res.body, 'bad_request');
    }
  });
});
