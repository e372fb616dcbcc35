// The site's proxy and content API routes (docs/architecture.md#contracts) with the per-client rate limits they share.
// Upstream failures and handler bugs are answered by each route's guard (define-route.ts,
// error-answer.ts); server/api/site-api.ts adds the site's other routes.
import type { ApiDeps, RateLimitedRoute } from './api-deps';
import { DEFAULT_RATE_LIMITS } from './api-deps';
import type { ApiRoute } from './api-route';
import { apiError } from './api-responses';
import { addressRoutes } from './address/address-routes';
import { recordedClientIp } from './client-ip';
import { contentRoutes } from './content/content-routes';
import { eventsRoutes } from './events/events-route';
import { bearerToken, limitSubjectsByIp } from './limit-subject';
import { createClientLimiter, memoryLimiters, scaleRateLimit, type LimitSubject } from './rate-limit';
import type { RouteKit } from './route-kit';

export function createApiRoutes(deps: ApiDeps): ApiRoute[] {
  const clientIp = deps.clientIp ?? recordedClientIp;
  const limiters: Partial<Record<RateLimitedRoute, { take(subject: LimitSubject): Promise<number> }>> = {};
  if (deps.rateLimit !== false) {
    const factor = deps.agentLimitFactor;
    for (const route of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitedRoute[]) {
      const visitor = deps.rateLimit?.[route] ?? DEFAULT_RATE_LIMITS[route];
      limiters[route] = createClientLimiter({ visitor, agent: scaleRateLimit(visitor, factor) }, deps.newLimiter ?? memoryLimiters, route);
    }
  }
  const subjectByIp = limitSubjectsByIp(deps.lookupAgent);

  /** A 429 when the subject is over its limit for `route`, else undefined (a token is spent). */
  async function overLimitOf(route: RateLimitedRoute, subject: () => LimitSubject | Promise<LimitSubject>): Promise<Response | undefined> {
    const limiter = limiters[route];
    if (!limiter) return undefined;
    const waitMs = await limiter.take(await subject());
    if (waitMs === 0) return undefined;
    return apiError(429, 'rate_limited', 'Too many requests. Please slow down.', {
      'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
    });
  }

  const kit: RouteKit = {
    deps,
    overLimit: (route, request) => overLimitOf(route, () => subjectByIp(clientIp(request), bearerToken(request))),
  };

  return [...contentRoutes(kit), ...addressRoutes(kit), ...eventsRoutes(kit)];
}
