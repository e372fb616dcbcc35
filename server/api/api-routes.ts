// The site's API routes (DESIGN §4) with their shared concerns: rate limits, upstream failures
// mapped to answers (and reported or not, SPEC §8), and a guard so a handler bug is a 500, not a crash.
import { UpstreamError, apiErrorFor } from '../upstream/upstream-error';
import type { ApiDeps, RateLimitedRoute } from './api-deps';
import { DEFAULT_RATE_LIMITS } from './api-deps';
import type { ApiHandler, ApiRoute } from './api-route';
import { apiError } from './api-responses';
import { addressRoutes } from './address-routes';
import { recordedClientIp } from './client-ip';
import { contentRoutes } from './content-routes';
import { eventsRoutes } from './events-route';
import { bearerToken, limitSubjects } from './limit-subject';
import { DEFAULT_AGENT_LIMIT_FACTOR, createClientLimiter, scaleRateLimit, type LimitSubject } from './rate-limit';

export interface RouteKit {
  deps: ApiDeps;
  /**
   * A 429 when the client (an agent, or else its address) is over its limit for this route, else
   * undefined (a token is spent).
   */
  overLimit(route: RateLimitedRoute, request: Request): Promise<Response | undefined>;
}

export function createApiRoutes(deps: ApiDeps): ApiRoute[] {
  const clock = deps.clock ?? Date.now;
  const clientIp = deps.clientIp ?? recordedClientIp;
  const limiters: Partial<Record<RateLimitedRoute, { take(subject: LimitSubject): number | Promise<number> }>> = {};
  if (deps.rateLimit !== false) {
    const factor = deps.agentLimitFactor ?? DEFAULT_AGENT_LIMIT_FACTOR;
    for (const route of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitedRoute[]) {
      const visitor = deps.rateLimit?.[route] ?? DEFAULT_RATE_LIMITS[route];
      limiters[route] = createClientLimiter({ visitor, agent: scaleRateLimit(visitor, factor) }, clock, deps.newLimiter, route);
    }
  }
  const subjectOf = limitSubjects(clientIp, deps.lookupAgent);

  const kit: RouteKit = {
    deps,
    async overLimit(route, request) {
      const limiter = limiters[route];
      if (!limiter) return undefined;
      const waitMs = await limiter.take(await subjectOf(request, bearerToken(request)));
      if (waitMs === 0) return undefined;
      return apiError(429, 'rate_limited', 'Too many requests. Please slow down.', {
        'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
    },
  };

  const routes = [...contentRoutes(kit), ...addressRoutes(kit), ...eventsRoutes(kit)];
  return routes.map((route) => ({ ...route, handler: guarded(route.pattern, route.handler, deps) }));
}

function guarded(pattern: string, handler: ApiHandler, deps: ApiDeps): ApiHandler {
  return async (request, params) => {
    try {
      return await handler(request, params);
    } catch (err) {
      if (err instanceof UpstreamError) {
        const answer = apiErrorFor(err);
        if (err.reportable) {
          deps.reportError(err, {
            route: pattern,
            upstream: err.upstream,
            kind: err.kind,
            upstreamStatus: err.upstreamStatus,
            requestId: request.headers.get('x-request-id') ?? undefined,
          });
        }
        return apiError(
          answer.status,
          answer.code,
          answer.message,
          answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : {},
        );
      }
      deps.reportError(err, { route: pattern, requestId: request.headers.get('x-request-id') ?? undefined });
      return apiError(500, 'internal_error', 'Something went wrong on our end.');
    }
  };
}
