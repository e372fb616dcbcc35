// The bound the limit tests judge by, against the site's real limiter (server/api/rate-limit.ts) on a moved clock.
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { burstyLimiter, type RateLimit } from '../../server/api/rate-limit';
import { mostAllowedIn } from './rate-limit-bound';

const EVENTS: RateLimit = { perSecond: 2, burst: 5 };

/** Calls every 10 ms for `seconds` on one key: how many the limiter let through. */
async function allowedOver(limiter: ReturnType<typeof burstyLimiter>, seconds: number): Promise<number> {
  let allowed = 0;
  for (let at = 0; at <= seconds * 1000; at += 10) {
    allowed += await limiter.consume('client').then(() => 1, () => 0);
    vi.setSystemTime(Date.now() + 10);
  }
  return allowed;
}

const limiterOf = (limit: RateLimit) => burstyLimiter(limit, (window, part) => new RateLimiterMemory({ keyPrefix: `bound:${part}:${Math.random()}`, ...window }));

afterEach(() => {
  vi.useRealTimers();
});

describe('mostAllowedIn', () => {
  it('is the burst at once, and each window again at each start', () => {
    expect(mostAllowedIn(EVENTS, 0)).toBe(5);
    expect(mostAllowedIn(EVENTS, 1.5)).toBe(2 * 2 + 3);
    expect(mostAllowedIn(EVENTS, 3)).toBe(2 * 4 + 3 * 2);
  });

  it('bounds what a client calling without pause gets from the real limiter from its first call, and is reached', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    for (const seconds of [0.5, 2.5]) expect(await allowedOver(limiterOf(EVENTS), seconds)).toBe(mostAllowedIn(EVENTS, seconds));
    expect(await allowedOver(limiterOf(EVENTS), 7)).toBeLessThanOrEqual(mostAllowedIn(EVENTS, 7));
  });
});
