// The site's own API as Web-standard handlers (docs/architecture.md#request-paths): `(Request, params) => Promise<Response>`,
// mounted on Express by express-adapter.ts, bundled for the edge, and called in-process by page
// loaders through `dispatch` (no HTTP to self).
import { cacheControl } from './cache-control';
import type { CallerSignal } from '../upstream/http-transport';

export type ApiHandler = (request: Request, params: Record<string, string>) => Promise<Response>;

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** Segments, `:name` captures one, e.g. '/api/getContent/:section/:page'. */
  pattern: string;
  handler: ApiHandler;
  /**
   * The same route as plain data, for a server that can call it without building a Web Request
   * and Response (the Node front door: the proxies' CPU per answer). Only GET routes
   * whose answers are JSON text have one; `handler` stays the reference behaviour.
   */
  plain?: PlainHandler;
}

/** What a plain call needs of the request: the query and the rate limit's subject. */
export interface PlainCall {
  /** The query string, without its '?'. */
  search: string;
  /** The client's address as the server found it (trust-proxy honoured). */
  clientIp: string;
  /** The Authorization header, if any (an agent's token, limit-subject.ts). */
  authorization: string | undefined;
  /** Aborts when the client goes away. */
  readonly signal: CallerSignal;
  /** The Web Request, for the uncommon answers that read more of it (refusals, reports). */
  request(): Request;
}

/** A JSON answer whose body is text already (an upstream's bytes passed through, or a refusal). */
export interface JsonAnswer {
  status: number;
  json: string;
  /** Lower-case names; content-type is always JSON. */
  headers: Record<string, string>;
}

/** A plain route answers JSON text, or a Web Response on the rare paths that make one. */
export type PlainHandler = (call: PlainCall, params: Record<string, string>) => Promise<JsonAnswer | Response>;

type PatternSegment = { literal: string } | { param: string };

const compiled = new WeakMap<ApiRoute, PatternSegment[]>();

function segmentsOf(route: ApiRoute): PatternSegment[] {
  let segments = compiled.get(route);
  if (!segments) {
    segments = route.pattern
      .split('/')
      .slice(1)
      .map((part): PatternSegment => (part.startsWith(':') ? { param: part.slice(1) } : { literal: part }));
    compiled.set(route, segments);
  }
  return segments;
}

/** Params of `pathname` against `route`, or undefined. Throws URIError on bad percent-encoding. */
export function matchPattern(route: ApiRoute, pathname: string): Record<string, string> | undefined {
  return matchParts(route, pathname.split('/').slice(1));
}

/** matchPattern for a path split once into its segments (findApiRoute tries many routes on one path). */
export function matchParts(route: ApiRoute, parts: readonly string[]): Record<string, string> | undefined {
  const segments = segmentsOf(route);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if ('literal' in segment) {
      if (segment.literal !== part) return undefined;
    } else {
      if (part === '') return undefined;
      params[segment.param] = decodeURIComponent(part);
    }
  }
  return params;
}

/** True when some route's pattern fits the path, whatever the method (cheap pre-check for adapters). */
export function hasRouteFor(routes: readonly ApiRoute[], pathname: string): boolean {
  return routes.some((route) => {
    try {
      return matchPattern(route, pathname) !== undefined;
    } catch {
      return true; // bad encoding on a path that has the right shape: let dispatch answer 400
    }
  });
}

/** The pattern matched by a path (and method, when given), for metrics labels. */
export function routePatternFor(routes: readonly ApiRoute[], method: string | undefined, pathname: string): string | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return routes.find((route) => {
    try {
      return (wanted === undefined || route.method === wanted) && matchPattern(route, pathname) !== undefined;
    } catch {
      return false;
    }
  })?.pattern;
}

const jsonError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl('none'), ...headers },
  });

/**
 * Runs the route that matches the request; null when no route's path matches (the caller moves on).
 * HEAD runs the GET handler and drops the body; a known path with another method gets 405.
 */
export async function dispatch(routes: readonly ApiRoute[], request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const allowed = new Set<string>();
  for (const route of routes) {
    let params: Record<string, string> | undefined;
    try {
      params = matchPattern(route, pathname);
    } catch {
      return jsonError(400, 'bad_request', 'The path is not valid.');
    }
    if (!params) continue;
    if (route.method !== method) {
      allowed.add(route.method);
      continue;
    }
    const response = await route.handler(request, params);
    if (request.method !== 'HEAD') return response;
    await response.body?.cancel();
    return new Response(null, { status: response.status, headers: response.headers });
  }
  if (allowed.size === 0) return null;
  if (allowed.has('GET')) allowed.add('HEAD');
  return jsonError(405, 'method_not_allowed', 'This method is not allowed here.', { allow: [...allowed].join(', ') });
}
