import { describe, expect, it } from 'vitest';
import { cachedPageBudget, formatBudgets, formatTable, proxyBudget } from './budgets';
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

describe('bench budgets (DESIGN §5)', () => {
  it('a cached page passes at half the bare rate or more, with no errors and every answer a hit', () => {
    expect(cachedPageBudget(result('c', 5000, 1), result('b', 10_000, 1)).ok).toBe(true);
    expect(cachedPageBudget(result('c', 4999, 1), result('b', 10_000, 1)).ok).toBe(false);
    expect(cachedPageBudget(result('c', 9000, 1, { non2xx: 1 }), result('b', 10_000, 1)).ok).toBe(false);
    expect(cachedPageBudget(result('c', 9000, 1, { mismatches: 1 }), result('b', 10_000, 1)).ok).toBe(false);
  });

  it('a proxy passes when it adds at most 2 ms at p50 and neither side saw an error', () => {
    expect(proxyBudget('SQ', result('p', 300, 3), result('d', 300, 1)).ok).toBe(true);
    expect(proxyBudget('SQ', result('p', 300, 3.01), result('d', 300, 1)).ok).toBe(false);
    expect(proxyBudget('SQ', result('p', 300, 1), result('d', 300, 1, { errors: 1 })).ok).toBe(false);
  });

  it('percentiles are nearest-rank over the sorted samples', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('prints a row per run and a line per budget', () => {
    const table = formatTable([result('bare', 10_000, 0.5), result('cached', 6000, 1.2)]);
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toContain('req/s');
    expect(formatBudgets([{ budget: 'x', measured: 'y', ok: false }])).toBe('FAIL  x: y');
  });
});
