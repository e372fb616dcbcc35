// The site's one route table (docs/decisions/028-one-router.md): the API proxies and content
// (api-routes.ts), short links, and the routes only the Node server serves (node-only-routes.ts:
// agent session, order hand-off, contact form, CIS documents). The Node server (server/compose.ts)
// and the edge entry (server/edge/edge-handler.ts) both take their router from here; the edge
// leaves the Node-only ones out with `nodeOnly: false`, and so never bundles them (crypto-js most
// of their weight).
import { apiPath } from '../../shared/routes/api-paths';
import type { ShortLink } from '../../shared/schemas/content';
import type { ApiDeps } from './api-deps';
import { REQUEST_ID_HEADER, type ApiRoute } from './api-route';
import { createApiRoutes } from './api-routes';
import { createRouter, type Router } from './router';
import { createShortLinkHandler } from './short-links/short-link';
import { serveWeb } from './web-adapter';

/** The Node-only routes, made from the site's deps and its in-process API (node-only-routes.ts). */
export type NodeOnlyRoutes = (site: { deps: ApiDeps; fetchApi: FetchApi }) => ApiRoute[];

export interface SiteRouteDeps extends ApiDeps {
  /** `false` where only the API and short links are served (the edge, docs/architecture.md#request-paths). */
  nodeOnly: NodeOnlyRoutes | false;
}

export type FetchApi = (path: string, init?: RequestInit) => Promise<Response>;

export interface SiteRoutes {
  /** Every route, matched in this order. */
  router: Router;
  /** Calls the site API in process, without HTTP; an unknown path is the API's JSON 404. */
  fetchApi: FetchApi;
}

const INTERNAL_ORIGIN = 'http://in-process.invalid';

export function createSiteRoutes(deps: SiteRouteDeps): SiteRoutes {
  const api = createRouter(createApiRoutes(deps));
  // Every route, once made below: a page may read a Node-only route (the quote page opens its quote).
  const made: { everything?: Router } = {};
  // Page loaders' calls share one client bucket: the visitor's own calls are limited at the door.
  // Only the server makes these requests, so their X-Request-Id is the page request's id (page-handler.ts).
  const fetchApi: FetchApi = (path, init) => {
    const request = new Request(new URL(path, INTERNAL_ORIGIN), init);
    return serveWeb(made.everything ?? api, request, { clientIp: 'unknown', reportError: deps.reportError, requestId: request.headers.get(REQUEST_ID_HEADER) ?? undefined });
  };

  // Short links read the content list through the API route itself, so an upstream failure there is
  // handled (and reported) once, and the visitor lands on /not-found.
  const shortLink = createShortLinkHandler(async () => {
    const response = await fetchApi(apiPath('shortLinks'));
    return response.ok ? ((await response.json()) as ShortLink[]) : null;
  });
  const all: ApiRoute[] = [
    ...api.routes,
    { method: 'GET', pattern: '/s/:id', handler: (request, params) => shortLink(request, { id: params.id ?? '' }) },
  ];

  if (deps.nodeOnly) all.push(...deps.nodeOnly({ deps, fetchApi }));
  made.everything = createRouter(all);
  return { router: made.everything, fetchApi };
}
