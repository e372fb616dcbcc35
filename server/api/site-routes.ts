// Every fetch-style route of the site, registered once: the API proxies and content
// (api-routes.ts), short links, and the routes only the Node server serves (node-only-routes.ts:
// agent session, order hand-off, contact form, CIS documents). The Express app
// (server/compose.ts) and the edge entry (server/edge/edge-handler.ts) both take their routes from
// here; the edge leaves the Node-only ones out with `nodeOnly: false`, and so never bundles them
// (they would add about 117 KB, crypto-js most of it, to the edge bundle).
import { apiPath } from '../../shared/routes/api-paths';
import type { ShortLink } from '../../shared/schemas/content';
import type { ApiDeps } from './api-deps';
import { dispatch, type ApiRoute } from './api-route';
import { apiError } from './api-responses';
import { createApiRoutes } from './api-routes';
import { createShortLinkHandler } from './short-links/short-link';

/** The Node-only routes, made from the site's deps and its in-process API (node-only-routes.ts). */
export type NodeOnlyRoutes = (site: { deps: ApiDeps; fetchApi: FetchApi }) => ApiRoute[];

export interface SiteRouteDeps extends ApiDeps {
  /** `false` where only the API and short links are served (the edge, docs/architecture.md#request-paths). */
  nodeOnly: NodeOnlyRoutes | false;
}

export type FetchApi = (path: string, init?: RequestInit) => Promise<Response>;

export interface SiteRoutes {
  /** Every route, in the order dispatch tries them. */
  all: ApiRoute[];
  /** The site API alone (page loaders read it in process). */
  api: ApiRoute[];
  /** Calls the site API in process, without HTTP; an unknown path is the API's JSON 404. */
  fetchApi: FetchApi;
}

const INTERNAL_ORIGIN = 'http://in-process.invalid';

/** The answer for an `/api` path no route matches (also the Express fallback's, server/app.ts). */
export const apiNotFound = (): Response => apiError(404, 'not_found', 'No such API route.');

export function createSiteRoutes(deps: SiteRouteDeps): SiteRoutes {
  const api = createApiRoutes(deps);
  const fetchApi: FetchApi = async (path, init) =>
    (await dispatch(api, new Request(new URL(path, INTERNAL_ORIGIN), init))) ?? apiNotFound();

  // Short links read the content list through the API route itself, so an upstream failure there is
  // handled (and reported) once, and the visitor lands on /not-found.
  const shortLink = createShortLinkHandler(async () => {
    const response = await fetchApi(apiPath('shortLinks'));
    return response.ok ? ((await response.json()) as ShortLink[]) : null;
  });
  const all: ApiRoute[] = [
    ...api,
    { method: 'GET', pattern: '/s/:id', handler: (request, params) => shortLink(request, { id: params.id ?? '' }) },
  ];

  if (deps.nodeOnly) all.push(...deps.nodeOnly({ deps, fetchApi }));
  return { all, api, fetchApi };
}
