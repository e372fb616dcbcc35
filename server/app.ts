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
  type Response as ExpressResponse,
} from 'express';
import type { Logger } from 'pino';
import { API_PREFIX } from '../shared/routes/api-paths';
import { PAGE_PATHS } from '../shared/routes/page-meta';
import { withoutTrailingSlash, PATHS } from '../shared/routes/paths';
import proxyaddr from 'proxy-addr';
import type { ApiFrontDoor, LeanRequest, LeanResponse } from './api/express-adapter';
import type { ServerConfig } from './config/env';
import { clientAddressKey } from './api/client-ip';
import type { KeyLimiter } from './api/rate-limit';
import { createRenderGate } from './render/render-gate';
import { cacheControl } from './api/cache-control';
import { browserErrorReporting } from './config/browser-error-reporting';
import { apiSecurityHeaders, cspNonce, securityHeaders } from './middleware/security-headers';
import { requestLogging } from './middleware/request-logging';
import { publicFiles, staticAssets } from './middleware/static-assets';
import type { PageAssets } from './render/asset-manifest';
import type { CacheRequest, CacheResponse, PageCache } from './page-cache/page-cache';
import { createPageHandler, SHELL_ERROR_HTML, type PageRenderer } from './render/page-handler';
import { healthRoutes, type Readiness } from './routes/health';
import { seoFiles } from './routes/seo-files';

export interface AppDeps {
  config: ServerConfig;
  logger: Logger;
  readiness: Readiness;
  /** Mounts the fetch-style /api and /s handlers (server/api/express-adapter.ts). */
  mountHandlers(app: Express): void;
  /** In-process API call for page loaders: no HTTP to self (docs/architecture.md#request-paths). */
  fetchApi(path: string, init?: RequestInit): Promise<Response>;
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
  /**
   * The site API's JSON routes (address search, service qualification, content...), answered at
   * the front door: the same front middleware as every request (step 2 and 4), then the route,
   * without Express's router, compression() (their answers are whole and compressed by the
   * adapter) or the page middleware in between (the proxies add at most 1 ms at p50 and
   * reach half a bare undici proxy's rate). Routes not listed here still go through step 7.
   */
  apiFrontDoor?: ApiFrontDoor;
  /**
   * Renders per client besides page cache fills (server/render/render-gate.ts); absent when the
   * rate limits are off.
   */
  renderLimiter?: KeyLimiter;
}

/**
 * Operator paths the public port answers 404: Prometheus scrapes METRICS_PORT
 * (observability/metrics-listener.ts), and /sentry-test-error exists only with
 * ENABLE_SENTRY_TEST_ERROR=true (docs/operations.md#operator-routes).
 */
const OPERATOR_PATHS: readonly string[] = ['/metrics', PATHS.sentryTestError];

/** The site: an Express app, plus the Node request listener to serve it with (server/index.ts). */
export type SiteApp = Express & {
  /**
   * Cache hits for anonymous pages go through the same front middleware (request id and log line,
   * metrics, CSP nonce, security headers) and the page cache, without Express's router and request
   * decoration in between (docs/architecture.md#budgets: a cached page at half a bare node:http server's rate).
   * Everything else, and every request the cache would not answer, goes to the Express app.
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
  const logging = requestLogging(deps.logger) as RequestHandler;
  app.use(logging);
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
  const headers = [cspNonce(), securityHeaders(securityOptions)];
  const apiHeaders = apiSecurityHeaders(securityOptions);
  app.use((req, res, next) => {
    if (req.path.startsWith(API_PREFIX)) {
      apiHeaders(req, res, next);
      return;
    }
    headers[0]!(req, res, () => headers[1]!(req, res, next));
  });

  // 4b. Operator paths not served on this port: a plain 404, never the not-found page's redirect.
  app.use((req, res, next) => {
    if (!notHere.has(withoutTrailingSlash(req.path))) return next();
    res.status(404).set('Cache-Control', cacheControl('none')).type('text/plain').send('Not Found');
  });

  // 5. Cached pages answer here: after the security headers (the body carries this response's
  // nonce), before compression (they are compressed already) and before the static-file lookups
  // (a page path is never a file). docs/architecture.md#budgets: a cached page at half a bare node:http server's rate.
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

  // 7. The site API and short links (fetch-style handlers through one adapter), before the
  // public-file lookup so an API call never costs a file-system stat.
  // Handlers read their own bodies, with their own size limits: no body parser in front.
  deps.mountHandlers(app);
  app.use(API_PREFIX, (_req, res) => {
    res.status(404).set('Cache-Control', cacheControl('none')).json({ error: { code: 'not_found', message: 'No such API route.' } });
  });

  // 8. Public files (short cache), robots.txt and sitemap.xml.
  app.use(publicFiles(deps.publicDir));
  app.use(seoFiles(config.SITE_URL));

  // 9. Pages. Anything else answers 302 to /not-found (docs/product/frame.md#unknown-routes).
  const pageHandler = createPageHandler({
    getRenderer: deps.getRenderer,
    assets: deps.assets,
    fetchApi: deps.fetchApi,
    siteUrl: config.SITE_URL,
    browserErrorDsn: browserReporting?.dsn,
    reportError: deps.reportError,
    admit: createRenderGate({ pageCache: deps.pageCache, limiter: deps.renderLimiter, clientKey: (req) => clientAddressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown') }),
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
    if (PAGE_SET.has(req.path)) {
      pageHandler(req, res).catch(next);
    } else if (normalised !== req.path && PAGE_SET.has(normalised)) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(301, `${normalised}${query.startsWith('?') ? query : ''}`);
    } else {
      res.redirect(302, PATHS.notFound);
    }
  });
  app.all(/.*/, (req, res) => {
    if (PAGE_SET.has(req.path)) res.set({ Allow: 'GET, HEAD', 'Cache-Control': cacheControl('none') }).status(405).type('text/plain').send('Method Not Allowed');
    else res.redirect(302, PATHS.notFound);
  });

  // 10. Last resort: report, never leak a stack trace.
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status >= 500) deps.reportError(error, { path: req.path, requestId: req.id });
    if (res.headersSent) return res.destroy();
    res.setHeader('Cache-Control', cacheControl('none'));
    if (req.path.startsWith(API_PREFIX)) {
      res.status(status).json({ error: { code: status === 500 ? 'internal' : 'bad_request', message: status === 500 ? 'Something went wrong.' : 'Bad request.' } });
    } else {
      res.status(status).type('html').send(SHELL_ERROR_HTML);
    }
  };
  app.use(onError);

  // The front door: steps 2 and 4 (health paths are never page or API paths), then step 5 for
  // cache hits, or step 7 for the API routes it is given.
  const pageFront = [logging, ...(deps.before ?? []), ...headers];
  const apiFront = [logging, ...(deps.before ?? []), apiHeaders];
  /** Runs the front middleware; false when one of them answered (none does for page or API paths). */
  const passFront = (front: readonly RequestHandler[], req: unknown, res: unknown): boolean => {
    for (const handler of front) {
      let passed = false;
      handler(req as never, res as never, () => (passed = true));
      if (!passed) return false;
    }
    return true;
  };
  const { apiFrontDoor } = deps;
  const handleRequest: RequestListener = (req, res) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const method = req.method ?? 'GET';
    const apiMatch = apiFrontDoor && path.startsWith(API_PREFIX) ? apiFrontDoor.find(method, path) : undefined;
    if (apiFrontDoor && apiMatch) {
      const leanReq = Object.assign(req, { path, originalUrl: url });
      const leanRes = Object.assign(res, { locals: Object.create(null) as Record<string, unknown> });
      if (!passFront(apiFront, leanReq, leanRes)) return;
      // What Express's app.handle does before its router (request and response prototypes, so
      // req.ip honours 'trust proxy'), and nothing else; done only when needed: a new prototype per
      // request sends Node's own http code onto objects of another shape, which cost the proxies
      // about a quarter of their CPU per answer (measured with `npm run bench -- --peer`).
      let express: { req: ExpressRequest; res: ExpressResponse } | undefined;
      const asExpress = () => (express ??= expressOf(leanReq, leanRes));
      const served = apiFrontDoor.runsPlain(apiMatch, method)
        ? apiFrontDoor.servePlain(leanReq, leanRes, apiMatch, { clientIp: clientIpOf(leanReq), asExpress })
        : apiFrontDoor.serve(asExpress().req, asExpress().res, apiMatch);
      served.catch((error: unknown) => onError(error, asExpress().req, asExpress().res, () => {}));
      return;
    }
    const request = { method, path, originalUrl: url, headers: req.headers };
    const hit = pageCache && PAGE_SET.has(path) ? pageCache.hitFor(request) : undefined;
    if (!pageCache || !hit) {
      app(req, res);
      return;
    }
    const cacheReq = Object.assign(req, { path, originalUrl: url, method }) as unknown as CacheRequest;
    const cacheRes = Object.assign(res, { locals: {} }) as unknown as CacheResponse;
    if (!passFront(pageFront, cacheReq, cacheRes)) return;
    if (!pageCache.serve(cacheReq, cacheRes, hit)) {
      // Not reachable: the entry found above is served even if it expired since; answer rather than hang.
      res.statusCode = 503;
      res.setHeader('Retry-After', '1');
      res.end();
    }
  };
  /**
   * What Express's req.ip answers (proxy-addr with the app's compiled trust-proxy function), for a
   * request without Express's prototype; a socket already gone has no address to trust.
   */
  const clientIpOf = (req: LeanRequest): string => {
    try {
      return clientAddressKey(proxyaddr(req, app.get('trust proxy fn') as (address: string, hop: number) => boolean));
    } catch {
      return clientAddressKey(req.socket.remoteAddress ?? 'unknown');
    }
  };
  /** Express's request and response prototypes on a request the front door took. */
  const expressOf = (req: LeanRequest, res: LeanResponse) => {
    const expressReq = Object.setPrototypeOf(req, app.request) as ExpressRequest;
    const expressRes = Object.setPrototypeOf(res, app.response) as ExpressResponse;
    expressReq.res = expressRes;
    expressRes.req = expressReq;
    return { req: expressReq, res: expressRes };
  };
  return Object.assign(app, { handleRequest });
}

export const defaultPublicDir = (root: string) => path.join(root, 'public');
