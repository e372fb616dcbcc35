// What the site's API handlers need, injected (docs/architecture.md#request-paths).
import type { NoteUnknownReadyStatus } from '../observability/unknown-ready-status';
import type { Upstreams } from '../upstream/upstreams';
import type { LookupAgent } from './limit-subject';
import type { LimiterFactory, RateLimit } from './rate-limit';

export type RateLimitedRoute = 'address' | 'serviceQualification' | 'events';

export interface ApiDeps {
  upstreams: Upstreams;
  /** Error reporting (Sentry in production): 5xx, timeouts, malformed answers, handler crashes. */
  reportError: (err: unknown, ctx?: Record<string, unknown>) => void;
  /** Per-client limits; `false` turns them off (e.g. load tests against one IP). */
  rateLimit?: Partial<Record<RateLimitedRoute, RateLimit>> | false;
  /** Where the buckets live: shared by every instance (REDIS_URL, shared-rate-limit.ts); memory by default. */
  newLimiter?: LimiterFactory;
  /** section -> allowed pages for /api/getContent (docs/architecture.md#reliability-and-security: only known names). */
  knownContent: Record<string, string[]>;
  /** The site's own brand, sent to the qualification and mobile plans services (docs/product/content.md#mobile-plans). */
  brand: string;
  /** docs/product/address-check.md#address-search-call: the wholesale carrier excluded from address searches. */
  excludeProviders: string;
  /**
   * Verified agents get buckets of their own (limit-subject.ts); the verified-agent cache's lookup.
   * Absent: every call counts against its client address.
   */
  lookupAgent?: LookupAgent;
  /** An agent's limits are this many times a visitor's (AGENT_RATE_LIMIT_FACTOR). */
  agentLimitFactor: number;
  /** Logs an nbn readiness status the site does not know, once (ADR 011). */
  noteUnknownReadyStatus?: NoteUnknownReadyStatus;
}

/** docs/architecture.md#reliability-and-security defaults: address 20/s burst 40, SQ 5/s burst 10, events 2/s burst 5. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitedRoute, RateLimit> = {
  address: { perSecond: 20, burst: 40 },
  serviceQualification: { perSecond: 5, burst: 10 },
  events: { perSecond: 2, burst: 5 },
};
