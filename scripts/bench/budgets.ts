// docs/architecture.md#budgets budgets checked by `npm run bench`, and the table it prints. The proxy budget
// is judged as a load tester would see it: over at least five rounds of direct and proxied runs,
// interleaved, on the median of the per-round differences (one run per side moves by milliseconds
// on a shared machine); any error, on either side, fails; so does a client or proxy that does not
// keep its connections.
import type { RunResult } from './measure';

/** The cached page's req/s over a bare node:http server sending the same bytes, headers included. */
export const CACHED_PAGE_RATIO = 0.9;
/** Rounds of the cached page against the bare server: one run per side swings widely on a shared machine. */
export const MIN_PAGE_ROUNDS = 5;
export const PROXY_RATE = 300;
export const PROXY_P50_OVERHEAD_MS = 1;
export const PROXY_P99_OVERHEAD_MS = 5;
export const MIN_PROXY_ROUNDS = 5;
/** The site's saturated throughput against the bare undici pass-through peer's, rate limits on. */
export const PEER_RATIO = 0.55;
/** As many rounds as the latency comparisons: a median of three swung by 0.1 between runs. */
export const MIN_PEER_ROUNDS = 5;
/** Keep-alive: on average every connection opened carried at least this many requests. */
export const MIN_REQUESTS_PER_CONNECTION = 10;

export interface BudgetCheck {
  budget: string;
  measured: string;
  ok: boolean;
}

/** One round of a proxy comparison: the same kind of request straight to the upstream and through a proxy. */
export interface ProxyRound {
  direct: RunResult;
  proxied: RunResult;
}

/** One round of the cached page comparison: a bare node:http server and the site, the same bytes. */
export interface PageRound {
  bare: RunResult;
  cached: RunResult;
}

/** One round of the saturated comparison: the bare peer and the site, each as fast as answers come. */
export interface PeerRound {
  peer: RunResult;
  site: RunResult;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Connections a run may open: one per MIN_REQUESTS_PER_CONNECTION requests, or one per request the
 * client keeps in flight (a short saturated run on a slow machine), and at least one.
 */
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

const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(2)} ms`;
const range = (values: readonly number[], format: (n: number) => string) =>
  `${format(Math.min(...values))} to ${format(Math.max(...values))}`;

/**
 * The proxy budgets: the median over rounds of (proxied - direct) at p50 and at p99, each against
 * its limit; every run of every round clean; at least MIN_PROXY_ROUNDS rounds.
 */
export function proxyOverheadBudgets(label: string, rounds: readonly ProxyRound[]): BudgetCheck[] {
  const problems = rounds.flatMap((round) => [...runProblems(round.direct), ...runProblems(round.proxied)]);
  if (rounds.length < MIN_PROXY_ROUNDS) problems.push(`${rounds.length} rounds, at least ${MIN_PROXY_ROUNDS} needed`);
  const note = problems.length > 0 ? `; ${problems.join('; ')}` : '';
  return (['p50', 'p99'] as const).map((p) => {
    const limit = p === 'p50' ? PROXY_P50_OVERHEAD_MS : PROXY_P99_OVERHEAD_MS;
    const differences = rounds.map((round) => round.proxied[p] - round.direct[p]);
    const overhead = median(differences);
    return {
      budget: `${label} proxy adds <= ${limit} ms at ${p} over direct, ${PROXY_RATE} req/s (median of per-round differences), no errors`,
      measured:
        rounds.length === 0
          ? `no rounds${note}`
          : `${signed(overhead)} over ${rounds.length} rounds (${range(differences, signed)}; proxied ${p} median ` +
            `${median(rounds.map((r) => r.proxied[p])).toFixed(2)} ms, direct ${median(rounds.map((r) => r.direct[p])).toFixed(2)} ms)${note}`,
      ok: problems.length === 0 && overhead <= limit,
    };
  });
}

/** The site's saturated req/s over the bare peer's: the median of the per-round ratios, every run clean. */
export function peerRatioBudget(label: string, rounds: readonly PeerRound[]): BudgetCheck {
  const problems = rounds.flatMap((round) => [...runProblems(round.peer), ...runProblems(round.site)]);
  if (rounds.length < MIN_PEER_ROUNDS) problems.push(`${rounds.length} rounds, at least ${MIN_PEER_ROUNDS} needed`);
  const ratios = rounds.map((round) => round.site.rps / round.peer.rps);
  const ratio = median(ratios);
  const note = problems.length > 0 ? `; ${problems.join('; ')}` : '';
  return {
    budget: `${label} proxy saturated >= ${PEER_RATIO} x the bare undici peer's req/s (median of per-round ratios), no errors`,
    measured:
      rounds.length === 0
        ? `no rounds${note}`
        : `${ratio.toFixed(2)} over ${rounds.length} rounds (${range(ratios, (n) => n.toFixed(2))}; site median ` +
          `${Math.round(median(rounds.map((r) => r.site.rps)))} req/s, peer ${Math.round(median(rounds.map((r) => r.peer.rps)))} req/s` +
          `${cpuNote(rounds.map((r) => ({ site: r.site, other: r.peer })), 'peer')})${note}`,
    ok: problems.length === 0 && ratio >= PEER_RATIO,
  };
}

/** The median per-answer CPU of each side, when measured: the ratio that does not move with the machine's load. */
function cpuNote(rounds: readonly { site: RunResult; other: RunResult }[], other: string): string {
  const site = rounds.map((r) => r.site.serverCpuMsPerRequest).filter((n) => n !== undefined);
  const theirs = rounds.map((r) => r.other.serverCpuMsPerRequest).filter((n) => n !== undefined);
  if (site.length === 0 || theirs.length === 0) return '';
  return `; CPU per answer: site ${median(site).toFixed(3)} ms, ${other} ${median(theirs).toFixed(3)} ms, ${other}/site ${(median(theirs) / median(site)).toFixed(2)}`;
}

/** The cached page's req/s over the bare server's: the median of the per-round ratios, every run clean. */
export function cachedPageBudget(rounds: readonly PageRound[]): BudgetCheck {
  const problems = rounds.flatMap((round) => [...runProblems(round.bare), ...runProblems(round.cached)]);
  if (rounds.length < MIN_PAGE_ROUNDS) problems.push(`${rounds.length} rounds, at least ${MIN_PAGE_ROUNDS} needed`);
  const ratios = rounds.map((round) => round.cached.rps / round.bare.rps);
  const ratio = median(ratios);
  const note = problems.length > 0 ? `; ${problems.join('; ')}` : '';
  return {
    budget: `cached page >= ${CACHED_PAGE_RATIO} x bare node:http (req/s, median of per-round ratios), no errors`,
    measured:
      rounds.length === 0
        ? `no rounds${note}`
        : `${ratio.toFixed(2)} over ${rounds.length} rounds (${range(ratios, (n) => n.toFixed(2))}; site median ` +
          `${Math.round(median(rounds.map((r) => r.cached.rps)))} req/s, bare ${Math.round(median(rounds.map((r) => r.bare.rps)))} req/s` +
          `${cpuNote(rounds.map((r) => ({ site: r.cached, other: r.bare })), 'bare')})${note}`,
    ok: problems.length === 0 && ratio >= CACHED_PAGE_RATIO,
  };
}

export function formatTable(results: readonly RunResult[]): string {
  const header = ['run', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx', 'conns', 'upstream conns', 'CPU ms/req'];
  const rows = results.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    String(r.requests),
    String(r.errors + r.mismatches),
    String(r.non2xx),
    r.connectionsOpened === undefined ? '' : String(r.connectionsOpened),
    r.upstreamConnectionsOpened === undefined ? '' : String(r.upstreamConnectionsOpened),
    r.serverCpuMsPerRequest === undefined ? '' : r.serverCpuMsPerRequest.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatBudgets(checks: readonly BudgetCheck[]): string {
  return checks.map((c) => `${c.ok ? 'PASS' : 'FAIL'}  ${c.budget}: ${c.measured}`).join('\n');
}
