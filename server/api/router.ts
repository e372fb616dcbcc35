// The one route table and its one matcher (docs/decisions/028-one-router.md). Every adapter asks
// `match(method, path)` and gets the route with its params, a 405 with the methods the path takes, a
// 400 for a path that does not decode, or nothing; error-answer.ts words the refusals.
import type { ApiRoute } from './api-route';

export type RouteMatch =
  | { kind: 'route'; route: ApiRoute; params: Record<string, string> }
  /** The path is a route's, the method is not: answer 405 with `allow`. */
  | { kind: 'method-not-allowed'; pattern: string; allow: string }
  /** The path has a route's shape but bad percent-encoding. */
  | { kind: 'bad-path'; pattern: string }
  | { kind: 'not-found' };

export interface Router {
  readonly routes: readonly ApiRoute[];
  /** HEAD matches as GET (the adapter drops the body). */
  match(method: string, pathname: string): RouteMatch;
}

type Segment = { literal: string } | { param: string };

interface Compiled {
  route: ApiRoute;
  segments: Segment[];
}

const NOT_FOUND: RouteMatch = { kind: 'not-found' };

export function createRouter(routes: readonly ApiRoute[]): Router {
  const table: Compiled[] = routes.map((route) => ({
    route,
    segments: route.pattern
      .split('/')
      .slice(1)
      .map((part): Segment => (part.startsWith(':') ? { param: part.slice(1) } : { literal: part })),
  }));

  return {
    routes,
    match(method, pathname) {
      const wanted = method === 'HEAD' ? 'GET' : method;
      const parts = pathname.split('/').slice(1);
      let allowed: Set<string> | undefined;
      let pattern = '';
      for (const { route, segments } of table) {
        const fits = fit(segments, parts);
        if (fits === false) continue;
        if (fits === BAD_ENCODING) return { kind: 'bad-path', pattern: route.pattern };
        if (route.method !== wanted) {
          allowed ??= new Set();
          allowed.add(route.method);
          pattern ||= route.pattern;
          continue;
        }
        return { kind: 'route', route, params: fits };
      }
      if (!allowed) return NOT_FOUND;
      if (allowed.has('GET')) allowed.add('HEAD');
      return { kind: 'method-not-allowed', pattern, allow: [...allowed].join(', ') };
    },
  };
}

/**
 * The paths among `paths` that the router answers for some method (a route, a 405, a bad path):
 * what must stay empty for a page's paths, whose cache hits are answered before the router is asked.
 */
export function pathsOfRoutes(router: Router, paths: Iterable<string>): string[] {
  return [...paths].filter((path) => router.match('GET', path).kind !== 'not-found');
}

const BAD_ENCODING = Symbol('bad encoding');

/** The params of a path split into segments, false when it does not fit, BAD_ENCODING when a param does not decode. */
function fit(segments: readonly Segment[], parts: readonly string[]): Record<string, string> | false | typeof BAD_ENCODING {
  if (parts.length !== segments.length) return false;
  const params: Record<string, string> = {};
  let bad = false;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if ('literal' in segment) {
      if (segment.literal !== part) return false;
    } else {
      if (part === '') return false;
      try {
        params[segment.param] = decodeURIComponent(part);
      } catch {
        bad = true;
      }
    }
  }
  return bad ? BAD_ENCODING : params;
}
