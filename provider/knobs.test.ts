import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createKnobController, createKnobsControlRouter, isLoopbackAddress, isLoopbackRequest, KnobSettingsError, knobsFromEnv, MAX_HANG_MS, parseKnobSettings, sampleLatency, serviceGroupOf, withExtraFields, withPlanPrices } from './knobs';
import { createSeededFloats } from './seeded-random';
import type { KnobController, KnobSettings } from './knobs';

const controllers: KnobController[] = [];
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
});

/** A tiny app with one answering route per service group, behind the knobs. */
function knobbedApp(knobs: KnobSettings, seed = 7) {
  const controller = createKnobController({ knobs, seed });
  controllers.push(controller);
  const app = express();
  app.use(createKnobsControlRouter(controller));
  app.use(controller.middleware());
  for (const path of ['/v2/address', '/v2/service-qualification', '/api/nav', '/v1/mobile-plans', '/globals/configuration', '/order']) {
    app.get(path, (_req, res) => {
      res.json({ ok: true });
    });
  }
  return { app, controller };
}

describe('knob settings', () => {
  it('accept fixed, uniform and normal latencies and rates', () => {
    const settings = {
      sq: { latencyMs: { min: 1000, max: 3000 } },
      address: { latencyMs: 200, errorRate: 0.1, errorStatus: 503 },
      web: { latencyMs: { mean: 300, stddev: 50 }, malformedRate: 0.5 },
      events: { timeoutRate: 1, hangMs: 5000 },
    };
    expect(parseKnobSettings(settings)).toEqual(settings);
  });

  it('refuse unknown groups, unknown keys, rates outside 0..1 and hangs beyond 60 s, naming the key', () => {
    expect(() => parseKnobSettings({ payments: {} })).toThrow(KnobSettingsError);
    expect(() => parseKnobSettings({ sq: { latency: 5 } })).toThrow(/sq/);
    expect(() => parseKnobSettings({ web: { errorRate: 1.5 } })).toThrow(/web\.errorRate/);
    expect(() => parseKnobSettings({ web: { hangMs: MAX_HANG_MS + 1 } })).toThrow(/web\.hangMs/);
    expect(() => parseKnobSettings({ sq: { latencyMs: { min: 300, max: 100 } } })).toThrow(/min must not be above max/);
    expect(() => parseKnobSettings({ web: { errorStatus: 502 } })).toThrow(/errorStatus/);
  });

  it('come from PROVIDER_KNOBS as JSON, with a clear message when it is not JSON', () => {
    expect(knobsFromEnv({})).toEqual({});
    expect(knobsFromEnv({ PROVIDER_KNOBS: '  ' })).toEqual({});
    expect(knobsFromEnv({ PROVIDER_KNOBS: '{"sq":{"latencyMs":{"min":1000,"max":3000}}}' })).toEqual({
      sq: { latencyMs: { min: 1000, max: 3000 } },
    });
    expect(() => knobsFromEnv({ PROVIDER_KNOBS: '{sq:' })).toThrow(/PROVIDER_KNOBS is not valid JSON/);
  });
});

describe('service groups', () => {
  it('sort request paths into the docs/architecture.md#contracts services', () => {
    expect(serviceGroupOf('/v2/address')).toBe('address');
    expect(serviceGroupOf('/v2/address/LOC000000000001')).toBe('address');
    expect(serviceGroupOf('/v2/service-qualification')).toBe('sq');
    expect(serviceGroupOf('/api/nav')).toBe('web');
    expect(serviceGroupOf('/api/getContent/fibre/faqs')).toBe('web');
    expect(serviceGroupOf('/v1/voip-international-rates')).toBe('web');
    expect(serviceGroupOf('/v1/mobile-plans')).toBe('mobile');
    expect(serviceGroupOf('/globals/configuration')).toBe('cms');
    expect(serviceGroupOf('/v1/event-management/events')).toBe('events');
    expect(serviceGroupOf('/order')).toBeUndefined();
    expect(serviceGroupOf('/__control/knobs')).toBeUndefined();
    expect(serviceGroupOf('/v2/addresses')).toBeUndefined();
  });
});

describe('seeded draws', () => {
  it('repeat exactly for one seed and differ between seeds', () => {
    const draws = (seed: number) => {
      const random = createSeededFloats(seed);
      return Array.from({ length: 5 }, () => random());
    };
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
    for (const value of draws(1)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('keep sampled latencies inside the range and at or above zero', () => {
    const random = createSeededFloats(3);
    expect(sampleLatency(undefined, random)).toBe(0);
    expect(sampleLatency(250, random)).toBe(250);
    for (let index = 0; index < 200; index += 1) {
      const uniform = sampleLatency({ min: 1000, max: 3000 }, random);
      expect(uniform).toBeGreaterThanOrEqual(1000);
      expect(uniform).toBeLessThanOrEqual(3000);
      expect(sampleLatency({ mean: 10, stddev: 100 }, random)).toBeGreaterThanOrEqual(0);
    }
    const normals = Array.from({ length: 2000 }, () => sampleLatency({ mean: 500, stddev: 50 }, random));
    const mean = normals.reduce((sum, value) => sum + value, 0) / normals.length;
    expect(mean).toBeGreaterThan(480);
    expect(mean).toBeLessThan(520);
  });

  it('make the same decisions for the same seed', () => {
    const knobs: KnobSettings = { web: { errorRate: 0.3, malformedRate: 0.3 } };
    const decisions = (seed: number) => {
      const controller = createKnobController({ knobs, seed });
      return Array.from({ length: 50 }, () => controller.decide('web').kind);
    };
    expect(decisions(11)).toEqual(decisions(11));
    expect(new Set(decisions(11))).toEqual(new Set(['pass', 'error', 'malformed']));
  });

  it('hit an error rate of about the share asked for', () => {
    const controller = createKnobController({ knobs: { sq: { errorRate: 0.2 } }, seed: 5 });
    const errors = Array.from({ length: 5000 }, () => controller.decide('sq')).filter((o) => o.kind === 'error');
    expect(errors.length / 5000).toBeGreaterThan(0.17);
    expect(errors.length / 5000).toBeLessThan(0.23);
    expect(new Set(errors.map((o) => (o.kind === 'error' ? o.status : 0)))).toEqual(new Set([500, 503]));
  });
});

describe('knobs on requests', () => {
  it('leave requests alone when no knob is set', async () => {
    const { app } = knobbedApp({});
    await request(app).get('/api/nav').expect(200, { ok: true });
  });

  it('add a fixed latency to the group it is set on only', async () => {
    const { app } = knobbedApp({ sq: { latencyMs: 200 } });
    const started = performance.now();
    await request(app).get('/v2/service-qualification').expect(200, { ok: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('answer 5xx on an error rate of 1', async () => {
    const { app } = knobbedApp({ web: { errorRate: 1 }, mobile: { errorRate: 1, errorStatus: 503 } });
    const answer = await request(app).get('/api/nav');
    expect([500, 503]).toContain(answer.status);
    expect(answer.body).toMatchObject({ error: { code: 'UPSTREAM_FAILURE' } });
    await request(app).get('/v1/mobile-plans').expect(503);
    await request(app).get('/v2/address').expect(200);
  });

  it('add extra fields to every object of an answer, top level and nested, on the group they are set on', async () => {
    const controller = createKnobController({ knobs: { cms: { extraFields: { internalNote: 'do not publish' } } }, seed: 1 });
    controllers.push(controller);
    const app = express();
    app.use(controller.middleware());
    app.get('/globals/configuration', (_req, res) => {
      res.json({ data: { unconnected_services: { value: 'x' } }, list: [{ a: 1 }, 2] });
    });
    app.get('/api/nav', (_req, res) => {
      res.json({ items: [] });
    });
    const answer = await request(app).get('/globals/configuration').expect(200);
    expect(answer.body).toEqual({
      data: { unconnected_services: { value: 'x', internalNote: 'do not publish' }, internalNote: 'do not publish' },
      list: [{ a: 1, internalNote: 'do not publish' }, 2],
      internalNote: 'do not publish',
    });
    await request(app).get('/api/nav').expect(200, { items: [] });
  });

  it('leave a field the answer has as it is, and take only JSON values as extra fields', () => {
    expect(withExtraFields([{ internalNote: 'real' }, 'text', null], { internalNote: 'added' })).toEqual([{ internalNote: 'real' }, 'text', null]);
    expect(parseKnobSettings({ web: { extraFields: { internalNote: { nested: [1, 'two'] } } } })).toEqual({
      web: { extraFields: { internalNote: { nested: [1, 'two'] } } },
    });
    expect(() => parseKnobSettings({ web: { extraFields: { '': 1 } } })).toThrow(/web\.extraFields/);
  });

  it('change the price of the named plans in every answer (a catalogue price change between two visits)', async () => {
    const controller = createKnobController({ knobs: { web: { planPrices: { '10317': 89.95 } } }, seed: 1 });
    controllers.push(controller);
    const app = express();
    app.use(controller.middleware());
    app.get('/api/plans/nbn', (_req, res) => {
      res.json({ plans: [{ id: 10317, price: 84.95 }, { id: 7175, price: 69.95 }] });
    });
    await request(app).get('/api/plans/nbn').expect(200, { plans: [{ id: 10317, price: 89.95 }, { id: 7175, price: 69.95 }] });
    expect(withPlanPrices({ id: 10317 }, { '10317': 1 })).toEqual({ id: 10317 });
    expect(() => parseKnobSettings({ web: { planPrices: { abc: 1 } } })).toThrow(/web\.planPrices/);
  });

  it('answer 200 with a body that is not JSON when malformed', async () => {
    const { app } = knobbedApp({ cms: { malformedRate: 1 } });
    const answer = await request(app).get('/globals/configuration').buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => done(null, text));
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(() => JSON.parse(answer.body as string)).toThrow(SyntaxError);
  });

  it('hang without an answer and drop the connection after hangMs', async () => {
    const { app } = knobbedApp({ address: { timeoutRate: 1, hangMs: 300 } });
    const failure = await request(app)
      .get('/v2/address')
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as NodeJS.ErrnoException).code).toBe('ECONNRESET');
  });

  it('let the client give up first, while other groups keep answering', async () => {
    const { app } = knobbedApp({ address: { timeoutRate: 1 } });
    const failure = await request(app)
      .get('/v2/address')
      .timeout(150)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect((failure as { timeout?: number }).timeout).toBe(150);
    await request(app).get('/api/nav').expect(200);
  });
  it('drop hung requests at once after dispose, so a closing server never waits', async () => {
    const { app, controller } = knobbedApp({ web: { timeoutRate: 1 } });
    controller.dispose();
    const failure = await request(app)
      .get('/api/nav')
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect((failure as NodeJS.ErrnoException).code).toBe('ECONNRESET');
  });
});

describe('knob control routes', () => {
  it('show, replace and reset the settings', async () => {
    const { app, controller } = knobbedApp({ web: { latencyMs: 5 } });
    await request(app).get('/__control/knobs').expect(200, { knobs: { web: { latencyMs: 5 } } });
    await request(app)
      .put('/__control/knobs')
      .send({ web: { errorRate: 1, errorStatus: 500 } })
      .expect(200, { knobs: { web: { errorRate: 1, errorStatus: 500 } } });
    await request(app).get('/api/nav').expect(500);
    await request(app).delete('/__control/knobs').expect(200, { knobs: {} });
    await request(app).get('/api/nav').expect(200);
    expect(controller.get()).toEqual({});
  });

  it('refuse bad settings with 400 and keep the old ones', async () => {
    const { app, controller } = knobbedApp({ sq: { latencyMs: 1 } });
    const answer = await request(app).put('/__control/knobs').send({ sq: { errorRate: 2 } }).expect(400);
    expect(answer.body.error.message).toMatch(/sq\.errorRate/);
    expect(controller.get()).toEqual({ sq: { latencyMs: 1 } });
  });

  it('answer 403 to callers forwarded from another host', async () => {
    const { app } = knobbedApp({});
    await request(app).get('/__control/knobs').set('X-Forwarded-For', '203.0.113.9').expect(403);
    await request(app).put('/__control/knobs').set('X-Forwarded-For', '127.0.0.1, 10.1.2.3').send({}).expect(403);
    await request(app).delete('/__control/knobs').set('Forwarded', 'for=198.51.100.7').expect(403);
    await request(app).get('/__control/knobs').set('X-Forwarded-For', '127.0.0.1').expect(200);
  });
});

describe('loopback check', () => {
  const from = (remoteAddress: string | undefined, headers: Record<string, string> = {}) =>
    isLoopbackRequest({ socket: { remoteAddress }, headers });

  it('knows loopback addresses in IPv4, IPv6 and mapped form', () => {
    for (const address of ['127.0.0.1', '127.5.6.7', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', 'fe80::1', '', undefined]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });

  it('admits only loopback sockets with no outside hop', () => {
    expect(from('127.0.0.1')).toBe(true);
    expect(from('::1')).toBe(true);
    expect(from('203.0.113.5')).toBe(false);
    expect(from('::ffff:192.0.2.1')).toBe(false);
    expect(from(undefined)).toBe(false);
    expect(from('127.0.0.1', { 'x-forwarded-for': '192.0.2.44' })).toBe(false);
    expect(from('127.0.0.1', { forwarded: 'for="[2001:db8::1]"' })).toBe(false);
    expect(from('127.0.0.1', { forwarded: 'for=127.0.0.1' })).toBe(true);
    expect(from('127.0.0.1', { forwarded: 'proto=https' })).toBe(false);
  });
});
