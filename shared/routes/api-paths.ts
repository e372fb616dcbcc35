// Every path of the site's own API, once; lint forbids '/api/' literals anywhere else (eslint.config.js). The upstream
// web-services paths share some strings but are another contract (docs/architecture.md#contracts): `UPSTREAM_PATHS`.

/** Route patterns: `:name` captures one segment (server/api/api-route.ts). */
export const API_ROUTES = {
  addressSearch: '/api/address',
  addressById: '/api/address/:locId',
  serviceQualification: '/api/service-qualification',
  nav: '/api/nav',
  content: '/api/getContent/:section/:page',
  defaultFlipToFibrePlans: '/api/getDefaultFlipToFibrePlans',
  flipToFibrePlans: '/api/getFlipToFibrePlans/:nbnRegion/:nbnServiceClass/:maxSpeed',
  defaultPlansNbn: '/api/getDefaultPlansNbn',
  plans: '/api/plans/:serviceType',
  shortLinks: '/api/shortLinks',
  voipInternationalRates: '/api/voip-international-rates',
  mobilePlans: '/api/mobile-plans',
  configuration: '/api/configuration',
  events: '/api/events',
  contact: '/api/contact',
  callBack: '/api/call-back',
  agentSession: '/api/agent/session',
  orderHandoff: '/api/order/handoff',
  quotes: '/api/quotes',
  quote: '/api/quotes/:token',
  purge: '/api/purge',
} as const;

export type ApiRouteName = keyof typeof API_ROUTES;

/** The prefix every site API path starts with (the Hono app answers a JSON 404 under it). */
export const API_PREFIX = '/api/';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params a route's pattern captures, e.g. `{ section, page }` for `content`. */
export type ApiParams<N extends ApiRouteName> = { [K in ParamNames<(typeof API_ROUTES)[N]>]: string | number };

type ApiPathArgs<N extends ApiRouteName> = ParamNames<(typeof API_ROUTES)[N]> extends never
  ? [params?: undefined, query?: Record<string, string>]
  : [params: ApiParams<N>, query?: Record<string, string>];

/** A GET of the site's API as `apiPath`'s arguments: the browser fetches it, page loaders read the service behind it. */
export type ApiRead = { [N in ApiRouteName]: [name: N, ...ApiPathArgs<N>] }[ApiRouteName];

/** The URL path (and query) of a site API route, params percent-encoded: `apiPath('content', { section: 'nbn', page: 'faqs' })`. */
export function apiPath<N extends ApiRouteName>(name: N, ...[params, query]: ApiPathArgs<N>): string {
  const path = fillPattern(API_ROUTES[name], (params ?? {}) as Record<string, string | number>);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** Paths of the upstream web-services API the server calls and the embedded provider serves (docs/architecture.md#contracts). */
export const UPSTREAM_PATHS = {
  nav: '/api/nav',
  content: '/api/getContent/:section/:page',
  shortLinks: '/api/shortLinks',
  defaultFlipToFibrePlans: '/api/getDefaultFlipToFibrePlans',
  flipToFibrePlans: '/api/getFlipToFibrePlans/:nbnRegion/:nbnServiceClass/:maxSpeed',
  defaultPlansNbn: '/api/getDefaultPlansNbn',
  plans: '/api/plans/:serviceType',
} as const;

/** An upstream path with its params filled in (percent-encoded), like `apiPath`. */
export function upstreamPath(name: keyof typeof UPSTREAM_PATHS, params: Record<string, string | number> = {}): string {
  return fillPattern(UPSTREAM_PATHS[name], params);
}

function fillPattern(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, param: string) => {
    const value = params[param];
    if (value === undefined) throw new TypeError(`${pattern}: missing param ${param}`);
    return encodeURIComponent(String(value));
  });
}
