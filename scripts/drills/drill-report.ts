// The drills' printed report: one row per phase with the answers per kind, then memory, liveness,
// the log check and the SIGTERM drill.
import { table } from '../../loadtests/runner/report';
import { DRILL_KINDS, type StatusCounts } from './background-load';
import type { FaultDrillReport } from './fault-drills';
import type { ShutdownReport } from './shutdown-drill';

const counts = (byStatus: StatusCounts): string =>
  Object.entries(byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || '-';

export function formatFaultDrills(report: FaultDrillReport): string {
  const rows = [['phase', 'secs', ...DRILL_KINDS, 'verdict']];
  for (const phase of report.phases) {
    rows.push([
      phase.name,
      phase.recoveredAfterSeconds === undefined ? phase.seconds.toFixed(0) : `${phase.recoveredAfterSeconds.toFixed(1)}*`,
      ...DRILL_KINDS.map((kind) => counts(phase.counts[kind])),
      phase.problems.length === 0 ? 'ok' : 'FAIL',
    ]);
  }
  const { memory } = report;
  return [
    table(rows),
    '  * recovery phases: seconds until the address proxy, the SQ proxy and content all answered 200 again',
    `memory (server /metrics, ${report.memorySamples} samples): RSS ${memory.baselineRssMb.toFixed(1)} -> ${memory.endRssMb.toFixed(1)} MB (${pct(memory.rssGrowth)}${memory.rssChecked ? '' : ', not judged in a short run'}), heap used ${memory.baselineHeapMb.toFixed(1)} -> ${memory.endHeapMb.toFixed(1)} MB (${pct(memory.heapGrowth)}); limit +10%: ${memory.ok ? 'ok' : 'FAIL'}`,
    `liveness failures: ${report.healthFailures}; stale cache entries served: ${report.staleServed}; log problems: ${report.logProblems.length}; server alive: ${report.serverAlive ? 'yes' : 'NO'}`,
  ].join('\n');
}

export function formatShutdown(report: ShutdownReport): string {
  return [
    `SIGTERM under load: readiness 50 ms after the signal: ${report.readinessAfterSignal}; exit code ${report.exitCode} after ${report.exitSeconds.toFixed(2)} s`,
    `  requests sent before the signal: ${report.sentBeforeSignal} (in flight at the signal: ${report.inFlightAtSignal}); after: ${report.answeredAfterSignal} answered, ${report.refusedAfterSignal} refused at the socket; failed: ${report.failures.length}`,
  ].join('\n');
}

const pct = (growth: number) => `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%`;
