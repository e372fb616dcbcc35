// `npm run drills` (docs/operations.md#fault-drills): the fault drills, then SIGTERM under load; exits 1 on any finding.
import { ensureBuilt } from '../harness/built-server';
import { DRILL_KINDS, loadScenarioFile, type StatusCounts } from './drills/background-load';
import { DRILL_TIMINGS, startDrillSite, type DrillMode } from './drills/drill-site';
import { runContext, runMain } from '../harness/run-context';
import { runFaultDrills, type FaultDrillReport, type PhaseResult } from './drills/fault-drills';
import { runShutdownDrill, type ShutdownReport } from './drills/shutdown-drill';
import { table, tally } from '../harness/report';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const mode: DrillMode = argv.includes('--soak') ? 'soak' : argv.includes('--short') ? 'short' : 'full';
  if (!ensureBuilt()) return 1;
  const scenarioFile = loadScenarioFile();
  console.log(runContext('production'));
  const timings = DRILL_TIMINGS[mode];
  console.log(`drills (${mode}); caches of the drilled site live ${timings.cacheTtlMs / 1000} s`);

  const site = await startDrillSite(timings);
  let ok = false;
  try {
    const minutes = Number(argv.find((arg) => arg.startsWith('--minutes='))?.split('=')[1] ?? 10);
    const faults = await runFaultDrills(site, { mode, baseline: scenarioFile.upstreamLatency, soakMs: minutes * 60_000, log: (line) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${line}`) });
    console.log(`\n${formatFaultDrills(faults)}`);
    const shutdown = await runShutdownDrill(site, scenarioFile.data);
    console.log(`\n${formatShutdown(shutdown)}`);
    const problems = [...faults.problems, ...shutdown.problems.map((problem) => `shutdown: ${problem}`)];
    for (const problem of problems) console.log(`FAIL ${problem}`);
    ok = problems.length === 0;
  } finally {
    await site.stop();
  }
  console.log(ok ? '\nAll drills passed.' : '\nA drill failed (see FAIL above).');
  return ok ? 0 : 1;
}

const counts = (byStatus: StatusCounts): string =>
  Object.entries(byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || '-';

/** Uncached pages' answers as `200+panel×5`, `500×1`. */
const uncached = (answers: PhaseResult['uncachedPages']): string =>
  tally(answers.map((answer) => (answer.status === 200 ? (answer.errorPanel ? '200+panel' : '200 no panel') : String(answer.status)))).join(' ') || '-';

function formatFaultDrills(report: FaultDrillReport): string {
  const rows = [['phase', 'secs', ...DRILL_KINDS, 'stale', 'uncached pages', 'verdict']];
  for (const phase of report.phases) {
    rows.push([
      phase.name,
      phase.recoveredAfterSeconds === undefined ? phase.seconds.toFixed(0) : `${phase.recoveredAfterSeconds.toFixed(1)}*`,
      ...DRILL_KINDS.map((kind) => counts(phase.counts[kind])),
      String(phase.staleServed),
      uncached(phase.uncachedPages),
      phase.problems.length === 0 ? 'ok' : 'FAIL',
    ]);
  }
  const { memory } = report;
  return [
    table(rows),
    '  * recovery phases: seconds until the address proxy, the SQ proxy and content all answered 200 again, content fresh (no stale served)',
    '  stale: content served stale because its refresh failed (cache_stale_served_total); uncached pages: asked for during faults only',
    `live heap after a collection, healthy phases (${memory.samples} of ${report.memorySamples} samples over ${memory.spanMinutes.toFixed(1)} min): ` +
      `${memory.firstMb.toFixed(1)} -> ${memory.lastMb.toFixed(1)} MB, least-squares slope ${memory.mbPerMinute >= 0 ? '+' : ''}${memory.mbPerMinute.toFixed(2)} MB/min ` +
      `(limit ${memory.limitMbPerMinute} MB/min): ${memory.problems.length > 0 ? 'FAIL' : memory.judged ? 'ok' : 'not judged under 2 minutes'}; RSS ${report.rssMb.first.toFixed(0)} -> ${report.rssMb.last.toFixed(0)} MB (not judged)`,
    `liveness failures: ${report.healthFailures}; stale content served in all: ${report.staleServed}; log problems: ${report.logProblems.length}; server alive: ${report.serverAlive ? 'yes' : 'NO'}`,
  ].join('\n');
}

function formatShutdown(report: ShutdownReport): string {
  return [
    `SIGTERM under load: readiness from 50 ms after the signal, every 50 ms: ${runs(report.readinessAnswers.map((probe) => probe.answer))}; exit code ${report.exitCode} after ${report.exitSeconds.toFixed(2)} s`,
    `  requests sent before the signal: ${report.sentBeforeSignal} (in flight at the signal: ${report.inFlightAtSignal}); after: ${report.answeredAfterSignal} answered, ${report.refusedAfterSignal} met a closed socket after the drain (not accepted); failed: ${report.failures.length}`,
  ].join('\n');
}

/** Answers in order with repeats folded: `503×19, ECONNREFUSED`. */
const runs = (answers: readonly (number | string)[]): string => {
  const folded: [number | string, number][] = [];
  for (const answer of answers) {
    const last = folded.at(-1);
    if (last && last[0] === answer) last[1] += 1;
    else folded.push([answer, 1]);
  }
  return folded.map(([answer, count]) => (count > 1 ? `${answer}×${count}` : String(answer))).join(', ') || 'none';
};

runMain(main);
