// The fault drills (docs/architecture.md#reliability-and-security); the phases and verdicts: docs/operations.md#fault-drills.
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVICE_GROUPS, type KnobSettings } from '../../provider/knobs';
import { TIMING } from '../../shared/domain/site/frame';
import { apiPath } from '../../shared/routes/api-paths';
import { DRILL_KINDS, fillCaches, loadScenarioFile, startBackgroundLoad, UNCACHED_PAGES, type DrillKind, type StatusCounts } from './background-load';
import type { DrillMode, DrillSite, DrillTimings } from './drill-site';
import { faultReachedContent, hasErrorPanel, judgeHeapSlope, staleServedByPhase, type ProbeAnswer } from './verdicts';
import { scrapeMetrics, sumOf } from '../../harness/metrics';
import { tally } from '../../harness/report';
import { visitorAddress } from '../../harness/scenario-file';

/** Live heap growth allowed over the healthy phases: twice docs/architecture.md#budgets (docs/operations.md#fault-drills). */
const HEAP_SLOPE_LIMIT_MB_PER_MINUTE = 1;

const everyGroup = (knobs: KnobSettings['address']): KnobSettings => Object.fromEntries(SERVICE_GROUPS.map((group) => [group, knobs]));

/** Statuses the proxies may answer while an upstream is failing (docs/architecture.md#reliability-and-security). */
const MAPPED = [502, 503, 504];

interface PhaseSpec {
  name: string;
  description: string;
  /** Recovery phases end early once the site is whole again. */
  seconds: number;
  enter(site: DrillSite): unknown;
  /** Statuses allowed per kind; anything else (and any 500) is a finding. */
  allowed: Record<DrillKind, number[]>;
  /** A fault phase: these kinds must answer a mapped error, and the fault must reach content (verdicts.ts). */
  mustMapErrors?: DrillKind[];
  recovery?: boolean;
}

export interface PhaseResult {
  name: string;
  seconds: number;
  counts: Record<DrillKind, StatusCounts>;
  recoveredAfterSeconds?: number;
  staleServed: number;
  uncachedPages: ProbeAnswer[];
  problems: string[];
}

const healthy: Record<DrillKind, number[]> = { page: [200], contentApi: [200], address: [200], serviceQualification: [200] };
const faulty: Record<DrillKind, number[]> = { page: [200], contentApi: [200], address: [200, ...MAPPED], serviceQualification: [200, ...MAPPED] };

/** The address and content upstreams' deadline: the drill's own, or the site's 5 s (server/upstream/upstreams.ts). */
const addressDeadlineMs = (timings: DrillTimings) => timings.upstreamTimeoutMs ?? 5000;

/**
 * How long the site may take to recover after a slow spell: a recovery's time plus the slowed upstreams'
 * longest deadline. A breaker's trial sent just before the upstream is well again waits out that deadline
 * and re-opens it, and only the next trial, a cool-down later, can close it
 * (docs/architecture.md#reliability-and-security).
 */
export function recoveryAfterSlowSeconds(timings: DrillTimings): number {
  const slowestDeadlineMs = Math.max(addressDeadlineMs(timings), timings.slowSqLatencyMs === undefined ? 0 : TIMING.qualificationTimeoutMs);
  return timings.recoverySeconds + slowestDeadlineMs / 1000;
}

function phasesFor(timings: DrillTimings, baseline: KnobSettings): PhaseSpec[] {
  const { slowLatencyMs, slowSqLatencyMs } = timings;
  const setKnobs = (knobs: KnobSettings) => (site: DrillSite) => site.provider().knobs.set(knobs);
  const seconds = (ms: number) => `${ms / 1000} s`;
  const fault = (name: string, description: string, enter: PhaseSpec['enter'], mustMapErrors: DrillKind[] = ['serviceQualification']): PhaseSpec => ({
    name,
    description,
    seconds: timings.faultSeconds,
    allowed: faulty,
    mustMapErrors,
    enter,
  });
  const recover = (name: string, restart = false, limitSeconds = timings.recoverySeconds): PhaseSpec => ({
    name,
    description: restart ? 'provider started again on the same port' : 'faults cleared',
    seconds: limitSeconds,
    recovery: true,
    allowed: faulty,
    enter: async (site) => {
      if (restart) await site.restartUpstream();
      site.provider().knobs.set(baseline);
    },
  });
  const calm = (name: string, description: string, seconds: number): PhaseSpec => ({ name, description, seconds, allowed: healthy, enter: setKnobs(baseline) });
  return [
    calm('warm-up', 'code warms, caches refresh', timings.warmUpSeconds),
    calm('baseline', 'healthy, realistic upstream latency (memory: first healthy phase)', timings.baselineSeconds),
    fault('upstream down', 'provider stopped: every upstream call is refused', (site) => site.stopUpstream()),
    recover('recovery after down', true),
    fault('upstream 5xx', 'every upstream answers 500 or 503', setKnobs(everyGroup({ errorRate: 1 }))),
    recover('recovery after 5xx'),
    fault('malformed JSON', 'every upstream answers 200 with a truncated JSON body', setKnobs(everyGroup({ malformedRate: 1 }))),
    recover('recovery after malformed'),
    {
      ...fault(
        'upstream slow',
        `address and content ${seconds(slowLatencyMs)} (timeout ${seconds(addressDeadlineMs(timings))}), ` +
          (slowSqLatencyMs === undefined ? 'SQ at its baseline' : `SQ ${seconds(slowSqLatencyMs)} (timeout ${seconds(TIMING.qualificationTimeoutMs)})`),
        setKnobs({
          ...baseline,
          address: { latencyMs: slowLatencyMs },
          web: { latencyMs: slowLatencyMs },
          ...(slowSqLatencyMs === undefined ? {} : { sq: { latencyMs: slowSqLatencyMs } }),
        }),
        slowSqLatencyMs === undefined ? ['address'] : ['address', 'serviceQualification'],
      ),
      seconds: timings.slowSeconds,
    },
    recover('recovery after slow', false, recoveryAfterSlowSeconds(timings)),
    calm('final', 'healthy again (memory: live heap slope over the healthy phases)', timings.finalSeconds),
  ];
}

// What the drills watch besides the answers: the server's /metrics, liveness and its log.
interface ServerSample {
  phase: string;
  at: number;
  rssBytes: number;
  /** Right after a full collection (drill-site.ts loads collect-before-scrape.mjs into the drilled server). */
  heapUsedBytes: number;
  /** cache_stale_served_total{cache="content"} so far. */
  staleServed: number;
}

/** Probes `baseUrl` (the public port) and scrapes `metricsUrl` (the metrics port). */
function startWatchers(baseUrl: string, metricsUrl: string, clock: { phaseAt(time: number): string }, everyMs: number) {
  const samples: ServerSample[] = [];
  /** Liveness probes that did not answer 200, with their phase. */
  const healthFailures: { phase: string; detail: string }[] = [];
  let pending = Promise.resolve();

  const round = async () => {
    const phase = clock.phaseAt(Date.now());
    try {
      const health = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      await health.arrayBuffer();
      if (health.status !== 200) healthFailures.push({ phase, detail: `status ${health.status}` });
    } catch (error) {
      healthFailures.push({ phase, detail: error instanceof Error ? error.message : String(error) });
    }
    try {
      const metrics = await scrapeMetrics(metricsUrl);
      samples.push({
        phase,
        at: Date.now(),
        rssBytes: sumOf(metrics, 'process_resident_memory_bytes'),
        heapUsedBytes: sumOf(metrics, 'nodejs_heap_size_used_bytes'),
        staleServed: sumOf(metrics, 'cache_stale_served_total', { cache: 'content' }),
      });
    } catch {
      // A missed scrape is not a finding on its own: the liveness probe reports an unreachable server.
    }
  };
  const timer = setInterval(() => {
    pending = pending.then(round);
  }, everyMs);

  return {
    samples,
    healthFailures,
    async stop() {
      clearInterval(timer);
      await pending;
    },
  };
}

/** Lines of the server's log that no drill may produce. */
const logProblems = (log: string): string[] =>
  log
    .split('\n')
    .filter((line) => /unhandled rejection|unhandledRejection|uncaughtException/i.test(line) || /"level":60|FATAL ERROR|JavaScript heap out of memory/.test(line))
    .map((line) => line.slice(0, 300));

const staleServedNow = async (metricsUrl: string) => sumOf(await scrapeMetrics(metricsUrl), 'cache_stale_served_total', { cache: 'content' });
/** True once an uncached search, a qualification and content answer 200, content fresh again (a stale nav is 200 too). */
async function siteIsWhole(baseUrl: string, metricsUrl: string, sqPath: string): Promise<boolean> {
  const paths = [`${apiPath('addressSearch')}?fullText=${encodeURIComponent(`1 Recovery Probe ${Date.now()}`)}`, sqPath, apiPath('nav')];
  try {
    const staleBefore = await staleServedNow(metricsUrl);
    const statuses = await Promise.all(
      paths.map(async (p) => {
        const response = await fetch(`${baseUrl}${p}`, { signal: AbortSignal.timeout(25_000) });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    if (!statuses.every((status) => status === 200)) return false;
    await sleep(500);
    return (await staleServedNow(metricsUrl)) === staleBefore;
  } catch {
    return false;
  }
}

/** Until `until`, one uncached page a second, each from another visitor (one would reach docs/operations.md#render-limits). */
async function askForUncachedPages(baseUrl: string, until: number, answers: ProbeAnswer[]): Promise<void> {
  for (let n = 0; Date.now() < until; n += 1) {
    const path = UNCACHED_PAGES[n % UNCACHED_PAGES.length]!;
    const asked = Date.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { accept: 'text/html', 'x-forwarded-for': visitorAddress(n) },
        signal: AbortSignal.timeout(25_000),
      });
      const html = await response.text();
      answers.push({ path, status: response.status, errorPanel: hasErrorPanel(html) });
    } catch (error) {
      answers.push({ path, status: error instanceof Error ? error.message : String(error), errorPanel: false });
    }
    await sleep(Math.max(0, 1000 - (Date.now() - asked)));
  }
}

/** `baseline`: realistic upstream latency for healthy phases; `soakMs`: how long the soak cycles the faults (default 10 minutes). */
export async function runFaultDrills(site: DrillSite, options: { mode: DrillMode; baseline: KnobSettings; soakMs?: number; log?: (line: string) => void }) {
  const log = options.log ?? (() => {});
  const { data } = loadScenarioFile();
  const sqPath = apiPath('serviceQualification', undefined, data.qualifications[0] as Record<string, string>);
  // In time order: a time's phase is the last one started by then.
  const starts: { name: string; at: number }[] = [{ name: 'warm-up', at: Date.now() }];
  const clock = { phaseAt: (time: number) => (starts.findLast((start) => start.at <= time) ?? starts[0]!).name };

  const planned = phasesFor(site.timings, options.baseline);
  const specs: PhaseSpec[] = []; // as run: the soak adds fault rounds while time remains
  // Every key the load uses, once, before the load and the phase clock start (background-load.ts).
  await fillCaches(site.url, data);
  const load = startBackgroundLoad(site.url, data);
  const watchers = startWatchers(site.url, site.metricsUrl, clock, site.timings.sampleEveryMs);
  const results: PhaseResult[] = [];

  const runPhase = async (spec: PhaseSpec): Promise<void> => {
    specs.push(spec);
    starts.push({ name: spec.name, at: Date.now() });
    log(`phase: ${spec.name} (${spec.description})`);
    await spec.enter(site);
    const began = Date.now();
    let recoveredAfterSeconds: number | undefined;
    const uncachedPages: ProbeAnswer[] = [];
    const probing = spec.mustMapErrors ? askForUncachedPages(site.url, began + spec.seconds * 1000, uncachedPages) : Promise.resolve();
    if (spec.recovery) {
      // Whole again, and past the first answer to a request of the load sent in this phase: the load's
      // connections may all still be waiting on the fault's slow answers when the site is whole.
      while (Date.now() - began < spec.seconds * 1000) {
        if (recoveredAfterSeconds === undefined && (await siteIsWhole(site.url, site.metricsUrl, sqPath))) recoveredAfterSeconds = (Date.now() - began) / 1000;
        if (recoveredAfterSeconds !== undefined && load.events.some((event) => event.sentAt >= began)) break;
        await sleep(recoveredAfterSeconds === undefined ? 500 : 50);
      }
    } else {
      await sleep(spec.seconds * 1000);
    }
    const seconds = (Date.now() - began) / 1000;
    // A page asked for near the end may still be rendering: it belongs to this phase.
    await probing;
    results.push({
      name: spec.name,
      seconds,
      counts: Object.fromEntries(DRILL_KINDS.map((kind) => [kind, {}])) as Record<DrillKind, StatusCounts>,
      staleServed: 0,
      uncachedPages,
      problems: spec.recovery && recoveredAfterSeconds === undefined ? [`did not recover within ${spec.seconds} s`] : [],
      ...(recoveredAfterSeconds === undefined ? {} : { recoveredAfterSeconds }),
    });
  };

  try {
    if (options.mode === 'soak') {
      // Fault rounds (each followed by a healthy spell) until only the final window is left.
      const [warmUp, baselinePhase] = planned as [PhaseSpec, PhaseSpec];
      const finalPhase = planned.at(-1)!;
      const cycle = planned.slice(2, -1);
      const soakEnd = Date.now() + (options.soakMs ?? 10 * 60_000) - finalPhase.seconds * 1000;
      await runPhase(warmUp);
      await runPhase(baselinePhase);
      for (let round = 1; Date.now() < soakEnd; round += 1) {
        for (const spec of cycle) await runPhase({ ...spec, name: `${spec.name} #${round}` });
        await runPhase({ ...baselinePhase, name: `healthy #${round}`, description: 'healthy between fault rounds' });
      }
      await runPhase(finalPhase);
    } else {
      for (const spec of planned) await runPhase(spec);
    }
    // Let the last requests of the final phase land before counting.
    await sleep(1500);
  } finally {
    load.stop();
    await watchers.stop();
  }

  // An answer counts in the phase it was sent in (docs/decisions/008-fault-drills-judge-answers-by-phase.md).
  const specByName = new Map(specs.map((spec) => [spec.name, spec]));
  const resultByName = new Map(results.map((result) => [result.name, result]));
  const unexpected = new Map<PhaseResult, string[]>();
  for (const event of load.events) {
    const sentIn = clock.phaseAt(event.sentAt);
    const result = resultByName.get(sentIn);
    if (!result) continue;
    const key = String(event.status);
    result.counts[event.kind][key] = (result.counts[event.kind][key] ?? 0) + 1;
    const allowedIn = (phase: string) => event.status !== 'error' && (specByName.get(phase)?.allowed[event.kind].includes(event.status) ?? false);
    if (allowedIn(sentIn) || allowedIn(clock.phaseAt(event.answeredAt))) continue;
    const problem = `${event.kind}: ${event.status === 'error' ? 'no answer' : event.status}`;
    (unexpected.get(result) ?? unexpected.set(result, []).get(result)!).push(problem);
  }
  for (const [result, problems] of unexpected) result.problems.push(...tally(problems, ' ×'));
  const staleByPhase = staleServedByPhase(watchers.samples);
  for (const spec of specs) {
    const result = resultByName.get(spec.name);
    if (!result) continue;
    result.staleServed = staleByPhase.get(spec.name) ?? 0;
    if (spec.mustMapErrors) result.problems.push(...faultReachedContent({ staleServed: result.staleServed, probes: result.uncachedPages }));
    for (const kind of spec.mustMapErrors ?? []) {
      const mapped = MAPPED.reduce((sum, status) => sum + (result.counts[kind][status] ?? 0), 0);
      if (mapped === 0) result.problems.push(`${kind}: the fault never showed (no 502/503/504)`);
    }
    const answered = DRILL_KINDS.reduce((sum, kind) => sum + Object.values(result.counts[kind]).reduce((a, b) => a + b, 0), 0);
    if (answered === 0) result.problems.push('no request was answered in this phase');
  }

  // Healthy phases: baseline, the healthy spells between soak rounds, final (warm-up fills caches).
  const healthyPhases = new Set(specs.filter((spec) => spec.allowed === healthy && spec.name !== 'warm-up').map((spec) => spec.name));
  const memory = judgeHeapSlope(
    watchers.samples.filter((sample) => healthyPhases.has(sample.phase)),
    HEAP_SLOPE_LIMIT_MB_PER_MINUTE,
  );
  const rssMb = { first: (watchers.samples[0]?.rssBytes ?? 0) / 1024 / 1024, last: (watchers.samples.at(-1)?.rssBytes ?? 0) / 1024 / 1024 };
  const serverAlive = site.server.process.exitCode === null && site.server.process.signalCode === null;
  const problemsInLog = logProblems(site.server.output());
  const problems = [
    ...results.flatMap((result) => result.problems.map((problem) => `${result.name}: ${problem}`)),
    ...watchers.healthFailures.map((failure) => `${failure.phase}: liveness ${failure.detail}`),
    ...problemsInLog.map((line) => `log: ${line}`),
    ...load.errorMessages.slice(0, 5).map((message) => `no answer from the site: ${message}`),
    ...(serverAlive ? [] : ['the server process exited during the drills']),
    ...memory.problems.map((problem) => `memory: ${problem}`),
  ];
  return {
    phases: results,
    memory,
    rssMb,
    memorySamples: watchers.samples.length,
    healthFailures: watchers.healthFailures.length,
    // The server's own count of stale content served, at the last scrape.
    staleServed: watchers.samples.at(-1)?.staleServed ?? 0,
    logProblems: problemsInLog,
    serverAlive,
    problems,
  };
}

export type FaultDrillReport = Awaited<ReturnType<typeof runFaultDrills>>;
