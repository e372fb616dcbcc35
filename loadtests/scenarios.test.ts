// The shared scenario file stays usable by both runners: its data is what the embedded provider
// holds (and what the generator would write today), its request mix passes the site's own input
// schemas, and every threshold is one the Node runner can evaluate.
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAddressBook } from '../provider/address/address-book';
import { createSeededFloats } from '../provider/seeded-random';
import { parseKnobSettings } from '../provider/knobs';
import { PAGE_PATHS } from '../shared/routes/page-meta';
import { addressSearchQuerySchema, locationIdParamsSchema, serviceQualificationQuerySchema } from '../shared/schemas/api-inputs';
import { buildScenarioData } from './generate-scenario-data';
import { durationMs, parseScenarioFile, planRequest, SCENARIO_NAMES } from '../harness/scenario-file';
import { iterationsDueBy, runArrivalRate, scheduledAt } from '../harness/arrival-rate';
import { checkThresholdSyntax, evaluateThresholds, percentile } from '../harness/thresholds';

const file = parseScenarioFile(readFileSync(path.join(import.meta.dirname, 'scenarios.json'), 'utf8'));

describe('loadtests/scenarios.json', () => {
  it('holds the data the generator draws from the embedded provider today', () => {
    expect(file.data).toEqual(buildScenarioData(loadAddressBook()));
  });

  it('asks only for addresses the provider knows, in forms the site accepts', () => {
    const book = loadAddressBook();
    for (const id of file.data.locationIds) {
      expect(book.byLocationId(id), id).toHaveLength(1);
      expect(locationIdParamsSchema.safeParse({ locId: id }).success).toBe(true);
    }
    for (const ids of file.data.qualifications) {
      expect(serviceQualificationQuerySchema.safeParse(ids).success, JSON.stringify(ids)).toBe(true);
      expect(book.qualify(ids as Record<string, string>), JSON.stringify(ids)).not.toBeNull();
    }
    for (const fullText of file.data.addressQueries) {
      expect(addressSearchQuerySchema.safeParse({ fullText }).success, fullText).toBe(true);
    }
    const found = file.data.addressQueries.filter((fullText) => book.search({ fullText, source: 'api' }).length > 0);
    expect(found.length / file.data.addressQueries.length).toBeGreaterThan(0.8);
    for (const page of file.data.pages) expect(PAGE_PATHS).toContain(page);
  });

  it('sets valid provider knobs and thresholds the Node runner evaluates', () => {
    expect(() => parseKnobSettings(file.upstreamLatency)).not.toThrow();
    for (const name of SCENARIO_NAMES) {
      const settings = file.scenarios[name];
      expect(() => checkThresholdSyntax(settings.thresholds)).not.toThrow();
      expect(settings.thresholds.http_req_failed).toEqual(['rate<0.01']);
      // Both runners fail on an iteration not started at the target rate and on a wrong sampled body.
      expect(settings.thresholds.dropped_iterations).toEqual(['count==0']);
      expect(settings.thresholds.checks).toEqual(['rate==1']);
      for (const stage of [...settings.stages, ...settings.quickStages]) expect(durationMs(stage.duration)).toBeGreaterThan(0);
      // `--quick` is about 30 s in all; the full run a few minutes.
      expect(settings.quickStages.reduce((sum, s) => sum + durationMs(s.duration), 0)).toBeLessThanOrEqual(12_000);
      expect(settings.stages.reduce((sum, s) => sum + durationMs(s.duration), 0)).toBeLessThanOrEqual(90_000);
    }
  });

  it('plans requests by the mix weights, on site API paths only', () => {
    const random = createSeededFloats(3);
    const kinds = new Map<string, number>();
    for (let i = 0; i < 2000; i += 1) {
      const request = planRequest(file.scenarios.browsingMix, file.data, random);
      kinds.set(request.kind, (kinds.get(request.kind) ?? 0) + 1);
      expect(request.path.startsWith('/')).toBe(true);
      if (request.kind !== 'page') expect(request.path.startsWith('/api/')).toBe(true);
    }
    expect((kinds.get('page') ?? 0) / 2000).toBeCloseTo(0.4, 1);
    expect((kinds.get('serviceQualification') ?? 0) / 2000).toBeCloseTo(0.05, 1);
  });
});

describe('Node runner pieces', () => {
  it('schedules iterations as a k6 ramping arrival rate does', () => {
    const stages = [
      { duration: '10s', target: 100 },
      { duration: '10s', target: 100 },
    ];
    // Ramp 0 -> 100/s over 10 s is 500 iterations, then 100/s for 10 s.
    expect(iterationsDueBy(10_000, 0, stages, 1000)).toBeCloseTo(500);
    expect(iterationsDueBy(20_000, 0, stages, 1000)).toBeCloseTo(1500);
    expect(iterationsDueBy(5_000, 0, stages, 1000)).toBeCloseTo(125);
    expect(durationMs('1m30s')).toBe(90_000);
  });

  it('evaluates k6 threshold expressions, per tag when asked', () => {
    const samples = [
      ...Array.from({ length: 98 }, (_, i) => ({ kind: 'page', status: 200, durationMs: i + 1 })),
      { kind: 'page', status: 502, durationMs: 500 },
      { kind: 'contentApi', status: 0, durationMs: 1000 },
    ];
    const outcomes = evaluateThresholds(
      { http_req_failed: ['rate<0.01', 'rate<0.05'], 'http_req_duration{kind:page}': ['p(95)<100', 'max<400'] },
      samples,
      0,
    );
    expect(outcomes.map((o) => [o.expression, o.ok, o.value])).toEqual([
      ['rate<0.01', false, 0.02],
      ['rate<0.05', true, 0.02],
      ['p(95)<100', true, 95],
      ['max<400', false, 500],
    ]);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(() => checkThresholdSyntax({ http_req_waiting: ['p(95)<1'] })).toThrow(/unsupported/);
  });

  it('fails a run with one dropped iteration, or one wrong body among the sampled, or no body checked', () => {
    const thresholds = { dropped_iterations: ['count==0'], checks: ['rate==1'] };
    const good = [{ kind: 'page', status: 200, durationMs: 1, bodyProblem: '' }, { kind: 'page', status: 200, durationMs: 1 }];
    expect(evaluateThresholds(thresholds, good, 0).map((o) => o.ok)).toEqual([true, true]);
    expect(evaluateThresholds(thresholds, good, 1).map((o) => o.ok)).toEqual([false, true]);
    const wrong = [...good, { kind: 'page', status: 200, durationMs: 1, bodyProblem: 'not an HTML document' }];
    expect(evaluateThresholds(thresholds, wrong, 0).map((o) => [o.ok, o.value])).toEqual([[true, 0], [false, 0.5]]);
    const unchecked = [{ kind: 'page', status: 200, durationMs: 1 }];
    expect(evaluateThresholds(thresholds, unchecked, 0)[1]!.ok).toBe(false);
  });

  it('schedules iteration n at the inverse of the arrival-rate integral', () => {
    const stages = [{ duration: '10s', target: 100 }];
    // Constant 100/s from the start: iteration 0 is due at 10 ms, iteration 499 at 5 s.
    expect(scheduledAt(0, 100, stages, 1000)).toBeCloseTo(10, 0);
    expect(scheduledAt(499, 100, stages, 1000)).toBeCloseTo(5000, 0);
  });
});

describe('the Node runner against a server', () => {
  const serve = (handler: (res: ServerResponse) => void) =>
    new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
      const server = createServer((_req, res) => handler(res)).listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
      });
    });
  const plan = () => ({ kind: 'contentApi' as const, path: '/api/nav', headers: {} });

  it('checks a sample of bodies: a 200 with the wrong body fails the checks threshold', async () => {
    const site = await serve((res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    try {
      const result = await runArrivalRate({ baseUrl: site.url, startRate: 50, timeUnit: '1s', stages: [{ duration: '1s', target: 50 }], maxVUs: 10, plan });
      expect(result.samples.filter((sample) => sample.bodyProblem !== undefined).length).toBeGreaterThan(0);
      const [checks] = evaluateThresholds({ checks: ['rate==1'] }, result.samples, result.droppedIterations);
      expect(checks!.ok).toBe(false);
    } finally {
      await site.close();
    }
  });

  it("fails with the plan's own error when the plan throws (a bench out of queries), after the requests in flight", async () => {
    let answered = 0;
    const site = await serve((res) =>
      setTimeout(() => {
        answered += 1;
        res.writeHead(200).end('[1]');
      }, 50),
    );
    try {
      let drawn = 0;
      const running = runArrivalRate({
        baseUrl: site.url,
        startRate: 100,
        timeUnit: '1s',
        stages: [{ duration: '1s', target: 100 }],
        maxVUs: 20,
        plan: () => {
          if (++drawn > 5) throw new Error('no address search left to ask');
          return plan();
        },
      });
      await expect(running).rejects.toThrow('no address search left to ask');
      expect(answered).toBe(5);
    } finally {
      await site.close();
    }
  });

  it('counts the iterations it could not start (no free slot) as dropped', async () => {
    const site = await serve((res) => setTimeout(() => res.writeHead(200).end('[1]'), 400));
    try {
      const result = await runArrivalRate({ baseUrl: site.url, startRate: 40, timeUnit: '1s', stages: [{ duration: '1s', target: 40 }], maxVUs: 2, plan });
      expect(result.droppedIterations).toBeGreaterThan(20);
      expect(evaluateThresholds({ dropped_iterations: ['count==0'] }, result.samples, result.droppedIterations)[0]!.ok).toBe(false);
    } finally {
      await site.close();
    }
  });
});
