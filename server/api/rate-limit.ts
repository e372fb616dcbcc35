// Per-client rate limits (docs/architecture.md#reliability-and-security), counted by rate-limiter-flexible
// in memory or in Redis (shared-rate-limit.ts). One factory, `LimiterFactory`, makes every limit: a rate
// and a burst as two fixed windows (windowsFor); the answer is 0 or the milliseconds to wait. An agent token
// comes as `Authorization: Bearer` (docs/product/agents.md#agent-session) or the hand-off's `agent-token`
// (docs/product/ordering-and-handoff.md#agent-fields).
// Imported from their own files: the package's index loads Node's `cluster`, which the edge bundle cannot.
import BurstyRateLimiter from 'rate-limiter-flexible/lib/BurstyRateLimiter.js';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { VerifiedAgent } from './agent/verify-agent-token';
import type { ApiRequest } from './api-route';
import { rateLimited } from './api-responses';

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
type PointLimiter = Pick<RateLimiterAbstract, 'consume'>;

/** Points a key may spend in a window of `duration` whole seconds. */
export interface PointWindow {
  points: number;
  duration: number;
}

/** A rate and a burst as two fixed windows: the shortest whole-second one holding a call, and one for the rest of the burst. */
export function windowsFor(limit: RateLimit): { steady: PointWindow; burst?: PointWindow } {
  const duration = Math.max(1, Math.ceil(1 / limit.perSecond));
  const steady = { points: Math.max(1, Math.floor(limit.perSecond * duration)), duration };
  const rest = limit.burst - steady.points;
  if (rest <= 0) return { steady };
  return { steady, burst: { points: rest, duration: Math.max(1, Math.ceil(limit.burst / limit.perSecond)) } };
}

/** The limiter of a rate and a burst, from a maker of one window's limiter (`part` names the window). */
export function burstyLimiter(limit: RateLimit, windowLimiter: (window: PointWindow, part: 'steady' | 'burst') => RateLimiterAbstract): PointLimiter {
  const { steady, burst } = windowsFor(limit);
  const steadyLimiter = windowLimiter(steady, 'steady');
  return burst ? new BurstyRateLimiter(steadyLimiter, windowLimiter(burst, 'burst')) : steadyLimiter;
}

/** One point of `key`: 0 when allowed, else ms until one is free; a store's failure lets the call through, reported. */
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
  keyLimiterOf(burstyLimiter(limit, (window, part) => new RateLimiterMemory({ keyPrefix: `${name}:${part}`, ...window })));

/** A verified agent for a token, or null; at once when it is known already (verified-agent-cache.ts). */
export type LookupAgent = (token: string) => VerifiedAgent | null | Promise<VerifiedAgent | null>;

/** The token of an `Authorization: Bearer ...` header, its scheme in any case and spaces after it (RFC 9110 §11.1, as Varnish reads it). */
export function bearerToken(request: Pick<ApiRequest, 'headers'>): string | undefined {
  return /^Bearer +(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/**
 * One route's limits (ADR 014): `name:visitor` per address and `name:agent` per agent, at `agentFactor` times a visitor's.
 * Only a token `lookupAgent` verifies makes the caller an agent (a call centre behind one NAT is not one client).
 */
export function createClientLimiter(
  name: string,
  visitor: RateLimit,
  deps: { agentLimitFactor: number; newLimiter?: LimiterFactory | undefined; lookupAgent?: LookupAgent | undefined },
): { take(request: Pick<ApiRequest, 'clientIp'>, agentToken: string | undefined): Promise<number> } {
  const newLimiter = deps.newLimiter ?? memoryLimiters;
  const visitors = newLimiter(`${name}:visitor`, visitor);
  const agents = newLimiter(`${name}:agent`, scaleRateLimit(visitor, deps.agentLimitFactor));
  return {
    async take({ clientIp }, agentToken) {
      const agent = agentToken && deps.lookupAgent ? await deps.lookupAgent(agentToken) : null;
      return agent ? agents.take(agent.agentCode) : visitors.take(clientIp);
    },
  };
}

/** A form route's limit per address, as defineRoute's `rateLimit` (false: none; unset: `fallback`): 429 with `message`. */
export function visitorLimit(name: string, fallback: RateLimit, message: string, deps: { rateLimit?: RateLimit | false; newLimiter?: LimiterFactory | undefined }) {
  const limit = deps.rateLimit === false ? undefined : (deps.rateLimit ?? fallback);
  const limiter = limit && (deps.newLimiter ?? memoryLimiters)(`${name}:visitor`, limit);
  return async (request: ApiRequest): Promise<Response | undefined> => {
    const waitMs = (await limiter?.take(request.clientIp)) ?? 0;
    return waitMs === 0 ? undefined : rateLimited(message, waitMs);
  };
}

export function scaleRateLimit(limit: RateLimit, factor: number): RateLimit {
  return { perSecond: limit.perSecond * factor, burst: Math.round(limit.burst * factor) };
}
