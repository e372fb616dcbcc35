// Wires the real dependencies into createApp: embedded provider for unset upstreams, upstream
// clients, the site API, short links, metrics and the page renderer. server/index.ts and the
// integration tests both start the site through here.
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { KNOWN_CONTENT } from '../shared/routes/known-content';
import { SITE_BRAND } from '../shared/site-config';
import type { ShortLink } from '../shared/types/content';
import { PAGE_PATHS } from '../shared/routes/page-meta';
import { PATHS } from '../shared/routes/paths';
import { createApp, type SiteApp } from './app';
import { createPageCache, type PageCache } from './page-cache/page-cache';
import { createCisRoute } from './cis/cis-route';
import type { ServerConfig } from './config/env';
import { createErrorReporter, type ReportError } from './error-reporting';
import { createApiRoutes } from './api/api-routes';
import { dispatch, type ApiRoute } from './api/api-route';
import { apiFrontDoor, mountApiRoutes } from './api/express-adapter';
import { createMetrics, metricsHandler, type Metrics } from './observability/metrics';
import { assetsFromManifest, devAssets, type PageAssets } from './render/asset-manifest';
import type { PageRenderer } from './render/page-handler';
import type { Readiness } from './routes/health';
import { createShortLinkHandler } from './routes/short-link';
import { withEmbeddedProvider } from './start-embedded-provider';
import { createAgentSessionRoute } from './agent/agent-session-route';
import { cacheVerifiedAgents } from './agent/verified-agent-cache';
import { createAgentTokenVerifier } from './agent/verify-agent-token';
import { createHandoffRoute } from './handoff/handoff-route';
import { createUnknownReadyStatusLog } from './observability/unknown-ready-status';
import { createContactRoutes } from './contact/contact-route';
import { closeUpstreams, createUpstreams } from './upstream/create-upstreams';
import { checkCataloguesAtStartUp, createDroppedPlanLog } from './upstream/plan-catalogue-check';


export interface RuntimeOptions {
  config: ServerConfig;
  logger: Logger;
  /** Where the built client lives (dist/client); omitted in dev. */
  clientDir?: string;
  publicDir: string;
  getRenderer(): Promise<PageRenderer>;
  assets?: PageAssets;
  dev?: { middleware: RequestHandler };
  /** Tests and load runs may switch the per-IP limits off. */
  rateLimit?: false;
  reportError?: ReportError;
  /**
   * Page cache (issue 7): on by default outside dev; PAGE_CACHE=off in the environment switches it
   * off (tests that change upstream answers between renders of one page).
   */
  pageCache?: false | { ttlMs?: number; now?: () => number; brotliQuality?: number };
}

export interface Runtime {
  app: SiteApp;
  config: ServerConfig;
  readiness: Readiness;
  metrics: Metrics;
  pageCache: PageCache | undefined;
  routes: ApiRoute[];
  fetchApi(path: string, init?: RequestInit): Promise<Response>;
  /** Closes upstream pools and the embedded provider (after the HTTP server has closed). */
  close(): Promise<void>;
}

const INTERNAL_ORIGIN = 'http://in-process.invalid';

export async function createRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { logger } = options;
  const embedded = await withEmbeddedProvider(options.config, logger);
  const config = embedded.config;
  const metrics = createMetrics({ defaultMetrics: true });
  const reportError = options.reportError ?? createErrorReporter(logger);
  const upstreams = createUpstreams(
    {
      addressApiUrl: config.ADDRESS_API_URL,
      webServicesUrl: config.WEB_SERVICES_URL,
      mobilePlansUrl: config.MOBILE_PLANS_URL,
      cmsUrl: config.CMS_URL,
      eventsApiUrl: config.EVENTS_API_URL,
      // Issue 11: a plan that fails the catalogue checks is left out of every answer, logged once.
      onPlanDropped: createDroppedPlanLog(logger),
    },
    metrics,
  );
  // Issue 11: check every plan catalogue now, in the background: a slow or unavailable upstream never
  // holds or fails start-up (its plans are checked when first served).
  void checkCataloguesAtStartUp(upstreams, logger);

  // Load runs drive the API from one address: RATE_LIMITS=off switches the per-client limits off,
  // outside production only (docs/operations.md, loadtests/run.ts).
  const rateLimitsOff = options.rateLimit === false || (process.env.RATE_LIMITS === 'off' && !config.isProduction);
  if (rateLimitsOff && options.rateLimit !== false) logger.warn('RATE_LIMITS=off: per-client rate limits are switched off');
  // One verifier for the agent session, the hand-off and the agents' own rate limits: a token is
  // verified once and remembered until it expires (DESIGN §5, §6; docs/decisions/014).
  const agentTokens = cacheVerifiedAgents(
    createAgentTokenVerifier({ secret: config.AGENT_TOKEN_SECRET, jwksUrl: config.AGENT_JWKS_URL, reportError }),
  );
  const noteUnknownReadyStatus = createUnknownReadyStatusLog(logger);
  const routes: ApiRoute[] = createApiRoutes({
    noteUnknownReadyStatus,
    upstreams,
    reportError,
    knownContent: KNOWN_CONTENT,
    brand: SITE_BRAND.upstreamBrand,
    excludeProviders: SITE_BRAND.excludedWholesaleProvider,
    lookupAgent: agentTokens.lookup,
    agentLimitFactor: config.AGENT_RATE_LIMIT_FACTOR,
    ...(rateLimitsOff ? { rateLimit: false as const } : {}),
  });
  const fetchApi = async (path: string, init?: RequestInit): Promise<Response> =>
    (await dispatch(routes, new Request(new URL(path, INTERNAL_ORIGIN), init))) ??
    new Response(JSON.stringify({ error: { code: 'not_found', message: 'No such API route.' } }), { status: 404 });

  const shortLink = createShortLinkHandler(async () => {
    const response = await fetchApi('/api/shortLinks');
    return response.ok ? ((await response.json()) as ShortLink[]) : null;
  });
  // SPEC §6, §7: agent session and order hand-off (server/agent, server/handoff).
  const handoffAndAgentRoutes = (): ApiRoute[] => {
    const verifyAgentToken = agentTokens.verify;
    return [
      createAgentSessionRoute({ verifyAgentToken }),
      createHandoffRoute({
        upstreams,
        orderSiteUrl: config.ORDER_SITE_URL,
        orderAesSecret: config.ORDER_AES_SECRET,
        verifyAgentToken,
        reportError,
        agentLimitFactor: config.AGENT_RATE_LIMIT_FACTOR,
        noteUnknownReadyStatus,
        ...(rateLimitsOff ? { rateLimit: false as const } : {}),
      }),
    ];
  };
  const handlerRoutes: ApiRoute[] = [
    ...routes,
    { method: 'GET', pattern: '/s/:id', handler: (request, params) => shortLink(request, { id: params.id ?? '' }) },
    { method: 'GET', pattern: '/metrics', handler: metricsHandler(metrics) },
    // Every plan card links its Critical Information Summary (SPEC §3 cisLink).
    createCisRoute(fetchApi),
    ...handoffAndAgentRoutes(),
    // SPEC §2.7 contact form, forwarded to the events service.
    ...createContactRoutes({
      postEvent: (event) => upstreams.postEvent(event),
      reportError,
      ...(rateLimitsOff ? { rateLimit: false as const } : {}),
    }),
  ];

  const readiness: Readiness = { ready: true };
  const pageCacheOptions = options.pageCache ?? (options.dev || process.env.PAGE_CACHE === 'off' ? false : {});
  const pageCache = pageCacheOptions
    ? createPageCache({ ...pageCacheOptions, paths: CACHEABLE_PAGE_PATHS, reportError })
    : undefined;
  const app = createApp({
    config,
    logger,
    readiness,
    mountHandlers: (app) => mountApiRoutes(app, handlerRoutes),
    // The site API's JSON routes skip Express's router (issue 13: the proxies' overhead).
    apiFrontDoor: apiFrontDoor(routes),
    fetchApi,
    getRenderer: options.getRenderer,
    assets: options.assets ?? (options.clientDir ? assetsFromManifest(options.clientDir) : devAssets()),
    reportError,
    clientDir: options.clientDir,
    publicDir: options.publicDir,
    dev: options.dev,
    before: [httpMetrics(metrics)],
    ...(pageCache ? { pageCache } : {}),
  });

  return {
    app,
    config,
    readiness,
    metrics,
    pageCache,
    routes,
    fetchApi,
    async close() {
      await closeUpstreams(upstreams);
      await embedded.close();
    },
  };
}

/** Request duration by route pattern: API patterns, page paths, or 'other' (bounded labels). */
function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    if (req.path === '/metrics') return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route: string =
        typeof res.locals.apiRoute === 'string'
          ? res.locals.apiRoute
          : res.statusCode < 300 && req.method === 'GET' && !req.path.startsWith('/assets/')
            ? req.path
            : req.path.startsWith('/assets/')
              ? '/assets/*'
              : 'other';
      metrics.observeHttp({ method: req.method, route, status: res.statusCode }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

/** Pages that are the same for every visitor; never /not-found (404) or /sentry-test-error. */
const CACHEABLE_PAGE_PATHS = PAGE_PATHS.filter((path) => path !== PATHS.notFound);

export const projectPath = (...parts: string[]) => path.resolve(import.meta.dirname, '..', ...parts);
