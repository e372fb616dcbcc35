import { describe, expect, it } from 'vitest';
import { fleetRatioBudget, originRequestGoal, sharedMaxAge, siteHeaders } from './fleet';
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

describe('siteHeaders', () => {
  it("keeps the site's end-to-end headers and leaves out what Varnish writes itself", () => {
    expect(
      siteHeaders({
        'content-security-policy': "script-src 'sha256-x' 'strict-dynamic'",
        etag: '"abc"',
        'set-cookie': ['a=1', 'b=2'],
        age: '3',
        via: '1.1 varnish',
        'x-varnish': '1 2',
        'content-length': '10',
        connection: 'keep-alive',
        'x-cache': 'hit',
      }),
    ).toEqual({ 'content-security-policy': "script-src 'sha256-x' 'strict-dynamic'", etag: '"abc"', 'set-cookie': 'a=1, b=2' });
  });
});
