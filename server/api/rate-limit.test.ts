import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VerifiedAgent } from './agent/verify-agent-token';
import { bearerToken, createClientLimiter, keyLimiterOf, memoryLimiters, scaleRateLimit, windowsFor } from './rate-limit';
import { apiRequest } from './route-listener.test-helper';

afterEach(() => {
  vi.useRealTimers();
});

describe('a rate and a burst as two fixed windows', () => {
  it('the steady window holds the rate; the burst window the rest of the burst, refilled as long as the burst takes at the rate', () => {
    expect(windowsFor({ perSecond: 20, burst: 40 })).toEqual({ steady: { points: 20, duration: 1 }, burst: { points: 20, duration: 2 } });
    expect(windowsFor({ perSecond: 2, burst: 5 })).toEqual({ steady: { points: 2, duration: 1 }, burst: { points: 3, duration: 3 } });
    expect(windowsFor({ perSecond: 1 / 60, burst: 5 })).toEqual({ steady: { points: 1, duration: 60 }, burst: { points: 4, duration: 300 } });
    expect(windowsFor({ perSecond: 1 / 6, burst: 10 })).toEqual({ steady: { points: 1, duration: 6 }, burst: { points: 9, duration: 60 } });
  });

  it('needs no burst window when the steady one holds the whole burst', () => {
    expect(windowsFor({ perSecond: 100, burst: 10 })).toEqual({ steady: { points: 100, duration: 1 } });
    expect(windowsFor({ perSecond: 0.001, burst: 1 })).toEqual({ steady: { points: 1, duration: 1000 } });
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
  it('five at once, then one a minute: the burst, then the rate, answering the wait to the next call', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const limiter = memoryLimiters('test:visitor', { perSecond: 1 / 60, burst: 5 });
    const waits = [];
    for (let i = 0; i < 6; i++) waits.push(await limiter.take('198.51.100.1'));
    expect(waits).toEqual([0, 0, 0, 0, 0, 60_000]);
    vi.setSystemTime(Date.now() + 20_000);
    expect(await limiter.take('198.51.100.1')).toBe(40_000);
    // Another key has its own limit.
    expect(await limiter.take('198.51.100.2')).toBe(0);
    // A minute on: one more call, and then the wait again.
    vi.setSystemTime(Date.now() + 40_000);
    expect(await limiter.take('198.51.100.1')).toBe(0);
    expect(await limiter.take('198.51.100.1')).toBe(60_000);
  });

  it('keeps the families it makes apart, though their keys are the same', async () => {
    const address = memoryLimiters('address:visitor', { perSecond: 1, burst: 1 });
    const sq = memoryLimiters('sq:visitor', { perSecond: 1, burst: 1 });
    expect(await address.take('198.51.100.1')).toBe(0);
    expect(await sq.take('198.51.100.1')).toBe(0);
    expect(await address.take('198.51.100.1')).toBeGreaterThan(0);
  });
});

describe('bearerToken', () => {
  const withHeader = (authorization?: string) =>
    apiRequest(new Request('http://site.test/api/address', authorization === undefined ? {} : { headers: { authorization } }), '203.0.113.10');

  it('reads the token of an Authorization: Bearer header, in any case of the scheme', () => {
    expect(bearerToken(withHeader('Bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(bearerToken(withHeader('bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(bearerToken(withHeader('BEARER   abc.def.ghi'))).toBe('abc.def.ghi');
  });

  it('reads nothing from another scheme, an empty or a two-word value, a tab for the space (as Varnish), or no header', () => {
    for (const value of ['Basic abc', 'Bearer', 'Bearer ', 'Bearer a b', 'Bearer\tabc', 'abc.def.ghi', undefined])
      expect(bearerToken(withHeader(value)), String(value)).toBeUndefined();
  });
});

describe('createClientLimiter', () => {
  const JANE: VerifiedAgent = { name: 'Jane Citizen', agentUsername: 'Jane', agentCode: 'A123', expiry: 2_000_000_000, issuedAt: 1_999_990_000, token: 'good' };
  const lookupAgent = (token: string) => (token === 'good' ? JANE : token === 'slow-good' ? Promise.resolve(JANE) : null);
  const visitor = { perSecond: 1, burst: 2 };
  const atAddress = { clientIp: '198.51.100.1' };

  it('counts a verified agent by agent code and anyone else by address, each at its own limit', async () => {
    const limiter = createClientLimiter('route', visitor, { agentLimitFactor: 2, lookupAgent });
    // No token, an empty one, or one the lookup refuses: the address's limit.
    expect([await limiter.take(atAddress, undefined), await limiter.take(atAddress, 'forged')]).toEqual([0, 0]);
    expect(await limiter.take(atAddress, '')).toBeGreaterThan(0);
    const agentWaits = [];
    // Known at once or only after a look-up: the same agent.
    for (let i = 0; i < 5; i++) agentWaits.push(await limiter.take(atAddress, i % 2 === 0 ? 'good' : 'slow-good'));
    expect(agentWaits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(agentWaits[4]).toBeGreaterThan(0);
  });

  it('without a lookup every caller is a visitor', async () => {
    const limiter = createClientLimiter('route', visitor, { agentLimitFactor: 2 });
    expect([await limiter.take(atAddress, 'good'), await limiter.take(atAddress, 'good')]).toEqual([0, 0]);
    expect(await limiter.take(atAddress, 'good')).toBeGreaterThan(0);
  });

  it('scales a limit: rate and burst alike', () => {
    expect(scaleRateLimit({ perSecond: 20, burst: 40 }, 2)).toEqual({ perSecond: 40, burst: 80 });
  });
});
