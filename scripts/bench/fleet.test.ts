import { describe, expect, it } from 'vitest';
import { fleetRatioBudget, originRequestGoal, sharedMaxAge } from './fleet';
import { sameHeaders } from './http-get';
import type { RunResult } from './measure';

const runOf = (rps: number, extra: Partial<RunResult> = {}): RunResult => ({
  name: 'run',
  requests: rps,
  rps,
  p50: 1,
  p99: 2,
  errors: 0,
  non2xx: 0,
  mismatches: 0,
  ...extra,
});

describe('npm run bench -- --fleet', () => {
  it("reads the shared cache's TTL from Cache-Control", () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=300, stale-while-revalidate=30')).toBe(300);
    expect(sharedMaxAge('public, max-age=60')).toBeUndefined();
    expect(sharedMaxAge(undefined)).toBeUndefined();
  });

  it('allows each page one origin request per TTL window the run spans', () => {
    expect(originRequestGoal(34, 300, 17.6)).toBe(34);
    expect(originRequestGoal(34, 300, 300)).toBe(68);
    expect(originRequestGoal(10, 60, 150)).toBe(30);
  });

  it('passes the cached page at 0.9 or more of the static file, without errors or misses', () => {
    expect(fleetRatioBudget(runOf(9000), runOf(10_000)).ok).toBe(true);
    expect(fleetRatioBudget(runOf(8999), runOf(10_000)).ok).toBe(false);
    expect(fleetRatioBudget(runOf(9500, { mismatches: 1 }), runOf(10_000)).ok).toBe(false);
    expect(fleetRatioBudget(runOf(9500, { non2xx: 3 }), runOf(10_000)).ok).toBe(false);
  });
});

describe('sameHeaders', () => {
  it("keeps the site's end-to-end headers as sent and leaves out what Node, and Varnish when asked, write themselves", () => {
    const raw = ['Content-Security-Policy', "script-src 'sha256-x'", 'ETag', '"abc"', 'Age', '3', 'Via', '1.1 varnish', 'X-Varnish', '1 2', 'Content-Length', '10', 'Connection', 'keep-alive', 'X-Cache', 'hit'];
    expect(sameHeaders(raw, ['x-varnish', 'age', 'via', 'accept-ranges', 'x-cache'])).toEqual([
      ['Content-Security-Policy', "script-src 'sha256-x'"],
      ['ETag', '"abc"'],
    ]);
    expect(sameHeaders(raw).map(([name]) => name)).toEqual(['Content-Security-Policy', 'ETag', 'Age', 'Via', 'X-Varnish', 'X-Cache']);
  });
});
