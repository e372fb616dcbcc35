// The server applies the catalogue checks to every plan catalogue answer it serves, leaving
// a faulty plan out with a logged reason (once per plan and reason), and checks every catalogue at
// start-up without ever failing or holding start-up.
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { sitePlansAnswerSchema } from '../../shared/schemas/upstream';
import { PLAN, startTestSite, goodUpstream, type TestSite } from '../api/api-test-kit.test-helper';
import { createRuntime, type Runtime } from '../compose';
import { loadConfig } from '../config/env';
import type { PageRenderer } from '../render/page-handler';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.test-helper';
import { checkCataloguesAtStartUp } from './catalogue-start-up-check';
import { createDroppedPlanLog, withoutFaultyPlans, type DroppedPlanReport } from './plan-catalogue-check';

/** One plan for each kind of defect the checks know, each otherwise the good PLAN. */
const BROKEN = [
  { ...PLAN, id: 1, typicalEveningSpeed: 0 },
  { ...PLAN, id: 2, cisLink: '' },
  { ...PLAN, id: 3, price: 84.999 },
  { ...PLAN, id: 4, special: { planPrice: 70 } },
  { ...PLAN, id: 5, dataAllowanceGb: 30, planHeading: 'Unlimited mobile broadband 30GB' },
  { ...PLAN, id: 6, planHeading: 'Superfast nbn 250/25Mbps' },
  { ...PLAN, id: 7, priceNotes: 'Min. cost $70 inc. GST.' },
  { ...PLAN, id: 8, priceNotes: '$77.27/mth ex GST.' },
  { ...PLAN, id: 9, planHeading: 'Family nbn 100/20Mbps with 500GB of data' },
  { ...PLAN, id: 10, speedboost: 'yes' },
];

interface Logged {
  level: 'warn' | 'info';
  details: Record<string, unknown>;
  message: string;
}

function recordingLogger() {
  const logged: Logged[] = [];
  return {
    logged,
    warn: (details: Record<string, unknown>, message: string) => logged.push({ level: 'warn', details, message }),
    info: (details: Record<string, unknown>, message: string) => logged.push({ level: 'info', details, message }),
  };
}

describe('withoutFaultyPlans and the dropped-plan log', () => {
  it('keeps only what the Plan contract names: fields beside the plans and inside a plan are dropped (docs/decisions/021-upstream-answers-keep-only-used-fields.md)', () => {
    const added = { ...PLAN, internalNote: 'x', special: { planPrice: 70, duration: 'for the first 6 months', months: 6, internalNote: 'x' } };
    const arrived = { plans: [added], internalNote: 'x' };
    const answer = withoutFaultyPlans(arrived, '/api/plans/nbn', undefined);
    expect(answer).toEqual({ plans: [{ ...PLAN, special: { planPrice: 70, duration: 'for the first 6 months', months: 6 } }] });
  });

  it('leaves out each faulty plan, reports it, and keeps the answer when nothing fails', () => {
    const reports: DroppedPlanReport[] = [];
    const answer = withoutFaultyPlans({ plans: [PLAN, ...BROKEN] }, '/api/plans/nbn', (report) => reports.push(report));
    expect(answer.plans).toEqual([PLAN]);
    expect(sitePlansAnswerSchema.parse(answer)).toEqual(answer); // what the site serves is its contract
    expect(reports.map((report) => [report.planId, report.defects.map((defect) => defect.kind)])).toEqual([
      [1, ['typical-evening-speed']],
      [2, ['cis-link']],
      [3, ['price']],
      [4, ['price']],
      [5, ['unlimited-with-allowance']],
      [6, ['unreachable-speed', 'unreachable-speed']],
      [7, ['min-cost-wording']],
      [8, ['gst-wording']],
      [9, ['allowance-wording']],
      [10, ['shape']],
    ]);
    expect(reports.at(-1)?.defects[0]?.reason).toMatch(/^not a plan as the site reads one \(speedboost: /);
    const good = { plans: [PLAN] };
    expect(withoutFaultyPlans(good, '/api/plans/nbn', () => expect.fail('nothing to report'))).toEqual(good);
  });

  it('warns once per plan and reason, however often the plan is seen', () => {
    const logger = recordingLogger();
    const log = createDroppedPlanLog(logger);
    const defects = [{ kind: 'cis-link' as const, reason: 'has no Critical Information Summary link' }];
    log({ catalogue: '/api/plans/nbn', planId: 2, defects });
    log({ catalogue: '/api/getDefaultPlansNbn', planId: 2, defects });
    log({ catalogue: '/api/plans/nbn', planId: 3, defects });
    expect(logger.logged).toEqual([
      {
        level: 'warn',
        details: { catalogue: '/api/plans/nbn', planId: 2, defect: 'cis-link', reason: 'has no Critical Information Summary link' },
        message: 'plan 2 left out: has no Critical Information Summary link',
      },
      {
        level: 'warn',
        details: { catalogue: '/api/plans/nbn', planId: 3, defect: 'cis-link', reason: 'has no Critical Information Summary link' },
        message: 'plan 3 left out: has no Critical Information Summary link',
      },
    ]);
  });
});

describe("the server's plans routes", () => {
  let site: TestSite | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  it('serve a catalogue without its faulty plans and log each reason once, across cache refreshes', async () => {
    const logger = recordingLogger();
    site = await startTestSite({
      handlers: { ...goodUpstream(), 'GET /api/plans/*': { json: { plans: [PLAN, ...BROKEN] } } },
      upstreamConfig: { onPlanDropped: createDroppedPlanLog(logger) },
    });
    const first = await site.get('/api/plans/nbn');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ plans: [PLAN] });
    const warned = logger.logged.length;
    expect(logger.logged.map((entry) => entry.details.planId)).toEqual([1, 2, 3, 4, 5, 6, 6, 7, 8, 9, 10]);
    expect(logger.logged.find((entry) => entry.details.planId === 6)?.message).toBe(
      "plan 6 left out: planHeading says 250/25Mbps but the plan's download speed is 100 Mbps",
    );

    site.advance(10 * 60_000); // past the content TTL: the catalogue is fetched and checked again
    expect(await (await site.get('/api/plans/nbn')).json()).toEqual({ plans: [PLAN] });
    expect(site.fake.callsTo('/api/plans/nbn')).toHaveLength(2);
    expect(logger.logged).toHaveLength(warned);
  });

  it('apply the checks to the flip plans and the default nbn plans too', async () => {
    const broken = BROKEN[0]!;
    site = await startTestSite({
      handlers: {
        ...goodUpstream(),
        'GET /api/getDefaultFlipToFibrePlans': { json: { plans: [broken, PLAN] } },
        'GET /api/getFlipToFibrePlans/*': { json: [broken] },
        'GET /api/getDefaultPlansNbn': { json: { plans: [PLAN, broken] } },
      },
    });
    expect(await (await site.get('/api/getDefaultFlipToFibrePlans')).json()).toEqual({ plans: [PLAN] });
    expect(await (await site.get('/api/getFlipToFibrePlans/metro/13/100?offerType=standard')).json()).toEqual({ plans: [] });
    expect(await (await site.get('/api/getDefaultPlansNbn')).json()).toEqual({ plans: [PLAN] });
  });
});

describe('the start-up check', () => {
  it('loads every catalogue, never throws, and says which could not be checked', async () => {
    const logger = recordingLogger();
    const answer = async () => ({ value: { plans: [PLAN] }, json: '' });
    await checkCataloguesAtStartUp(
      {
        plans: async (serviceType) => {
          if (serviceType === 'mbb') throw new Error('upstream_timeout');
          return answer();
        },
        defaultPlansNbn: answer,
        defaultFlipToFibrePlans: answer,
        flipToFibrePlans: answer,
      },
      logger,
    );
    expect(logger.logged.filter((entry) => entry.level === 'warn')).toEqual([
      {
        level: 'warn',
        details: { catalogue: '/api/plans/mbb', err: 'upstream_timeout' },
        message: 'plan catalogue not checked at start-up (upstream unavailable); its plans are checked when first served',
      },
    ]);
    const summary = logger.logged.find((entry) => entry.level === 'info');
    expect(Object.keys(summary?.details.plansShown as object)).toEqual([
      '/api/plans/nbn',
      '/api/plans/fibre',
      '/api/plans/hwbb',
      '/api/getDefaultPlansNbn',
      '/api/getDefaultFlipToFibrePlans',
      '/api/getFlipToFibrePlans/metro/13/0?offerType=standard',
      '/api/getFlipToFibrePlans/metro/13/0?offerType=boost',
      '/api/getFlipToFibrePlans/metro/34/0?offerType=standard',
      '/api/getFlipToFibrePlans/metro/34/0?offerType=boost',
    ]);
  });
});

describe('start-up wiring (server/compose.ts)', () => {
  let runtime: Runtime | undefined;
  let fake: FakeUpstream | undefined;
  afterEach(async () => {
    await runtime?.close();
    await fake?.close();
    runtime = undefined;
    fake = undefined;
  });

  async function start(handlers: Parameters<typeof startFakeUpstream>[0]) {
    fake = await startFakeUpstream(handlers);
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    });
    runtime = await createRuntime({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_SERVICES_URL: fake.url }),
      logger: pino({ level: 'info' }, stream),
      publicDir: path.resolve(import.meta.dirname, '../../public'),
      getRenderer: async () => (await import('../../client/entry-server')) as PageRenderer,
      rateLimit: false,
      pageCache: false,
    });
    return { lines };
  }

  it('logs each plan a catalogue leaves out, at start-up, before anyone asks', async () => {
    const { lines } = await start({ ...goodUpstream(), 'GET /api/plans/*': { json: [PLAN, BROKEN[1]] } });
    await expect.poll(() => lines.filter((line) => line.msg === 'plan 2 left out: has no Critical Information Summary link')).toHaveLength(1);
    expect(lines.find((line) => line.planId === 2)).toMatchObject({ level: 40, defect: 'cis-link' });
    await expect.poll(() => lines.some((line) => line.msg === 'plan catalogues checked at start-up')).toBe(true);
  });

  it('does not wait for a slow upstream', async () => {
    const { lines } = await start({ '*': { json: { plans: [PLAN] }, delayMs: 1500 } });
    // Started while every catalogue call is still on its way.
    expect(lines.some((line) => line.msg === 'plan catalogues checked at start-up')).toBe(false);
    await expect.poll(() => fake?.callsTo('/api/plans/nbn').length).toBe(1);
  });

  it('does not fail on an upstream that is down: each catalogue is said to be unchecked', async () => {
    const { lines } = await start({ '*': { status: 503, json: {} } });
    await expect
      .poll(() => lines.filter((line) => String(line.msg).startsWith('plan catalogue not checked at start-up')).length, { timeout: 10_000 })
      .toBe(10);
    expect(runtime?.readiness.ready).toBe(true);
  });
});
