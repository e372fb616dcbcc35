// Per-client token buckets (docs/architecture.md#reliability-and-security: the address and SQ proxies are the costly, abusable routes).
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

/**
 * A limiter whose buckets may live outside this process (shared-rate-limit.ts: Redis, so N instances
 * behind a load balancer give a client its limit once, not N times): same answer, maybe later.
 */
export interface KeyLimiter {
  take(key: string): number | Promise<number>;
}

/** Makes the limiter for one named bucket family (`address:visitor`); memory unless given one. */
export type LimiterFactory = (name: string, limit: RateLimit) => KeyLimiter;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter(limit: RateLimit, clock: () => number = Date.now, maxKeys = 50_000): RateLimiter {
  const buckets = new LRUCache<string, Bucket>({ max: maxKeys });
  return {
    take(key) {
      const now = clock();
      // get() marks the bucket recently used; only a new bucket needs a set().
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = { tokens: limit.burst, updatedAt: now };
        buckets.set(key, bucket);
      }
      bucket.tokens = Math.min(limit.burst, bucket.tokens + ((now - bucket.updatedAt) * limit.perSecond) / 1000);
      bucket.updatedAt = now;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.ceil(((1 - bucket.tokens) * 1000) / limit.perSecond);
    },
  };
}

/**
 * Whom a call counts against: a verified agent (docs/product/agents.md#agent-mode agent mode) has buckets of its own, keyed
 * by agent code, so a call centre behind one NAT address is not one client; everyone else is keyed
 * by the client address (client-ip.ts).
 */
export type LimitSubject = { kind: 'agent'; agentCode: string } | { kind: 'visitor'; ip: string };

export interface ClientLimits {
  visitor: RateLimit;
  agent: RateLimit;
}

/**
 * One route's limits: a bucket per client address and, apart from them, a bucket per agent.
 * `name` names the route's buckets in a shared store (`newLimiter`); in memory it is unused.
 */
export function createClientLimiter(
  limits: ClientLimits,
  clock: () => number = Date.now,
  newLimiter?: LimiterFactory,
  name = 'route',
): { take(subject: LimitSubject): number | Promise<number> } {
  const make: LimiterFactory = newLimiter ?? ((_, limit) => createRateLimiter(limit, clock));
  const visitors = make(`${name}:visitor`, limits.visitor);
  const agents = make(`${name}:agent`, limits.agent);
  return {
    take: (subject) => (subject.kind === 'agent' ? agents.take(subject.agentCode) : visitors.take(subject.ip)),
  };
}

export function scaleRateLimit(limit: RateLimit, factor: number): RateLimit {
  return { perSecond: limit.perSecond * factor, burst: Math.round(limit.burst * factor) };
}
