// What the site's routes need, injected (docs/architecture.md#request-paths); each route picks its own.
import type { NoteUnknownReadyStatus } from '../observability/unknown-ready-status';
import type { Upstreams } from '../upstream/upstreams';
import type { RevocableToken } from './agent/agent-revocations';
import type { VerifyAgentToken } from './agent/verify-agent-token';
import type { ApiRequest, ApiRoute } from './api-route';
import type { QuoteSigner } from './quotes/quote-signer';
import type { LimiterFactory, LookupAgent, RateLimit } from './rate-limit';

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
  /** Verified agents get buckets of their own (rate-limit.ts createClientLimiter); absent: every call counts against its address. */
  lookupAgent?: LookupAgent;
  /** An agent's limits are this many times a visitor's (AGENT_RATE_LIMIT_FACTOR). */
  agentLimitFactor: number;
  /** Logs an nbn readiness status the site does not know, once (ADR 011). */
  noteUnknownReadyStatus?: NoteUnknownReadyStatus;
}

/** What createApiRoutes (site-api.ts) hands each capability's routes: the deps and the shared limits. */
export interface RouteKit {
  deps: ApiDeps;
  /** A 429 when the client (an agent, or else its address) is over its limit for this route, else undefined (a token is spent). */
  overLimit(route: RateLimitedRoute, request: ApiRequest): Promise<Response | undefined>;
}

/** The site's deps with what the Node-only routes add (node-only-routes.ts); the edge has only ApiDeps. */
export interface SiteDeps extends ApiDeps {
  /** The verified-agent cache's verify (agent/verified-agent-cache.ts). */
  verifyAgentToken: VerifyAgentToken;
  /** ORDER_SITE_URL and ORDER_AES_SECRET (docs/architecture.md#contracts); the agent attribution's key is derived from the secret. */
  orderSiteUrl: string;
  orderAesSecret: string;
  /** ORDER_SIGNING_SECRET: signs every hand-off (`order_sig`, handoff/order-signature.ts). */
  orderSigningSecret: string;
  /** SITE_URL: the agent attribution's issuer, and the base of quote and CIS links. */
  siteUrl: string;
  /** Signs and checks shared quote links (QUOTE_SECRET, QUOTE_SECRET_PREVIOUS); an order's `quote` field credits its agent. */
  quoteSigner: QuoteSigner;
  /** The agent revocation list: a revoked agent's quotes credit no one. */
  isAgentRevoked?: (token: RevocableToken) => boolean;
  /** POST /api/purge (purge/); absent when PURGE_TOKEN is unset. */
  purgeRoute?: ApiRoute;
}

/** docs/architecture.md#reliability-and-security defaults: address 20/s burst 40, SQ 5/s burst 10, events 2/s burst 5. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitedRoute, RateLimit> = {
  address: { perSecond: 20, burst: 40 },
  serviceQualification: { perSecond: 5, burst: 10 },
  events: { perSecond: 2, burst: 5 },
};
