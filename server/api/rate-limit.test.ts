import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClientLimiter, fixedWindowFor, keyLimiterOf, memoryLimiters, scaleRateLimit } from './rate-limit';

afterEach(() => {
  vi.useRealTimers();
});

describe('fixed windows for a rate and a burst', () => {
  it('a window holds the burst and lasts as long as the burst takes at the rate', () => {
    expect(fixedWindowFor({ perSecond: 20, burst: 40 })).toEqual({ points: 40, duration: 2 });
    expect(fixedWindowFor({ perSecond: 2, burst: 5 })).toEqual({ points: 5, duration: 3 });
    expect(fixedWindowFor({ perSecond: 1 / 60, burst: 5 })).toEqual({ points: 5, duration: 300 });
    expect(fixedWindowFor({ perSecond: 100, burst: 10 })).toEqual({ points: 10, duration: 1 });
  });
});

describe('keyLimiterOf', () => {
  it('lets a call through when a point is spent, and answers the wait when the window is full', async () => {
    const consume = vi.fn().mockResolvedValueOnce(new RateLimiterRes(39, 2000, 1, false));
    const limiter = keyLimiterOf({ consume });
    expect(await limiter.take('10.0.0.1')).toBe(0);
    expect(consume).toHaveBeenCalledWith('10.0.0.1');
    consume.mockRejectedValueOnce(new RateLimiterRes(0, 1500, 41, false));
    expect(await limiter.take('10.0.0.1')).toBe(1500);
  });

  it('lets a call through, reported, when the store fails and no insurance limiter took it', async () => {
    const failures: unknown[] = [];
    const limiter = keyLimiterOf({ consume: vi.fn().mockRejectedValue(new Error('Connection is closed.')) }, (err) => failures.push(err));
    expect(await limiter.take('10.0.0.1')).toBe(0);
    expect(await limiter.take('10.0.0.2')).toBe(0);
    expect(failures).toHaveLength(2);
  });
});

describe('memoryLimiters (this process)', () => {
  it("holds a key to its window's calls, answers the wait to the window's end, and frees the next window", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const limiter = memoryLimiters('test:visitor', { perSecond: 1, burst: 3 });
    const waits = [];
    for (let i = 0; i < 4; i++) waits.push(await limiter.take('198.51.100.1'));
    expect(waits).toEqual([0, 0, 0, 3_000]);
    vi.setSystemTime(Date.now() + 1_000);
    expect(await limiter.take('198.51.100.1')).toBe(2_000);
    // Another key has its own window.
    expect(await limiter.take('198.51.100.2')).toBe(0);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await limiter.take('198.51.100.1')).toBe(0);
  });

  it('keeps the families it makes apart, though their keys are the same', async () => {
    const address = memoryLimiters('address:visitor', { perSecond: 1, burst: 1 });
    const sq = memoryLimiters('sq:visitor', { perSecond: 1, burst: 1 });
    expect(await address.take('198.51.100.1')).toBe(0);
    expect(await sq.take('198.51.100.1')).toBe(0);
    expect(await address.take('198.51.100.1')).toBeGreaterThan(0);
  });
});

describe('createClientLimiter', () => {
  it('counts an agent by agent code and a visitor by address, each at its own limit', async () => {
    const visitor = { perSecond: 1, burst: 2 };
    const limiter = createClientLimiter({ visitor, agent: scaleRateLimit(visitor, 2) }, memoryLimiters, 'route');
    const agent = { kind: 'agent', agentCode: 'A123' } as const;
    const atAddress = { kind: 'visitor', ip: '198.51.100.1' } as const;
    expect([await limiter.take(atAddress), await limiter.take(atAddress)]).toEqual([0, 0]);
    expect(await limiter.take(atAddress)).toBeGreaterThan(0);
    const agentWaits = [];
    for (let i = 0; i < 5; i++) agentWaits.push(await limiter.take(agent));
    expect(agentWaits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(agentWaits[4]).toBeGreaterThan(0);
  });

  it('scales a limit: rate and burst alike', () => {
    expect(scaleRateLimit({ perSecond: 20, burst: 40 }, 2)).toEqual({ perSecond: 40, burst: 80 });
  });
});
