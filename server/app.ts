// createApp(deps): the site's one listener over its two stacks, each an ordered list of concerns
// (docs/architecture.md#request-paths): the route table on Hono and the pages on Express (docs/decisions/038-the-api-on-hono.md).
import { getRequestListener, RequestError } from '@hono/node-server';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import proxyaddr from 'proxy-addr';
import { PAGE_PATHS, robotsTxt, sitemapXml } from '../shared/routes/page-meta';
import { isQuotePath, withoutTrailingSlash, PATHS } from '../shared/routes/paths';
import { API_PREFIX } from '../shared/routes/api-paths';
import { isSiteApiPath, siteApi } from './api/site-api';
import type { ApiRoute, SiteMiddleware } from './api/api-route';
import type { ServerConfig } from './config/env';
import { clientAddressKey } from './api/client-ip';
import { BAD_REQUEST, INTERNAL_ERROR, refusalAnswer } from './api/error-answer';
import { wholeBodyEncoding } from './api/whole-body-encoding';
import { drainUnreadBody, requestBodyStream } from './api/node-request-body';
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
import { PAGE_CACHE_HEADER, type CacheRequest, type CacheResponse, type PageCache } from './page-cache/page-cache';
import { createPageHandler, SHELL_ERROR_HTML, SHELL_ERROR_HTML_UNREPORTED, type PageRenderer } from './render/page-handler';
import type { Metrics } from './observability/metrics';
import { routePatternOf } from './observability/route-pattern';
import { siteListener } from './http-server';

export interface AppDeps {
  config: ServerConfig;
  logger: Logger;
  /** Turned false on SIGTERM (server/index.ts): /readyz answers 503 from then on. */
  readiness: { ready: boolean };
  /** The site's route table (server/api/site-api.ts createSiteRoutes): /api, short links, CIS documents. */
  routes: readonly ApiRoute[];
  /** Express-only extras (the development agent link), mounted before the public files. */
  mountDevRoutes?(app: Express): void;
  /** What page loaders read: the services behind the API, directly (server/render/page-reads.ts). */
  readApi: ReadApi;
  getRenderer(): Promise<PageRenderer>;
  assets: PageAssets;
  reportError(error: unknown, context?: Record<string, unknown>): void;
  /** Built client (dist/client) in production; absent in dev, where Vite's middleware serves sources. */
  clientDir?: string;
  publicDir: string;
  dev?: { middleware: RequestHandler };
  /** Counts each answer under its route pattern (or page path, or 'other'); absent: not counted. */
  observeHttp?: Metrics['observeHttp'];
  /** Anonymous page HTML, compressed once per encoding (server/page-cache); absent in dev. */
  pageCache?: PageCache;
  /** Renders per client that fill no cache key (server/render/render-gate.ts); absent when the rate limits are off. */
  renderLimiter?: KeyLimiter;
  /** Renders per client that fill a canonical cache key; absent when the rate limits are off. */
  fillLimiter?: KeyLimiter;
}

/** Operator paths the public port answers 404 (docs/operations.md#operator-routes). */
const OPERATOR_PATHS: readonly string[] = ['/metrics', PATHS.sentryTestError];

export function createApp(deps: AppDeps): RequestListener {
  const { config } = deps;
  const app = express();
  const PAGE_SET = new Set<string>(config.ENABLE_SENTRY_TEST_ERROR ? [...PAGE_PATHS, PATHS.sentryTestError] : PAGE_PATHS);
  const notHere = new Set(OPERATOR_PATHS.filter((path) => !PAGE_SET.has(path)));
  // The listener hands the route table's paths to the API before anything else: no page may be one.
  const pagesOfApi = [...PAGE_SET].filter(isSiteApiPath);
  if (pagesOfApi.length > 0) throw new Error(`page paths the route table answers: ${pagesOfApi.join(', ')}`);

  // 1. Proxy trust (config/trust-proxy.ts: the rate limits key on req.ip) and fingerprinting.
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('etag', false);

  // 2. Request ids and JSON logs (probes stay quiet), and the metrics.
  const trust = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const logging = requestLogging(deps.logger, trust);
  const observe = deps.observeHttp;
  app.use(logging as RequestHandler);
  if (observe) {
    app.use((req, res, next) => {
      // Page paths, never a path's values (a shared quote's token): observability/route-pattern.ts.
      timeAnswer(req, res, () => (res.statusCode < 300 && req.method === 'GET' ? routePatternOf(req.path) : 'other'), observe);
      next();
    });
  }

  // 3. Security headers: pages with a per-request CSP nonce; the API's answers, and the probes', their own set.
  const browserReporting = browserErrorReporting(config);
  const securityOptions = {
    isProduction: config.isProduction,
    isDev: !!deps.dev,
    formTargets: config.ORDER_SITE_URL ? [new URL(config.ORDER_SITE_URL).origin] : [],
    connectTargets: browserReporting ? [browserReporting.ingestOrigin] : [],
  };
  const pageHeaders = securityHeaders(securityOptions);
  const apiHeaders = apiSecurityHeaders(securityOptions);

  // 4. Health and readiness, before anything heavier (docs/operations.md#probes-and-shutdown): JSON on the public port, so with the API's headers.
  app.get('/healthz', (_req, res) => {
    apiHeaders(res);
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    apiHeaders(res);
    res.set('Cache-Control', 'no-store');
    if (deps.readiness.ready) res.json({ status: 'ready' });
    else res.status(503).json({ status: 'shutting-down' });
  });

  // 5. Everything else the page set, with its per-request CSP nonce.
  app.use(cspNonce(), pageHeaders);

  // 5a. Operator paths not served on this port: a plain 404, never the not-found page's redirect.
  app.use((req, res, next) => {
    if (!notHere.has(withoutTrailingSlash(req.path))) return next();
    res.status(404).set('Cache-Control', cacheControl('none')).type('text/plain').send('Not Found');
  });

  // 5b. Compression: streamed HTML is flushed chunk by chunk (see render/page-handler.ts); a stored copy goes as stored, its ETag naming those bytes.
  app.use(compression({ filter: (req, res) => res.getHeader(PAGE_CACHE_HEADER) !== 'hit' && compression.filter(req, res) }));

  // 6. Hashed build assets: immutable, compressed once.
  if (deps.dev) app.use(deps.dev.middleware);
  if (deps.clientDir) app.use('/assets', ...staticAssets(deps.clientDir));

  // 7. The route table's paths never reach Express (siteListener); development extras do.
  deps.mountDevRoutes?.(app);

  // 8. Public files (short cache); robots.txt and sitemap.xml from the head table (docs/product/frame.md#page-meta).
  app.use(publicFiles(deps.publicDir));
  for (const [path, type, body] of [['/robots.txt', 'text/plain', robotsTxt(config.SITE_URL)], ['/sitemap.xml', 'application/xml', sitemapXml(config.SITE_URL)]] as const) {
    app.get(path, (_req, res) => {
      res.type(type).set('Cache-Control', cacheControl('hour')).send(body);
    });
  }

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
    pageCache: deps.pageCache,
  });
  app.get(/.*/, (req, res, next) => {
    // A known path typed in capitals or with a trailing slash (a print ad, a spoken address) answers 301 to the path.
    const normalised = withoutTrailingSlash(req.path).toLowerCase();
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
    res.status(status).type('html').send(status >= 500 ? SHELL_ERROR_HTML : SHELL_ERROR_HTML_UNREPORTED);
  };
  app.use(onError);

  // The route table: one Hono app, its middleware in order (the edge's: edge-handler.ts).
  const apiMiddleware: SiteMiddleware[] = [
    (c, next) => {
      const { incoming, outgoing } = c.env;
      if (incoming && outgoing) {
        // 1. The request's id and log line (step 2 above, on the same objects).
        const requestId = logging.begin(incoming, outgoing);
        c.set('requestId', requestId);
        outgoing.setHeader('x-request-id', requestId);
        // 2. The metrics, by route pattern.
        if (observe) timeAnswer(incoming, outgoing, () => c.get('route') ?? 'other', observe);
        // 3. The API's security headers (a route's own, such as a page's policy, take their place).
        apiHeaders(outgoing);
        // 4. The client's address as TRUST_PROXY finds it, keyed for the limits (a socket already gone has no proxy to trust).
        let address: string;
        try {
          address = proxyaddr(incoming, trust);
        } catch {
          address = incoming.socket.remoteAddress ?? 'unknown';
        }
        c.set('clientIp', clientAddressKey(address) || 'unknown');
      }
      return next();
    },
    // 5. The body as a stream; what a route left unread is drained before the answer goes out (node-request-body.ts).
    async (c, next) => {
      const { incoming, outgoing } = c.env;
      if (!incoming || !outgoing) return next();
      if (incoming.method !== 'GET' && incoming.method !== 'HEAD') c.set('body', requestBodyStream(incoming));
      await next();
      await drainUnreadBody(incoming, outgoing);
    },
    // 6. Answers whole in memory compressed in one call.
    wholeBodyEncoding,
  ];
  const api = getRequestListener(siteApi(deps.routes, { middleware: apiMiddleware, reportError: deps.reportError }).fetch, {
    // A request @hono/node-server cannot make a Request of (a malformed Host) never reaches the middleware: still the
    // API's answer. Anything else here escaped Hono's own error mapper.
    errorHandler: (err) => {
      if (!(err instanceof RequestError)) deps.reportError(err, { path: API_PREFIX });
      return refusalAnswer({ ...(err instanceof RequestError ? BAD_REQUEST : INTERNAL_ERROR), headers: apiHeaders.record });
    },
  });

  /** The page path's one look into the page cache: a hit answered in one write (docs/decisions/030-cache-hits-in-one-write.md), or a miss marked. */
  const { pageCache } = deps;
  const cachedPage = pageCache
    ? (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
        if (!PAGE_SET.has(path)) return false;
        const url = req.url ?? '/';
        const method = req.method ?? 'GET';
        const hit = pageCache.hitFor({ method, path, originalUrl: url, headers: req.headers });
        if (!hit) {
          if (hit === null) res.setHeader(PAGE_CACHE_HEADER, 'miss');
          return false;
        }
        const id = logging.begin(req, res);
        if (observe) timeAnswer(req, res, () => path, observe);
        pageCache.serve(Object.assign(req, { path, originalUrl: url, method }) as CacheRequest, res as CacheResponse, hit, ['x-request-id', id, ...pageHeaders.withoutNonce]);
        return true;
      }
    : undefined;

  return siteListener({ api, pages: app as unknown as RequestListener, ...(cachedPage ? { cachedPage } : {}) });
}

/** Observes an answer when it finishes, under the route `routeOf` names then. */
function timeAnswer(req: IncomingMessage, res: ServerResponse, routeOf: () => string, observe: Metrics['observeHttp']): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => observe({ method: req.method ?? 'GET', route: routeOf(), status: res.statusCode }, Number(process.hrtime.bigint() - started) / 1e9));
}
