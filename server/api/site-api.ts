// The site's route table as one Hono app (docs/decisions/038-the-api-on-hono.md): the API proxies and
// content, short links, and the Node-only routes (node-only-routes.ts), which the edge never bundles.
// The Node server (http-server.ts) and the edge (edge/edge-handler.ts) each put their middleware in front.
import { Hono } from 'hono';
import type { ReportError } from '../error-reporting';
import { DEFAULT_RATE_LIMITS, type ApiDeps, type RateLimitedRoute, type RouteKit } from './api-deps';
import { apiRequestOf, type ApiRoute, type SiteEnv, type SiteMiddleware } from './api-route';
import { rateLimited } from './api-responses';
import { addressRoutes } from './address/address-routes';
import { contentRoutes } from './content/content-routes';
import { eventsRoutes } from './events/events-route';
import { bearerToken, createClientLimiter } from './rate-limit';
import { BAD_PATH, errorRefusal, methodNotAllowed, NOT_FOUND, refusalAnswer } from './error-answer';
import { createShortLinkHandler } from './short-links/short-link';
import { API_PREFIX } from '../../shared/routes/api-paths';
import type { ShortLink } from '../../shared/schemas/content';

/** The paths the route table answers, whole: everything under /api, a short link and a CIS document. */
export function isSiteApiPath(path: string): boolean {
  return path.startsWith(API_PREFIX) || /^\/(?:s|cis)\/[^/]+$/.test(path);
}

/** Every route of the site, in the order they are matched; `nodeOnly`: node-only-routes.ts, none on the edge. */
export function createSiteRoutes(deps: ApiDeps, nodeOnly: readonly ApiRoute[] = []): ApiRoute[] {
  // An upstream failure is reported through the one error mapper; the visitor lands on /not-found.
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
    { method: 'GET', pattern: '/s/:id', handlers: [(c) => shortLink(apiRequestOf(c), { id: c.req.param('id') ?? '' })] },
    ...nodeOnly,
  ];
}

/** The proxy and content routes (docs/architecture.md#contracts), with the per-client rate limits they share. */
export function createApiRoutes(deps: ApiDeps): ApiRoute[] {
  const limiters: Partial<Record<RateLimitedRoute, ReturnType<typeof createClientLimiter>>> = {};
  if (deps.rateLimit !== false) {
    for (const route of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitedRoute[])
      limiters[route] = createClientLimiter(route, deps.rateLimit?.[route] ?? DEFAULT_RATE_LIMITS[route], deps);
  }
  const kit: RouteKit = {
    deps,
    async overLimit(route, request) {
      const limiter = limiters[route];
      const waitMs = limiter ? await limiter.take(request, bearerToken(request)) : 0;
      return waitMs === 0 ? undefined : rateLimited('Too many requests. Please slow down.', waitMs);
    },
  };
  return [...contentRoutes(kit), ...addressRoutes(kit), ...eventsRoutes(kit)];
}

/**
 * The Hono app of a route list: each platform's `middleware`, the routes, then 405 with `Allow` for
 * another method, 404 for no route, 400 for bad percent-encoding, and the error mapper for anything thrown.
 */
export function siteApi(routes: readonly ApiRoute[], options: { middleware: readonly SiteMiddleware[]; reportError: ReportError }): Hono<SiteEnv> {
  // Routed by the path as sent, as Varnish reads it (deploy/varnish/site.vcl): Hono's own decodes '/api/%70urge' to the purge.
  const app = new Hono<SiteEnv>({ getPath: pathAsSent });
  for (const middleware of options.middleware) app.use(middleware);
  const methods = new Map<string, Set<string>>();
  for (const route of routes) {
    const allowed = methods.get(route.pattern) ?? new Set<string>();
    methods.set(route.pattern, allowed.add(route.method));
    const matched: SiteMiddleware = async (c, next) => {
      c.set('route', route.pattern);
      if (hasBadEncoding(c.req.path)) return refusalAnswer(BAD_PATH);
      await next();
    };
    app.on(route.method, route.pattern, matched, ...route.handlers);
  }
  // After every route: the methods a pattern does not take.
  for (const [pattern, allowed] of methods) {
    const allow = [...allowed, ...(allowed.has('GET') ? ['HEAD'] : [])].join(', ');
    app.all(pattern, (c) => {
      c.set('route', pattern);
      return refusalAnswer(hasBadEncoding(c.req.path) ? BAD_PATH : methodNotAllowed(allow));
    });
  }
  app.notFound(() => refusalAnswer(NOT_FOUND));
  // The one error mapper, with the failing route's say (define-route.ts RouteFailure).
  app.onError((err, c) => {
    const failure = c.get('failure');
    const refusal = errorRefusal(err, {
      route: c.get('route') ?? c.req.path,
      request: { requestId: c.get('requestId') },
      reportError: failure?.reportError ?? options.reportError,
      upstreamRefusals: failure?.upstreamRefusals,
    });
    return failure?.refuse ? failure.refuse(apiRequestOf(c), refusal) : refusalAnswer(refusal);
  });
  return app;
}

/** A path whose percent-encoding does not decode (Hono leaves such a param as it came); the query is the schemas'. */
function hasBadEncoding(path: string): boolean {
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The request's path as sent, without its query: one slice, no array, on every API request. */
function pathAsSent({ url }: Request): string {
  const query = url.indexOf('?');
  return url.slice(url.indexOf('/', url.indexOf(':') + 3), query < 0 ? undefined : query);
}
