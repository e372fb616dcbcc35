// DESIGN §5 budgets checked by `npm run bench`, and the table it prints.
import type { RunResult } from './measure';

export const CACHED_PAGE_RATIO = 0.5;
export const PROXY_P50_OVERHEAD_MS = 2;
export const PROXY_RATE = 300;

export interface BudgetCheck {
  budget: string;
  measured: string;
  ok: boolean;
}

export function cachedPageBudget(cached: RunResult, bare: RunResult): BudgetCheck {
  const ratio = cached.rps / bare.rps;
  return {
    budget: `cached page >= ${CACHED_PAGE_RATIO} x bare node:http (req/s)`,
    measured: `${ratio.toFixed(2)} (${Math.round(cached.rps)} / ${Math.round(bare.rps)})`,
    ok: ratio >= CACHED_PAGE_RATIO && cached.errors === 0 && cached.non2xx === 0 && cached.mismatches === 0,
  };
}

export function proxyBudget(label: string, proxied: RunResult, direct: RunResult): BudgetCheck {
  const overhead = proxied.p50 - direct.p50;
  const clean = [proxied, direct].every((r) => r.errors === 0 && r.non2xx === 0);
  return {
    budget: `${label} proxy adds <= ${PROXY_P50_OVERHEAD_MS} ms at p50 over direct, ${PROXY_RATE} req/s, no errors`,
    measured: `+${overhead.toFixed(2)} ms (${proxied.p50.toFixed(2)} vs ${direct.p50.toFixed(2)})${clean ? '' : `, errors ${proxied.errors + direct.errors}, non-2xx ${proxied.non2xx + direct.non2xx}`}`,
    ok: overhead <= PROXY_P50_OVERHEAD_MS && clean,
  };
}

export function formatTable(results: readonly RunResult[]): string {
  const header = ['run', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx'];
  const rows = results.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    String(r.requests),
    String(r.errors + r.mismatches),
    String(r.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatBudgets(checks: readonly BudgetCheck[]): string {
  return checks.map((c) => `${c.ok ? 'PASS' : 'FAIL'}  ${c.budget}: ${c.measured}`).join('\n');
}
