// docs/architecture.md#budgets budgets checked by `npm run bench`, judged as docs/operations.md#bench says, and its table.
import { table } from '../../harness/report';
import type { RunResult } from './measure';

/** The cached page's req/s over a bare node:http server sending the same bytes, headers included. */
const CACHED_PAGE_RATIO = 0.9;
/** Rounds of every comparison: a median of three swung by 0.1 between runs. */
export const MIN_ROUNDS = 5;
export const PROXY_RATE = 300;
const PROXY_OVERHEAD_MS = { p50: 1, p99: 5 };
/** The site's saturated throughput against the bare undici pass-through peer's, rate limits on. */
const PEER_RATIO = 0.55;
/** The peer's handler on Hono against the same handler on node:http: the framework should cost next to nothing. */
const FRAMEWORK_RATIO = 0.9;
/** Keep-alive: on average every connection opened carried at least this many requests. */
const MIN_REQUESTS_PER_CONNECTION = 10;

export interface BudgetCheck {
  budget: string;
  measured: string;
  ok: boolean;
}

/** One round of a comparison: the baseline (direct upstream, bare server or peer) and the site, same requests. */
export type Round = [baseline: RunResult, site: RunResult];

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Connections a run may open: one per MIN_REQUESTS_PER_CONNECTION requests or per request in flight, at least one. */
const connectionAllowance = (run: RunResult) =>
  Math.max(1, run.concurrency ?? 0, Math.floor(run.requests / MIN_REQUESTS_PER_CONNECTION));

/** What is wrong with a run, whatever its timings: no answers, errors, non-2xx, failed checks, connections not reused. */
export function runProblems(run: RunResult): string[] {
  const problems: string[] = [];
  if (run.requests === 0) problems.push(`${run.name}: no requests`);
  if (run.errors > 0) problems.push(`${run.name}: ${run.errors} errors`);
  if (run.non2xx > 0) problems.push(`${run.name}: ${run.non2xx} non-2xx`);
  if (run.mismatches > 0) problems.push(`${run.name}: ${run.mismatches} failed checks`);
  for (const [side, opened] of [
    ['client', run.connectionsOpened],
    ['upstream', run.upstreamConnectionsOpened],
  ] as const) {
    if (opened !== undefined && opened > connectionAllowance(run)) {
      problems.push(`${run.name}: ${opened} ${side} connections for ${run.requests} requests (not kept alive)`);
    }
  }
  return problems;
}

/** A budget over `rounds`, failed by any run's problem or too few rounds (noted after the measurement). */
function judged(budget: string, rounds: readonly Round[], measured: () => string, passed: boolean): BudgetCheck {
  const problems = rounds.flat().flatMap(runProblems);
  if (rounds.length < MIN_ROUNDS) problems.push(`${rounds.length} rounds, at least ${MIN_ROUNDS} needed`);
  const note = problems.length > 0 ? `; ${problems.join('; ')}` : '';
  return { budget, measured: `${rounds.length === 0 ? 'no rounds' : measured()}${note}`, ok: note === '' && passed };
}

const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(2)} ms`;
const range = (values: readonly number[], format: (n: number) => string) =>
  `${format(Math.min(...values))} to ${format(Math.max(...values))}`;

/** The proxy budgets: the median over rounds of (proxied - direct) at p50 and at p99, each against its limit. */
export function proxyOverheadBudgets(label: string, rounds: readonly Round[]): BudgetCheck[] {
  return (['p50', 'p99'] as const).map((p) => {
    const limit = PROXY_OVERHEAD_MS[p];
    const differences = rounds.map(([direct, proxied]) => proxied[p] - direct[p]);
    const overhead = median(differences);
    const measured = () =>
      `${signed(overhead)} over ${rounds.length} rounds (${range(differences, signed)}; proxied ${p} median ` +
      `${median(rounds.map((r) => r[1][p])).toFixed(2)} ms, direct ${median(rounds.map((r) => r[0][p])).toFixed(2)} ms)`;
    const budget = `${label} proxy adds <= ${limit} ms at ${p} over direct, ${PROXY_RATE} req/s (median of per-round differences), no errors`;
    return judged(budget, rounds, measured, overhead <= limit);
  });
}

/** The measured side's req/s (the site's, unless named) over the baseline's: the median of the per-round ratios, every run clean. */
function ratioBudget(budget: string, baseline: string, goal: number, rounds: readonly Round[], side = 'site'): BudgetCheck {
  const ratios = rounds.map(([base, site]) => site.rps / base.rps);
  const ratio = median(ratios);
  const measured = () =>
    `${ratio.toFixed(2)} over ${rounds.length} rounds (${range(ratios, (n) => n.toFixed(2))}; ${side} median ` +
    `${Math.round(median(rounds.map((r) => r[1].rps)))} req/s, ${baseline} ${Math.round(median(rounds.map((r) => r[0].rps)))} req/s` +
    `${cpuNote(rounds, baseline, side)})`;
  return judged(budget, rounds, measured, ratio >= goal);
}

/** The median per-answer CPU of each side, when measured: the ratio that does not move with the machine's load. */
function cpuNote(rounds: readonly Round[], baseline: string, side: string): string {
  const site = rounds.map((r) => r[1].serverCpuMsPerRequest).filter((n) => n !== undefined);
  const theirs = rounds.map((r) => r[0].serverCpuMsPerRequest).filter((n) => n !== undefined);
  if (site.length === 0 || theirs.length === 0) return '';
  return `; CPU per answer: ${side} ${median(site).toFixed(3)} ms, ${baseline} ${median(theirs).toFixed(3)} ms, ${baseline}/${side} ${(median(theirs) / median(site)).toFixed(2)}`;
}

export const peerRatioBudget = (label: string, rounds: readonly Round[]): BudgetCheck =>
  ratioBudget(`${label} proxy saturated >= ${PEER_RATIO} x the bare undici peer's req/s (median of per-round ratios), no errors`, 'peer', PEER_RATIO, rounds);

/** The framework alone: the peer's own handler as a Hono app on @hono/node-server, against the peer on node:http. */
export const frameworkRatioBudget = (label: string, rounds: readonly Round[]): BudgetCheck =>
  ratioBudget(`${label}: the peer's handler on Hono >= ${FRAMEWORK_RATIO} x the bare peer's req/s (median of per-round ratios), no errors`, 'peer', FRAMEWORK_RATIO, rounds, 'Hono');

export const cachedPageBudget = (rounds: readonly Round[]): BudgetCheck =>
  ratioBudget(`cached page >= ${CACHED_PAGE_RATIO} x bare node:http (req/s, median of per-round ratios), no errors`, 'bare', CACHED_PAGE_RATIO, rounds);

export function formatTable(results: readonly RunResult[]): string {
  const optional = (n: number | undefined, digits = 0) => (n === undefined ? '' : n.toFixed(digits));
  return table([
    ['run', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx', 'conns', 'upstream conns', 'CPU ms/req', 'upstream CPU', 'client CPU', 'young GCs', 'mean pause ms'],
    ...results.map((r) => [
      r.name,
      r.rps.toFixed(0),
      r.p50.toFixed(2),
      r.p99.toFixed(2),
      String(r.requests),
      String(r.errors + r.mismatches),
      String(r.non2xx),
      optional(r.connectionsOpened),
      optional(r.upstreamConnectionsOpened),
      optional(r.serverCpuMsPerRequest, 3),
      optional(r.upstreamCpuMsPerRequest, 3),
      optional(r.clientCpuMsPerRequest, 3),
      optional(r.youngCollections),
      optional(r.youngPauseMs, 2),
    ]),
  ]);
}

export function formatBudgets(checks: readonly BudgetCheck[]): string {
  return checks.map((c) => `${c.ok ? 'PASS' : 'FAIL'}  ${c.budget}: ${c.measured}`).join('\n');
}
