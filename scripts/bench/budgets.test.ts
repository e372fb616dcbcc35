import { describe, expect, it } from 'vitest';
import { cachedPageBudget, formatBudgets, formatTable, frameworkRatioBudget, median, peerRatioBudget, proxyOverheadBudgets, runProblems, type Round } from './budgets';
import { percentile, type RunResult } from './measure';

const result = (name: string, rps: number, p50: number, extra: Partial<RunResult> = {}): RunResult => ({
  name,
  requests: rps * 4,
  rps,
  p50,
  p99: p50 * 3,
  errors: 0,
  non2xx: 0,
  mismatches: 0,
  ...extra,
});

/** Rounds whose proxied p50 exceeds direct by each of `differences` (ms); p99 by 2 ms more. */
const rounds = (differences: number[], proxiedExtra: Partial<RunResult> = {}, directExtra: Partial<RunResult> = {}): Round[] =>
  differences.map((d, i) => [result(`direct ${i}`, 300, 1, { p99: 2, ...directExtra }), result(`proxied ${i}`, 300, 1 + d, { p99: 4 + d, ...proxiedExtra })]);

describe('bench budgets (docs/architecture.md#budgets)', () => {
  it('a cached page passes at 0.9 of the bare rate or more (median of at least 5 per-round ratios), with no errors and every answer a hit', () => {
    const pages = (cached: number[], extra: { cached?: Partial<RunResult>; bare?: Partial<RunResult> } = {}) =>
      cached.map((rps, i): Round => [result(`b${i}`, 10_000, 1, extra.bare), result(`c${i}`, rps, 1, extra.cached)]);
    expect(cachedPageBudget(pages([9000, 9000, 9000, 9000, 9000])).ok).toBe(true);
    expect(cachedPageBudget(pages([8999, 8999, 8999, 8999, 8999])).ok).toBe(false);
    // The median of the per-round ratios: one good round does not pass, one bad round does not fail.
    expect(cachedPageBudget(pages([9900, 8000, 8000, 8000, 8000])).ok).toBe(false);
    expect(cachedPageBudget(pages([2000, 9500, 9500, 9500, 9500])).ok).toBe(true);
    // Fewer rounds than MIN_ROUNDS, or any error on either side, fails.
    expect(cachedPageBudget(pages([9900, 9900, 9900, 9900])).ok).toBe(false);
    expect(cachedPageBudget(pages([9900, 9900, 9900, 9900, 9900], { cached: { non2xx: 1 } })).ok).toBe(false);
    expect(cachedPageBudget(pages([9900, 9900, 9900, 9900, 9900], { cached: { mismatches: 1 } })).ok).toBe(false);
    expect(cachedPageBudget(pages([9900, 9900, 9900, 9900, 9900], { bare: { errors: 3 } })).ok).toBe(false);
    // The CPU each side spent per answer is reported beside the ratio.
    const withCpu = pages([9500, 9500, 9500, 9500, 9500], { cached: { serverCpuMsPerRequest: 0.02 }, bare: { serverCpuMsPerRequest: 0.015 } });
    expect(cachedPageBudget(withCpu).measured).toContain('CPU per answer: site 0.020 ms, bare 0.015 ms, bare/site 0.75');
  });

  it('the median is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('a proxy is judged on the median of its per-round differences, not on one round or the medians of each side', () => {
    // One bad round out of five does not fail the budget, and one good round does not pass it.
    const [p50, p99] = proxyOverheadBudgets('address', rounds([0.4, 0.5, 9, 0.6, 0.7]));
    expect(p50!.ok).toBe(true);
    expect(p50!.measured).toMatch(/^\+0\.60 ms over 5 rounds/);
    expect(p99!.ok).toBe(true); // p99 differences: 2.4 2.5 11 2.6 2.7
    expect(proxyOverheadBudgets('address', rounds([1.5, 1.2, 0.1, 1.4, 1.1]))[0]!.ok).toBe(false);
    // At the limit passes, just over fails.
    expect(proxyOverheadBudgets('SQ', rounds([1, 1, 1, 1, 1]))[0]!.ok).toBe(true);
    expect(proxyOverheadBudgets('SQ', rounds([1.01, 1.01, 1.01, 1, 1]))[0]!.ok).toBe(false);
    // Differences within a round, not sides apart: a slow direct side in one round cancels out there.
    const paired = [3, 0, 0, 3, 3].map((slow, i): Round => [result(`d${i}`, 300, 1 + slow, { p99: 5 }), result(`p${i}`, 300, 1.5 + slow, { p99: 6 })]);
    expect(proxyOverheadBudgets('SQ', paired)[0]!.measured).toMatch(/^\+0\.50 ms/);
  });

  it('the p99 budget is 5 ms over direct', () => {
    const tail = (extra: number): Round[] =>
      Array.from({ length: 5 }, (_, i) => [result(`d${i}`, 300, 1, { p99: 3 }), result(`p${i}`, 300, 1.2, { p99: 3 + extra })]);
    expect(proxyOverheadBudgets('SQ', tail(5))[1]!.ok).toBe(true);
    expect(proxyOverheadBudgets('SQ', tail(5.5))[1]!.ok).toBe(false);
    expect(proxyOverheadBudgets('SQ', tail(5.5))[0]!.ok).toBe(true);
  });

  it('any error on either side, in any round, fails both proxy budgets', () => {
    const failing = [
      rounds([0.1, 0.1, 0.1, 0.1, 0.1], { errors: 1 }),
      rounds([0.1, 0.1, 0.1, 0.1, 0.1], {}, { errors: 1 }),
      rounds([0.1, 0.1, 0.1, 0.1, 0.1], {}, { non2xx: 2 }),
      rounds([0.1, 0.1, 0.1, 0.1, 0.1], { mismatches: 1 }),
    ];
    for (const r of failing) {
      const checks = proxyOverheadBudgets('SQ', r);
      expect(checks.map((c) => c.ok)).toEqual([false, false]);
    }
    expect(proxyOverheadBudgets('SQ', failing[1]!)[0]!.measured).toContain('direct 0: 1 errors');
  });

  it('fewer than five rounds fail, however good', () => {
    expect(proxyOverheadBudgets('SQ', rounds([0.1, 0.1, 0.1, 0.1])).map((c) => c.ok)).toEqual([false, false]);
    expect(proxyOverheadBudgets('SQ', []).map((c) => c.ok)).toEqual([false, false]);
  });

  it('connections not kept alive fail, on the client side and on the upstream side', () => {
    expect(runProblems(result('ok', 300, 1, { requests: 1200, connectionsOpened: 6, upstreamConnectionsOpened: 3 }))).toEqual([]);
    expect(runProblems(result('a', 300, 1, { requests: 1200, connectionsOpened: 1200 }))).toEqual([
      'a: 1200 client connections for 1200 requests (not kept alive)',
    ]);
    expect(runProblems(result('b', 300, 1, { requests: 1200, upstreamConnectionsOpened: 121 }))).toHaveLength(1);
    expect(runProblems(result('c', 300, 1, { requests: 0 }))).toEqual(['c: no requests']);
    // A closed-model run keeps one connection per client, however few requests it managed.
    expect(runProblems(result('d', 40, 1, { requests: 140, concurrency: 20, connectionsOpened: 20, upstreamConnectionsOpened: 20 }))).toEqual([]);
    expect(runProblems(result('e', 40, 1, { requests: 140, concurrency: 20, connectionsOpened: 140 }))).toHaveLength(1);
    const closing = rounds([0.1, 0.1, 0.1, 0.1, 0.1], { connectionsOpened: 10_000 });
    expect(proxyOverheadBudgets('SQ', closing)[0]!.ok).toBe(false);
  });

  it('the site passes at 0.55 of the bare peer or more, on the median of per-round ratios, with no errors on either side', () => {
    const peerRounds = (siteRps: number[], siteExtra: Partial<RunResult> = {}, peerExtra: Partial<RunResult> = {}) =>
      siteRps.map((rps, i): Round => [result(`peer ${i}`, 6000, 3, peerExtra), result(`site ${i}`, rps, 6, siteExtra)]);
    expect(peerRatioBudget('address', peerRounds([3300, 3400, 3200, 3350, 3250])).ok).toBe(true);
    expect(peerRatioBudget('address', peerRounds([3300, 3400, 3200, 3350, 3250])).measured).toMatch(/^0\.55 over 5 rounds/);
    expect(peerRatioBudget('address', peerRounds([3290, 3310, 3200, 3280, 3250])).ok).toBe(false);
    expect(peerRatioBudget('address', peerRounds([3290, 6000, 1000, 3280, 6000])).ok).toBe(false);
    expect(peerRatioBudget('address', peerRounds([3300, 3400, 3200, 3350, 3250], {}, { errors: 1 })).ok).toBe(false);
    expect(peerRatioBudget('address', peerRounds([3300, 3400, 3200, 3350, 3250], { non2xx: 1 })).ok).toBe(false);
    // A peer that failed every request answers fast: that is a failure, not a ratio.
    expect(peerRatioBudget('address', peerRounds([3300, 3400, 3200, 3350, 3250], {}, { errors: 24_000, non2xx: 0 })).ok).toBe(false);
    expect(peerRatioBudget('address', peerRounds([3300, 3400, 3200, 3350])).ok).toBe(false);
    // The CPU each side spent per answer is reported beside the ratio.
    const withCpu = peerRounds([3000, 3000, 3000, 3000, 3000], { serverCpuMsPerRequest: 0.4 }, { serverCpuMsPerRequest: 0.1 });
    expect(peerRatioBudget('SQ', withCpu).measured).toContain('CPU per answer: site 0.400 ms, peer 0.100 ms, peer/site 0.25');
  });

  it("the peer's handler on Hono passes at 0.9 of the bare peer or more, named as the Hono peer, with no errors", () => {
    const honoRounds = (honoRps: number[], honoExtra: Partial<RunResult> = {}) =>
      honoRps.map((rps, i): Round => [result(`peer ${i}`, 5000, 3, { serverCpuMsPerRequest: 0.1 }), result(`hono ${i}`, rps, 3, { serverCpuMsPerRequest: 0.11, ...honoExtra })]);
    const passing = frameworkRatioBudget('address', honoRounds([4500, 4600, 4400, 5100, 4550]));
    expect(passing.ok).toBe(true);
    expect(passing.budget).toBe("address: the peer's handler on Hono >= 0.9 x the bare peer's req/s (median of per-round ratios), no errors");
    expect(passing.measured).toMatch(/^0\.91 over 5 rounds \(0\.88 to 1\.02; Hono median 4550 req\/s, peer 5000 req\/s; CPU per answer: Hono 0\.110 ms, peer 0\.100 ms, peer\/Hono 0\.91\)$/);
    expect(frameworkRatioBudget('address', honoRounds([4400, 4490, 4300, 5100, 4450])).ok).toBe(false);
    expect(frameworkRatioBudget('SQ', honoRounds([4500, 4600, 4400, 5100, 4550], { non2xx: 1 })).ok).toBe(false);
  });

  it('percentiles are nearest-rank over the sorted samples', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('prints a row per run and a line per budget', () => {
    const table = formatTable([
      result('bare', 10_000, 0.5),
      result('cached', 6000, 1.2, { connectionsOpened: 10, upstreamConnectionsOpened: 4 }),
      result('proxied', 300, 1.5, { serverCpuMsPerRequest: 1.2, upstreamCpuMsPerRequest: 0.25, clientCpuMsPerRequest: 0.125, youngCollections: 12, youngPauseMs: 2.5 }),
    ]);
    expect(table.split('\n')).toHaveLength(5);
    expect(table).toContain('req/s');
    expect(table.split('\n')[3]).toMatch(/10\s+4\s*$/);
    expect(table.split('\n')[4]).toMatch(/1\.200\s+0\.250\s+0\.125\s+12\s+2\.50$/);
    expect(formatBudgets([{ budget: 'x', measured: 'y', ok: false }])).toBe('FAIL  x: y');
  });
});
