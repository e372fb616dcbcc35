// The site's route table as one Hono app (docs/decisions/038-the-api-on-hono.md): the API proxies and
// content (api-routes.ts), short links, and the routes only the Node server serves (node-only-routes.ts:
// agent session, order hand-off, quotes, contact, call-back, CIS documents, purge). The Node server
// (server/http-server.ts siteListener) and the edge entry (server/edge/edge-handler.ts) serve the app
// `siteApi` makes of it, each with its own middleware in front; the edge leaves the Node-only routes out
// (`nodeOnly: false`) and so never bundles them (crypto-js most of their weight).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { ReportError } from '../error-reporting';
import type { ApiDeps } from './api-deps';
import { REQUEST_ID_HEADER, type ApiRequest, type ApiRoute } from './api-route';
import { createApiRoutes } from './api-routes';
import { BAD_PATH, errorRefusal, methodNotAllowed, NOT_FOUND, refusalAnswer } from './error-answer';
import { createShortLinkHandler } from './short-links/short-link';
import { API_PREFIX } from '../../shared/routes/api-paths';
import type { ShortLink } from '../../shared/schemas/content';

/** What the site's middleware hands the routes: the request's id and the client's address (client-ip.ts clientAddressKey). */
export interface SiteEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId?: string;
    clientIp?: string;
    /** The matched route's pattern, for the metrics' label. */
    route?: string;
    /**
     * The request's body as the Node stack reads it (node-request-body.ts: a refusal that stops reading
     * leaves the rest on the wire to drain, where the Web Request's stream would destroy the socket).
     */
    body?: ReadableStream<Uint8Array> | null;
  };
}

export type SiteMiddleware = MiddlewareHandler<SiteEnv>;

/** The Node-only routes, made from the site's deps (node-only-routes.ts). */
export type NodeOnlyRoutes = (deps: ApiDeps) => ApiRoute[];

export interface SiteRouteDeps extends ApiDeps {
  /** `false` where only the API and short links are served (the edge, docs/architecture.md#request-paths). */
  nodeOnly: NodeOnlyRoutes | false;
}

/**
 * The paths the route table answers, whole: everything under /api (a path no route has is the API's
 * JSON 404), a short link and a CIS document. Every other path is a page, an asset or a health probe.
 */
export function isSiteApiPath(path: string): boolean {
  return path.startsWith(API_PREFIX) || /^\/(?:s|cis)\/[^/]+$/.test(path);
}

/** Every route of the site, in the order they are matched. */
export function createSiteRoutes(deps: SiteRouteDeps): ApiRoute[] {
  // Short links read the content list the API route reads: an upstream failure is reported through the
  // one error mapper and the visitor lands on /not-found.
  const shortLink = createShortLinkHandler(async () => {
    try {
      return (await deps.upstreams.shortLinks()).value as ShortLink[];
    } catch (err) {
      errorRefusal(err, { route: '/s/:id', request: {}, reportError: deps.reportError });
      return null;
    }
  });
  return [
    ...createApiRoutes(deps),
    { method: 'GET', pattern: '/s/:id', handler: (request, params) => shortLink(request, { id: params.id ?? '' }) },
    ...(deps.nodeOnly ? deps.nodeOnly(deps) : []),
  ];
}

/**
 * The Hono app of a route list: `middleware` in order (each platform's: request id and log line,
 * metrics, security headers, client address), then the routes; a path a route has with another
 * method is 405 with `Allow` (HEAD is GET without the body, Hono's own), a path no route has 404, a
 * path of bad percent-encoding 400, and anything thrown the one error mapper's answer.
 */
export function siteApi(routes: readonly ApiRoute[], options: { middleware: readonly SiteMiddleware[]; reportError: ReportError }): Hono<SiteEnv> {
  const app = new Hono<SiteEnv>();
  for (const middleware of options.middleware) app.use(middleware);
  const methods = new Map<string, Set<string>>();
  for (const route of routes) {
    const allowed = methods.get(route.pattern) ?? new Set<string>();
    methods.set(route.pattern, allowed.add(route.method));
    app.on(route.method, route.pattern, async (c) => {
      c.set('route', route.pattern);
      if (hasBadEncoding(c.req.url)) return refusalAnswer(BAD_PATH);
      return route.handler(apiRequestOf(c), c.req.param() as Record<string, string>);
    });
  }
  // After every route: the methods a pattern does not take.
  for (const [pattern, allowed] of methods) {
    const allow = [...allowed, ...(allowed.has('GET') ? ['HEAD'] : [])].join(', ');
    app.all(pattern, (c) => {
      c.set('route', pattern);
      return refusalAnswer(hasBadEncoding(c.req.url) ? BAD_PATH : methodNotAllowed(allow));
    });
  }
  app.notFound(() => refusalAnswer(NOT_FOUND));
  app.onError((err, c) => refusalAnswer(errorRefusal(err, { route: c.var.route ?? c.req.path, request: { requestId: c.var.requestId }, reportError: options.reportError })));
  return app;
}

/** The request as a handler sees it: the Web Request, with the address and id the middleware found. */
function apiRequestOf(c: Context<SiteEnv>): ApiRequest {
  const raw = c.req.raw;
  return {
    method: raw.method,
    url: raw.url,
    headers: raw.headers,
    // Read only by a handler that passes it on (the SQ proxy): @hono/node-server makes the request's
    // AbortController when it is first asked for, a cost every other request need not pay.
    get signal() {
      return raw.signal;
    },
    get body() {
      return c.var.body === undefined ? raw.body : c.var.body;
    },
    // Without the listener's middleware (a test's app.request) no address was read: one shared bucket.
    clientIp: c.var.clientIp ?? 'unknown',
    requestId: c.var.requestId ?? raw.headers.get(REQUEST_ID_HEADER) ?? undefined,
  };
}

/** A path whose percent-encoding does not decode (Hono leaves such a param as it came). */
function hasBadEncoding(url: string): boolean {
  if (!url.includes('%')) return false;
  const { pathname } = new URL(url);
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
}
