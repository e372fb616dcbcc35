// Per-client rate limits (docs/architecture.md#reliability-and-security: the address and SQ proxies are
// the costly, abusable routes), counted by rate-limiter-flexible: in this process's memory, or in Redis
// shared by every instance (shared-rate-limit.ts, with this memory as its insurance). One factory
// makes every limit, `LimiterFactory`, and one answer comes back: 0, or the milliseconds to wait.
//
// The memory limiter is imported from its own file, not the package's index: the index loads every
// store, some of them Node's `cluster`, and the edge bundle takes no Node built-in (scripts/build-edge.ts).
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';

export interface RateLimit {
  /** Calls allowed per second over time. */
  perSecond: number;
  /** Calls allowed at once after a quiet spell. */
  burst: number;
}

/** Spends one call of `key`'s limit: 0 when it may proceed, else milliseconds until one is free. */
export interface KeyLimiter {
  take(key: string): Promise<number>;
}

/** Makes the limiter for one named family of keys (`address:visitor`). */
export type LimiterFactory = (name: string, limit: RateLimit) => KeyLimiter;

/** What a KeyLimiter asks of a rate-limiter-flexible limiter. */
export interface PointLimiter {
  consume(key: string): Promise<unknown>;
}

/**
 * rate-limiter-flexible counts points in fixed windows of whole seconds, not a token bucket: a
 * window holds `burst` calls and lasts as long as the bucket takes to refill, so the long-run rate
 * and the burst are the token bucket's (a client can get up to two bursts across a window edge).
 */
export function fixedWindowFor(limit: RateLimit): { points: number; duration: number } {
  return { points: limit.burst, duration: Math.max(1, Math.ceil(limit.burst / limit.perSecond)) };
}

/**
 * One point of `key`: 0 when allowed, else ms until the window frees one. A failure that is not a
 * refusal (a store that did not answer and no insurance took the call) lets the call through, reported.
 */
export function keyLimiterOf(limiter: PointLimiter, onStoreFailure: (err: unknown) => void = () => {}): KeyLimiter {
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
        onStoreFailure(rejection);
        return 0;
      }
    },
  };
}

/** Windows in this process's memory; a key's count is dropped when its window ends, so memory stays bounded by the traffic of one window. */
export const memoryLimiters: LimiterFactory = (name, limit) =>
  keyLimiterOf(new RateLimiterMemory({ keyPrefix: name, ...fixedWindowFor(limit) }));

/**
 * Whom a call counts against: a verified agent (docs/product/agents.md#agent-mode agent mode) has a limit of
 * its own, keyed by agent code, so a call centre behind one NAT address is not one client; everyone
 * else is keyed by the client address (client-ip.ts).
 */
export type LimitSubject = { kind: 'agent'; agentCode: string } | { kind: 'visitor'; ip: string };

export interface ClientLimits {
  visitor: RateLimit;
  agent: RateLimit;
}

/** One route's limits: one per client address and, apart from them, one per agent, named `name:visitor` and `name:agent`. */
export function createClientLimiter(limits: ClientLimits, newLimiter: LimiterFactory, name: string): { take(subject: LimitSubject): Promise<number> } {
  const visitors = newLimiter(`${name}:visitor`, limits.visitor);
  const agents = newLimiter(`${name}:agent`, limits.agent);
  return {
    take: (subject) => (subject.kind === 'agent' ? agents.take(subject.agentCode) : visitors.take(subject.ip)),
  };
}

export function scaleRateLimit(limit: RateLimit, factor: number): RateLimit {
  return { perSecond: limit.perSecond * factor, burst: Math.round(limit.burst * factor) };
}
