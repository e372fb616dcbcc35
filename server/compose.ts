// Wires the real dependencies into createApp; server/index.ts and the integration tests start the site here.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { KNOWN_CONTENT } from '../shared/routes/known-content';
import { SITE_BRAND } from '../shared/site-config';
import { PAGE_PATHS } from '../shared/routes/page-meta';
import { PATHS } from '../shared/routes/paths';
import { createApp } from './app';
import { createPageCache } from './page-cache/page-cache';
import type { ServerConfig } from './config/env';
import { createErrorReporter, type ReportError } from './error-reporting';
import { nodeErrorReporting } from './config/node-error-reporting';
import { createSharedLimits } from './api/shared-rate-limit';
import { memoryLimiters, type LimiterFactory } from './api/rate-limit';
import { DEFAULT_FILL_LIMIT, DEFAULT_RENDER_LIMIT } from './render/render-gate';
import { nodeOnlyRoutes } from './api/node-only-routes';
import { createSitePurge } from './api/purge/purge-route';
import { createSiteRoutes } from './api/site-api';
import type { SiteDeps } from './api/api-deps';
import { createQuoteSigner } from './api/quotes/quote-signer';
import { createMetrics, registerPageCacheMetrics } from './observability/metrics';
import { assetsFromManifest, devAssets, type PageAssets } from './render/asset-manifest';
import type { PageRenderer } from './render/page-handler';
import { createPageReads } from './render/page-reads';
import { withEmbeddedProvider } from './start-embedded-provider';
import { createAgentRevocations } from './api/agent/agent-revocations';
import { createDevAgentLinkHandler, DEV_AGENT_LINK_PATH } from './api/agent/dev-agent-link-route';
import { cacheVerifiedAgents } from './api/agent/verified-agent-cache';
import { createAgentTokenVerifier } from './api/agent/verify-agent-token';
import { createUnknownReadyStatusLog } from './observability/unknown-ready-status';
import { createAgentKeySet } from './upstream/agent-key-set';
import { createUpstreamsWith, UPSTREAM_NAMES, type UpstreamName, type UpstreamsConfig } from './upstream/upstreams';
import { UPSTREAM_URL_KEYS, type UpstreamUrlKey } from './config/upstream-keys';
import { createUndiciTransport } from './upstream/undici-transport';
import { checkCataloguesAtStartUp } from './upstream/catalogue-start-up-check';
import { createDroppedPlanLog } from './upstream/plan-catalogue-check';

export interface RuntimeOptions {
  config: ServerConfig;
  logger: Logger;
  /** Where the built client lives (dist/client); omitted in dev. */
  clientDir?: string;
  publicDir: string;
  getRenderer(): Promise<PageRenderer>;
  assets?: PageAssets;
  dev?: { middleware: RequestHandler };
  /** Tests composing the site in process may switch the per-client limits off (the built site keeps them). */
  rateLimit?: false;
  reportError?: ReportError;
  /** Page cache: on by default outside dev; tests may switch it off or give it a clock. */
  pageCache?: false | { now?: () => number };
}

/** The composed site (its parts' docs at the return below). */
export type Runtime = Awaited<ReturnType<typeof createRuntime>>;

export async function createRuntime(options: RuntimeOptions) {
  const { logger } = options;
  // Names only, never a value: why earlier links and orders stop working (docs/operations.md#configuration).
  const madeSecrets = options.config.secretsMadeForThisStart;
  if (madeSecrets.length > 0)
    logger.warn(
      { secrets: madeSecrets },
      `random secrets made for this start (unset, outside production): ${madeSecrets.join(', ')}; what they signed stops working at the next start and on other instances`,
    );
  const embedded = await withEmbeddedProvider(options.config, logger);
  const config = embedded.config;
  const metrics = createMetrics({ defaultMetrics: true });
  // Sentry's SDK only where instrument.ts may have started it: loading it is most of a second of a start's CPU.
  const reporting = nodeErrorReporting({ NODE_ENV: config.NODE_ENV, SENTRY_DSN: config.SENTRY_DSN });
  const reportError = options.reportError ?? createErrorReporter(logger, reporting ? await import('@sentry/node') : undefined);
  const upstreams = createUpstreamsWith(
    createUndiciTransport({ onConnect: metrics.countConnection }),
    {
      // The five upstream *_URL variables only (each set, by the embedded provider when unset), never the secrets beside them.
      urls: Object.fromEntries(UPSTREAM_URL_KEYS.map((key) => [key, config[key]])) as Record<UpstreamUrlKey, string>,
      cache: { contentTtlMs: config.CONTENT_CACHE_TTL_MS, addressTtlMs: config.ADDRESS_CACHE_TTL_MS },
      ...upstreamTimings(config),
      // A plan that fails the catalogue checks is left out of every answer, logged once.
      onPlanDropped: createDroppedPlanLog(logger),
    },
    metrics,
  );
  void checkCataloguesAtStartUp(upstreams, logger);

  // No environment switch for the limits (docs/decisions/007-rate-limits-off-for-load-runs.md): only an in-process test turns them off.
  const rateLimitsOff = options.rateLimit === false;
  // One verifier for the agent session, the hand-off and the agents' limits, remembered until expiry (ADR 014).
  const agentKeySet = config.AGENT_JWKS_URL
    ? createAgentKeySet({ jwksUrl: config.AGENT_JWKS_URL, transport: createUndiciTransport(), metrics })
    : undefined;
  // Revocations from AGENT_TOKEN_REVOKED and, with REDIS_URL, the fleet's shared set (docs/operations.md#agent-tokens).
  const agentRevocations = createAgentRevocations({
    configured: config.AGENT_TOKEN_REVOKED,
    redisUrl: config.REDIS_URL,
    refreshMs: config.AGENT_TOKEN_REVOKED_REFRESH_MS,
    logger,
    registry: metrics.registry,
  });
  const agentTokens = cacheVerifiedAgents(
    createAgentTokenVerifier({
      secret: config.AGENT_TOKEN_SECRET,
      previousSecret: config.AGENT_TOKEN_SECRET_PREVIOUS,
      keySet: agentKeySet?.getKey,
      reportError,
      maxAgeSeconds: config.AGENT_TOKEN_MAX_AGE_S,
      issuer: config.AGENT_TOKEN_ISSUER,
      audience: config.AGENT_TOKEN_AUDIENCE,
      isRevoked: agentRevocations.isRevoked,
    }),
    { isRevoked: agentRevocations.isRevoked },
  );
  // REDIS_URL: one set of buckets for every instance; else each process's memory.
  const sharedLimits = config.REDIS_URL ? createSharedLimits({ url: config.REDIS_URL, logger, registry: metrics.registry }) : undefined;
  // The one limiter factory every limit is made by: Redis with insurance, or this process's memory.
  const limiterOf: LimiterFactory = sharedLimits?.newLimiter ?? memoryLimiters;
  const pageCacheOptions = options.pageCache ?? (options.dev ? false : {});
  const pageCache = pageCacheOptions
    ? createPageCache({ ttlMs: config.PAGE_CACHE_TTL_MS, maxBytes: config.PAGE_CACHE_MAX_BYTES, ...pageCacheOptions, paths: CACHEABLE_PAGE_PATHS, reportError })
    : undefined;
  if (pageCache) registerPageCacheMetrics(metrics.registry, pageCache);
  // PURGE_TOKEN: a surrogate-key purge clears this instance's caches and, with REDIS_URL, every other's.
  const purge = config.PURGE_TOKEN
    ? createSitePurge({
        purgeToken: config.PURGE_TOKEN,
        pagePaths: CACHEABLE_PAGE_PATHS,
        pageCache,
        upstreams,
        redisUrl: config.REDIS_URL,
        logger,
        registry: metrics.registry,
        reportError,
      })
    : undefined;
  // One set of deps for every route and the page reads (unknown nbn readiness statuses: ADR 011).
  const siteDeps: SiteDeps = {
    upstreams,
    reportError,
    noteUnknownReadyStatus: createUnknownReadyStatusLog(logger),
    knownContent: KNOWN_CONTENT,
    brand: SITE_BRAND.upstreamBrand,
    excludeProviders: SITE_BRAND.excludedWholesaleProvider,
    lookupAgent: agentTokens.lookup,
    agentLimitFactor: config.AGENT_RATE_LIMIT_FACTOR,
    newLimiter: limiterOf,
    ...(rateLimitsOff ? { rateLimit: false as const } : {}),
    verifyAgentToken: agentTokens.verify,
    orderSiteUrl: config.ORDER_SITE_URL,
    orderAesSecret: config.ORDER_AES_SECRET,
    orderSigningSecret: config.ORDER_SIGNING_SECRET,
    siteUrl: config.SITE_URL,
    quoteSigner: createQuoteSigner(config.QUOTE_SECRET, config.QUOTE_SECRET_PREVIOUS),
    isAgentRevoked: agentRevocations.isRevoked,
    purgeRoute: purge?.route,
  };
  // The route table: the list the edge serves plus the Node-only ones (server/api/site-api.ts).
  const routes = createSiteRoutes(siteDeps, nodeOnlyRoutes(siteDeps));
  const readApi = createPageReads(siteDeps);

  const readiness = { ready: true };

  const app = createApp({
    ...options,
    config,
    readiness,
    routes,
    mountDevRoutes: (app) => {
      // `npm run agent-link` against a server that made its own agent secret (server/config/env.ts).
      if (config.agentSecretMadeForThisStart && config.AGENT_TOKEN_SECRET)
        app.get(DEV_AGENT_LINK_PATH, createDevAgentLinkHandler({ secret: config.AGENT_TOKEN_SECRET, maxAgeSeconds: config.AGENT_TOKEN_MAX_AGE_S }));
    },
    readApi,
    assets: options.assets ?? (options.clientDir ? assetsFromManifest(options.clientDir) : devAssets()),
    reportError,
    observeHttp: metrics.observeHttp,
    pageCache,
    // Renders per client, cache fills in an allowance of their own (server/render/render-gate.ts), counted where the API's limits are.
    ...(rateLimitsOff
      ? {}
      : {
          renderLimiter: limiterOf('render:visitor', DEFAULT_RENDER_LIMIT),
          fillLimiter: limiterOf('render-fill:visitor', DEFAULT_FILL_LIMIT),
        }),
  });

  return {
    app,
    config,
    readiness,
    metrics,
    pageCache,
    /** The route table the app serves (server/api/site-api.ts). */
    routes,
    /** What page loaders read (server/render/page-reads.ts). */
    readApi,
    /** Closes upstream pools and the embedded provider (after the HTTP server has closed). */
    async close(): Promise<void> {
      await upstreams.close();
      await sharedLimits?.close();
      await purge?.close();
      await agentKeySet?.close();
      await agentRevocations.close();
      await embedded.close();
    },
  };
}

/** The deadlines and the breakers' cool-down the environment sets (UPSTREAM_TIMEOUT_MS, SQ_TIMEOUT_MS, BREAKER_COOLDOWN_MS). */
function upstreamTimings(config: ServerConfig): Pick<UpstreamsConfig, 'timeouts' | 'breaker'> {
  const timeouts: Partial<Record<UpstreamName, number>> = {};
  for (const name of UPSTREAM_NAMES) {
    const timeoutMs = name === 'sq' ? config.SQ_TIMEOUT_MS : config.UPSTREAM_TIMEOUT_MS;
    if (timeoutMs !== undefined) timeouts[name] = timeoutMs;
  }
  return { timeouts, ...(config.BREAKER_COOLDOWN_MS === undefined ? {} : { breaker: { cooldownMs: config.BREAKER_COOLDOWN_MS } }) };
}

/** Pages that are the same for every visitor; never /not-found (404) or /sentry-test-error. */
const CACHEABLE_PAGE_PATHS = PAGE_PATHS.filter((path) => path !== PATHS.notFound);
