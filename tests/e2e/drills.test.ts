// The short form of `npm run drills` (docs/architecture.md#budgets, docs/architecture.md#reliability-and-security) against the BUILT site: under
// steady load the upstream goes down, fails with 5xx, answers malformed JSON and turns slow; the
// site keeps answering (pages and content from cache, mapped 502/503/504 from the proxies, never a
// 500), stays live, logs no unhandled rejection and keeps its memory flat; then SIGTERM under load
// fails no accepted request and the process exits 0 within 10 s. The phases run on the short clocks
// (scripts/drills/drill-site.ts DRILL_TIMINGS.short: 1 s breaker cool-down, 500 ms deadlines).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnobSettings } from '../../provider/knobs';
import { loadScenarioFile } from '../../scripts/drills/background-load';
import { DRILL_TIMINGS, startDrillSite, type DrillSite } from '../../scripts/drills/drill-site';
import { runFaultDrills, type FaultDrillReport } from '../../scripts/drills/fault-drills';
import { runShutdownDrill } from '../../scripts/drills/shutdown-drill';

const BASELINE: KnobSettings = {
  address: { latencyMs: { min: 15, max: 60 } },
  // Each recovery check waits for a qualification: a short one keeps the recoveries short.
  sq: { latencyMs: { min: 100, max: 300 } },
  web: { latencyMs: { min: 10, max: 40 } },
};

let site: DrillSite;
let faults: FaultDrillReport;

beforeAll(async () => {
  site = await startDrillSite(DRILL_TIMINGS.short);
}, 60_000);

afterAll(async () => {
  await site?.stop();
});

describe('fault drills under load (short form)', () => {
  it('keeps answering through upstream down, 5xx, malformed JSON and slowness, then recovers', { timeout: 240_000 }, async () => {
    faults = await runFaultDrills(site, { mode: 'short', baseline: BASELINE });
    const byName = new Map(faults.phases.map((phase) => [phase.name, phase]));

    // Every phase's answers were allowed ones (pages/content 200; proxies 200 or 502/503/504).
    expect(faults.phases.flatMap((phase) => phase.problems.map((p) => `${phase.name}: ${p}`))).toEqual([]);
    // The faults really reached the proxies, and pages kept rendering meanwhile.
    for (const name of ['upstream down', 'upstream 5xx', 'malformed JSON']) {
      const phase = byName.get(name)!;
      expect(Object.keys(phase.counts.serviceQualification).some((status) => ['502', '503', '504'].includes(status)), name).toBe(true);
      expect(Object.keys(phase.counts.page), name).toEqual(['200']);
      expect(phase.counts.page['200']).toBeGreaterThan(0);
    }
    expect(byName.get('upstream slow')!.counts.address['504'] ?? 0).toBeGreaterThan(0);
    // The breaker cools down in 1 s: each recovery completes within a few seconds.
    for (const phase of faults.phases.filter((p) => p.name.startsWith('recovery'))) {
      expect(phase.recoveredAfterSeconds, phase.name).toBeLessThan(8);
    }
    expect(faults.serverAlive).toBe(true);
    expect(faults.healthFailures).toBe(0);
    expect(faults.logProblems).toEqual([]);
    // Every fault reached content: stale content served, uncached pages 200 with the error panel.
    for (const phase of faults.phases.filter((p) => ['upstream down', 'upstream 5xx', 'malformed JSON', 'upstream slow'].includes(p.name))) {
      expect(phase.staleServed, phase.name).toBeGreaterThan(0);
      expect(phase.uncachedPages.length, phase.name).toBeGreaterThan(0);
      expect(phase.uncachedPages.every((answer) => answer.status === 200 && answer.errorPanel), phase.name).toBe(true);
    }
    // Live heap (after a collection) sampled in the healthy phases; the short form reports its
    // slope but spans too little to judge it (npm run drills does: verdicts.ts judgeHeapSlope).
    expect(faults.memory.samples).toBeGreaterThanOrEqual(6);
    expect(faults.memory.problems, JSON.stringify(faults.memory)).toEqual([]);
  });

  it('on SIGTERM under load answers readiness 503 through the drain, fails no accepted request and exits 0 within 10 s', { timeout: 60_000 }, async () => {
    const report = await runShutdownDrill(site, loadScenarioFile().data);
    // 503 during the drain, before the listener closed (a refused connection is not 'not ready').
    expect(report.readinessAnswers.map((probe) => probe.answer)).toContain(503);
    expect(report.problems).toEqual([]);
    expect(report.inFlightAtSignal).toBeGreaterThan(0);
    expect(report.failures).toEqual([]);
    expect(report.exitCode).toBe(0);
    expect(report.exitSeconds).toBeLessThan(10);
  });
});
