import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it, vi } from 'vitest';
import { failOpenReporter, fixedWindowFor, sharedKeyLimiter } from './shared-rate-limit';

function reporter(clock: () => number) {
  const registry = new Registry();
  const warn = vi.fn();
  const report = failOpenReporter({ logger: { warn } as unknown as Logger, registry, clock, warnEveryMs: 60_000 });
  const failures = async () => (await registry.getSingleMetric('rate_limit_store_failures_total')!.get()).values[0]?.value ?? 0;
  return { report, warn, failures };
}

describe('shared rate limits (issue 12: limits across instances)', () => {
  it('a window holds the burst and lasts as long as the bucket takes to refill', () => {
    expect(fixedWindowFor({ perSecond: 20, burst: 40 })).toEqual({ points: 40, duration: 2 });
    expect(fixedWindowFor({ perSecond: 2, burst: 5 })).toEqual({ points: 5, duration: 3 });
    expect(fixedWindowFor({ perSecond: 1 / 60, burst: 5 })).toEqual({ points: 5, duration: 300 });
    expect(fixedWindowFor({ perSecond: 100, burst: 10 })).toEqual({ points: 10, duration: 1 });
  });

  it('lets a call through when a point is spent, and answers the wait when the window is full', async () => {
    const { report } = reporter(() => 0);
    const consume = vi.fn().mockResolvedValueOnce(new RateLimiterRes(39, 2000, 1, false));
    const limiter = sharedKeyLimiter({ consume }, report);
    expect(await limiter.take('10.0.0.1')).toBe(0);
    expect(consume).toHaveBeenCalledWith('10.0.0.1');
    consume.mockRejectedValueOnce(new RateLimiterRes(0, 1500, 41, false));
    expect(await limiter.take('10.0.0.1')).toBe(1500);
  });

  it('fails open when the store does not answer: the call goes through and is counted', async () => {
    const { report, failures } = reporter(() => 0);
    const limiter = sharedKeyLimiter({ consume: vi.fn().mockRejectedValue(new Error('Connection is closed.')) }, report);
    expect(await limiter.take('10.0.0.1')).toBe(0);
    expect(await limiter.take('10.0.0.2')).toBe(0);
    expect(await failures()).toBe(2);
  });

  it('warns once a minute at most, with the failures since the last warning, never per request', () => {
    let now = 0;
    const { report, warn } = reporter(() => now);
    for (let i = 0; i < 50; i++) report(new Error('ECONNREFUSED'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ err: 'ECONNREFUSED', failedCalls: 1 });
    now = 59_999;
    report(new Error('ECONNREFUSED'));
    expect(warn).toHaveBeenCalledTimes(1);
    now = 60_000;
    report(new Error('ECONNREFUSED'));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![0]).toMatchObject({ failedCalls: 51 });
  });
});
