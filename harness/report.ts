// The load run's table: per scenario and request kind, count, rate, failures and percentiles; then each threshold.
import type { runArrivalRate } from './arrival-rate';
import { isFailed, percentile, type Sample, type ThresholdOutcome } from './thresholds';

/** One scenario's arrival-rate run, with its thresholds judged. */
export type ScenarioReport = Awaited<ReturnType<typeof runArrivalRate>> & { name: string; thresholds: ThresholdOutcome[] };

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function row(label: string, samples: readonly Sample[], elapsedMs: number): string[] {
  const durations = samples.map((sample) => sample.durationMs).sort((a, b) => a - b);
  const failed = samples.filter(isFailed).length;
  return [
    label,
    String(samples.length),
    (samples.length / (elapsedMs / 1000)).toFixed(1),
    `${((failed / Math.max(1, samples.length)) * 100).toFixed(2)}%`,
    ms(percentile(durations, 50)),
    ms(percentile(durations, 95)),
    ms(percentile(durations, 99)),
    ms(durations.at(-1) ?? 0),
  ];
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((r) => (r[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** How often each value came, in the order first seen: `['200×1234', '502×3']`, `mark` between value and count. */
export function tally(values: readonly string[], mark = '×'): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value}${mark}${count}`);
}

/** Status counts as `200×1234 502×3`, for the failure column's detail. */
const statusSummary = (samples: readonly Sample[]): string =>
  tally(
    samples
      .map((sample) => sample.status)
      .sort((a, b) => a - b)
      .map((status) => (status === 0 ? 'no answer' : String(status))),
  ).join(' ');

export function formatScenario(report: ScenarioReport): string {
  const header = ['scenario / kind', 'requests', 'req/s', 'failed', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const rows = [header, row(report.name, report.samples, report.elapsedMs)];
  const kinds = [...new Set(report.samples.map((sample) => sample.kind))];
  if (kinds.length > 1) {
    for (const kind of kinds) rows.push(row(`  ${kind}`, report.samples.filter((sample) => sample.kind === kind), report.elapsedMs));
  }
  const thresholdLines = report.thresholds.map(
    (outcome) =>
      `  ${outcome.ok ? 'PASS' : 'FAIL'}  ${outcome.metric} ${outcome.expression}  (measured ${
        /^(http_req_failed|checks)/.test(outcome.metric) ? `${(outcome.value * 100).toFixed(2)}%` : outcome.value.toFixed(1)
      })`,
  );
  return [
    table(rows),
    `  statuses: ${statusSummary(report.samples)}; dropped iterations: ${report.droppedIterations}; peak in flight: ${report.peakInFlight}`,
    bodySummary(report.samples),
    ...thresholdLines,
  ].join('\n');
}

/** How many sampled bodies were checked, and the first few that were wrong. */
function bodySummary(samples: readonly Sample[]): string {
  const checked = samples.filter((sample) => sample.bodyProblem !== undefined);
  const wrong = checked.filter((sample) => sample.bodyProblem !== '');
  const first = wrong.slice(0, 3).map((sample) => `${sample.kind}: ${sample.bodyProblem}`);
  return `  bodies checked: ${checked.length}, wrong: ${wrong.length}${first.length > 0 ? ` (${first.join('; ')})` : ''}`;
}
