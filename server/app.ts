// createApp(deps): the whole HTTP surface as one ordered list of concerns (STYLE.md, after
// epic-stack). No listening here: server/index.ts starts it, tests drive it with supertest.
import type { RequestListener } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request as ExpressRequest,
  type RequestHandler,
} from 'express';
import type { Logger } from 'pino';
import { API_PREFIX } from '../shared/routes/api-paths';
import { PAGE_PATHS } from '../shared/routes/page-meta';
import { isQuotePath, withoutTrailingSlash, PATHS } from '../shared/routes/paths';
import { createNodeApi, type TrustProxy } from './api/node-adapter';
import { pathsOfRoutes, type Router } from './api/router';
import type { ServerConfig } from './config/env';
import { clientAddressKey } from './api/client-ip';
import type { KeyLimiter } from './api/rate-limit';
import { createRenderGate } from './render/render-gate';
import { createShareableCheck } from './render/shareable-page';
import type { ReadApi } from './render/page-reads';
import { cacheControl } from './api/cache-control';
import { browserErrorReporting } from './config/browser-error-reporting';
import { apiSecurityHeaders, cspNonce, securityHeaders } from './middleware/security-headers';
import { requestLogging } from './middleware/request-logging';
import { publicFiles, staticAssets } from './middleware/static-assets';
import type { PageAssets } from './render/asset-manifest';
import type { CachedPage, CacheRequest, CacheResponse, PageCache } from './page-cache/page-cache';
import { createPageHandler, SHELL_ERROR_HTML, type PageRenderer } from './render/page-handler';
import { healthRoutes, type Readiness } from './routes/health';
import { seoFiles } from './routes/seo-files';

export interface AppDeps {
  config: ServerConfig;
  logger: Logger;
  readiness: Readiness;
  /** The site's route table (server/api/site-routes.ts): /api, short links, CIS documents. */
  router: Router;
  /** Express-only extras (the development agent link), mounted before the public files. */
  mountDevRoutes?(app: Express): void;
  /** What page loaders read: the services behind the API, directly (server/render/page-reads.ts). */
  readApi: ReadApi;
  getRenderer(): Promise<PageRenderer>;
  assets: PageAssets;
  reportError(error: unknown, context?: Record<string, unknown>): void;
  /** Built client (dist/client) in production; absent in dev, where Vite serves sources. */
  clientDir?: string;
  publicDir: string;
  /** Dev: Vite's middleware. */
  dev?: { middleware: RequestHandler };
  /** Extra middleware at the very front (metrics timing). */
  before?: RequestHandler[];
  /** Anonymous page HTML, compressed once per encoding (server/page-cache); absent in dev. */
  pageCache?: PageCache;
  /** Renders per client that fill no cache key (server/render/render-gate.ts); absent when the rate limits are off. */
  renderLimiter?: KeyLimiter;
  /** Renders per client that fill a canonical cache key; absent when the rate limits are off. */
  fillLimiter?: KeyLimiter;
}

/**
 * Operator paths the public port answers 404: Prometheus scrapes METRICS_PORT
 * (observability/metrics-listener.ts), and /sentry-test-error exists only with
 * ENABLE_SENTRY_TEST_ERROR=true (docs/operations.md#operator-routes).
 */
const OPERATOR_PATHS: readonly string[] = ['/metrics', PATHS.sentryTestError];

/** The site: an Express app whose front door (handleRequest) is also what the app itself runs. */
export type SiteApp = Express & {
  /**
   * Every request's way in. Routes of the route table go through the front middleware (request id
   * and log line, metrics, security headers) to the Node adapter (server/api/node-adapter.ts);
   * cache hits for anonymous pages the same way to the page cache; everything else to Express's
   * router (pages, assets, health). docs/decisions/028-one-router.md.
   */
  handleRequest: RequestListener;
};

export function createApp(deps: AppDeps): SiteApp {
  const { config } = deps;
  const app = express();
  const PAGE_SET = new Set<string>(config.ENABLE_SENTRY_TEST_ERROR ? [...PAGE_PATHS, PATHS.sentryTestError] : PAGE_PATHS);
  const notHere = new Set(OPERATOR_PATHS.filter((path) => !PAGE_SET.has(path)));

  // 1. Proxy trust and fingerprinting.
  app.disable('x-powered-by');
  // TRUST_PROXY (default 0: req.ip is the socket's address and X-Forwarded-For is ignored): a hop
  // count, or the proxies' addresses and CIDRs (server/config/trust-proxy.ts). The rate limits key on
  // req.ip (api/client-ip.ts), so trusting a hop that is not there lets a client choose its bucket.
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('etag', false);

  // 2. Request ids and JSON logs; probes stay quiet.
  const logging = requestLogging(deps.logger, app.get('trust proxy fn') as TrustProxy);
  app.use(logging as RequestHandler);
  for (const handler of deps.before ?? []) app.use(handler);

  // 3. Health and readiness, before anything heavier.
  app.use(healthRoutes(deps.readiness));

  // 4. Security headers: pages with a per-request CSP nonce; the API's answers the API's own set
  // (apiSecurityHeaders: a policy that allows nothing), worked out once.
  const browserReporting = browserErrorReporting(config);
  const securityOptions = {
    isProduction: config.isProduction,
    isDev: !!deps.dev,
    formTargets: config.ORDER_SITE_URL ? [new URL(config.ORDER_SITE_URL).origin] : [],
    connectTargets: browserReporting ? [browserReporting.ingestOrigin] : [],
  };
  const pageHeaders = securityHeaders(securityOptions);
  const headers = [cspNonce(), pageHeaders];
  const apiHeaders = apiSecurityHeaders(securityOptions);
  app.use(...headers);

  // 4b. Operator paths not served on this port: a plain 404, never the not-found page's redirect.
  app.use((req, res, next) => {
    if (!notHere.has(withoutTrailingSlash(req.path))) return next();
    res.status(404).set('Cache-Control', cacheControl('none')).type('text/plain').send('Not Found');
  });

  // 5. Cached pages answer here: after the security headers (the body carries this response's
  // nonce), before compression (they are compressed already) and before the static-file lookups
  // (a page path is never a file). Hits that reach the front door never come here (serveHit below).
  const { pageCache } = deps;
  if (pageCache) {
    app.use((req, res, next) => {
      if (!PAGE_SET.has(req.path) || !pageCache.serve(req, res)) next();
    });
  }

  // 5b. Compression: streamed HTML is flushed chunk by chunk (see render/page-handler.ts).
  app.use(compression());

  // 6. Hashed build assets: immutable, compressed once.
  if (deps.dev) app.use(deps.dev.middleware);
  if (deps.clientDir) app.use('/assets', ...staticAssets(deps.clientDir));

  // 7. The route table's paths never reach Express (handleRequest below); development extras do.
  deps.mountDevRoutes?.(app);

  // 8. Public files (short cache), robots.txt and sitemap.xml.
  app.use(publicFiles(deps.publicDir));
  app.use(seoFiles(config.SITE_URL));

  // 9. Pages. Anything else answers 302 to /not-found (docs/product/frame.md#unknown-routes).
  const pageHandler = createPageHandler({
    getRenderer: deps.getRenderer,
    assets: deps.assets,
    readApi: deps.readApi,
    siteUrl: config.SITE_URL,
    browserErrorDsn: browserReporting?.dsn,
    reportError: deps.reportError,
    admit: createRenderGate({
      pageCache: deps.pageCache,
      limiter: deps.renderLimiter,
      fillLimiter: deps.fillLimiter,
      clientKey: (req) => clientAddressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown'),
      shareable: createShareableCheck(deps.readApi),
    }),
    ...(deps.pageCache
      ? {
          renderAs: (req: ExpressRequest) => deps.pageCache!.keyFor(req),
          capture: deps.pageCache.captureFor,
          serveStored: deps.pageCache.serveWhenStored.bind(deps.pageCache),
        }
      : {}),
  });
  app.get(/.*/, (req, res, next) => {
    const normalised = withoutTrailingSlash(req.path);
    // A shared quote's page is a page of its own for every token (docs/product/ordering-and-handoff.md#shared-quotes).
    if (PAGE_SET.has(req.path) || isQuotePath(req.path)) {
      pageHandler(req, res).catch(next);
    } else if (normalised !== req.path && PAGE_SET.has(normalised)) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(301, `${normalised}${query.startsWith('?') ? query : ''}`);
    } else {
      res.redirect(302, PATHS.notFound);
    }
  });
  app.all(/.*/, (req, res) => {
    if (PAGE_SET.has(req.path) || isQuotePath(req.path)) res.set({ Allow: 'GET, HEAD', 'Cache-Control': cacheControl('none') }).status(405).type('text/plain').send('Method Not Allowed');
    else res.redirect(302, PATHS.notFound);
  });

  // 10. Last resort: report, never leak a stack trace.
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status >= 500) deps.reportError(error, { path: req.path, requestId: req.id });
    if (res.headersSent) return res.destroy();
    res.setHeader('Cache-Control', cacheControl('none'));
    res.status(status).type('html').send(SHELL_ERROR_HTML);
  };
  app.use(onError);

  // The front door: cache hits first (serveHit below), then the route table's adapter after steps 2
  // and 4 (health paths are never page or route paths), else Express's router from the top.
  const pageFront = [logging as RequestHandler, ...(deps.before ?? []), ...headers];
  const apiFront = [logging as RequestHandler, ...(deps.before ?? []), apiHeaders];
  /** Runs the front middleware; false when one of them answered (none does for page or route paths). */
  const runFront = (front: readonly RequestHandler[], req: unknown, res: unknown): boolean => {
    for (const handler of front) {
      let passed = false;
      handler(req as never, res as never, () => (passed = true));
      if (!passed) return false;
    }
    return true;
  };
  const routes = createNodeApi({
    router: deps.router,
    trust: app.get('trust proxy fn') as TrustProxy,
    reportError: deps.reportError,
    front: (req, res, pattern) => {
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const path = query < 0 ? url : url.slice(0, query);
      // What the front middleware reads of Express's objects, without Express's prototypes.
      Object.assign(req, { path, originalUrl: url });
      Object.assign(res, { locals: { apiRoute: pattern } });
      return runFront(path.startsWith(API_PREFIX) ? apiFront : pageFront, req, res);
    },
  });
  // A page path is never a route's (nor under /api, which the adapter answers whole), so a cache hit
  // may be looked for before the route table is asked.
  const pagesOfRoutes = [...pathsOfRoutes(deps.router, PAGE_SET), ...[...PAGE_SET].filter((path) => path.startsWith(API_PREFIX))];
  if (pagesOfRoutes.length > 0) throw new Error(`page paths the route table answers: ${pagesOfRoutes.join(', ')}`);
  /**
   * A cache hit: the request's id and log line and the metrics (step 2), then the page with every
   * header in one write: the page headers but the nonce's policy (a stored page carries its own, by
   * hash), then the page's own. docs/decisions/030-cache-hits-in-one-write.md.
   */
  const hitFront = deps.before ?? [];
  const serveHit = (req: CacheRequest, res: CacheResponse, hit: CachedPage): void => {
    const id = logging.begin(req, res);
    if (!runFront(hitFront, req, res)) return;
    pageCache!.serve(req, res, hit, ['x-request-id', id, ...pageHeaders.withoutNonce]);
  };
  const expressHandle = (app as unknown as { handle: (req: unknown, res: unknown, next?: unknown) => void }).handle.bind(app);
  const handleRequest = (req: Parameters<RequestListener>[0], res: Parameters<RequestListener>[1], next?: unknown): void => {
    if (pageCache) {
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const path = query < 0 ? url : url.slice(0, query);
      const method = req.method ?? 'GET';
      const hit = PAGE_SET.has(path) ? pageCache.hitFor({ method, path, originalUrl: url, headers: req.headers }) : undefined;
      if (hit) {
        // What the front middleware reads of Express's objects (the metrics: path, method, locals).
        serveHit(Object.assign(req, { path, originalUrl: url, method }) as CacheRequest, Object.assign(res, { locals: {} }) as CacheResponse, hit);
        return;
      }
    }
    if (routes(req, res)) return;
    expressHandle(req, res, next);
  };
  // The app itself runs the front door, so whoever serves `app` serves the one way in.
  (app as unknown as { handle: typeof handleRequest }).handle = handleRequest;
  return Object.assign(app, { handleRequest: handleRequest as RequestListener });
}

export const defaultPublicDir = (root: string) => path.join(root, 'public');
