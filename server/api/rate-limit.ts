// Per-client token buckets (DESIGN §6: the address and SQ proxies are the costly, abusable routes).
// Buckets live in a bounded LRU so a flood of addresses cannot grow memory without limit.
import { LRUCache } from 'lru-cache';

export interface RateLimit {
  /** Tokens added per second. */
  perSecond: number;
  /** Bucket size: the burst allowed after a quiet spell. */
  burst: number;
}

export interface RateLimiter {
  /** 0 when the call may proceed (a token is spent), else milliseconds until a token is free. */
  take(key: string): number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter(limit: RateLimit, clock: () => number = Date.now, maxKeys = 50_000): RateLimiter {
  const buckets = new LRUCache<string, Bucket>({ max: maxKeys });
  return {
    take(key) {
      const now = clock();
      const bucket = buckets.get(key) ?? { tokens: limit.burst, updatedAt: now };
      bucket.tokens = Math.min(limit.burst, bucket.tokens + ((now - bucket.updatedAt) * limit.perSecond) / 1000);
      bucket.updatedAt = now;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.ceil(((1 - bucket.tokens) * 1000) / limit.perSecond);
    },
  };
}
