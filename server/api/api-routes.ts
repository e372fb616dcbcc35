// The site's proxy and content API routes (docs/architecture.md#contracts) with the per-client rate limits they share.
// Upstream failures and handler bugs are answered by each route's guard (define-route.ts,
// error-answer.ts); server/api/site-api.ts adds the site's other routes.
import { DEFAULT_RATE_LIMITS, type ApiDeps, type RateLimitedRoute, type RouteKit } from './api-deps';
import type { ApiRoute } from './api-route';
import { rateLimited } from './api-responses';
import { addressRoutes } from './address/address-routes';
import { contentRoutes } from './content/content-routes';
import { eventsRoutes } from './events/events-route';
import { bearerToken, limitSubjects } from './limit-subject';
import { createClientLimiter, type LimitSubject } from './rate-limit';

export function createApiRoutes(deps: ApiDeps): ApiRoute[] {
  const limiters: Partial<Record<RateLimitedRoute, { take(subject: LimitSubject): Promise<number> }>> = {};
  if (deps.rateLimit !== false) {
    for (const route of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitedRoute[])
      limiters[route] = createClientLimiter(route, deps.rateLimit?.[route] ?? DEFAULT_RATE_LIMITS[route], deps.agentLimitFactor, deps.newLimiter);
  }
  const subjectOf = limitSubjects(deps.lookupAgent);

  const kit: RouteKit = {
    deps,
    async overLimit(route, request) {
      const limiter = limiters[route];
      const waitMs = limiter ? await limiter.take(await subjectOf(request, bearerToken(request))) : 0;
      return waitMs === 0 ? undefined : rateLimited('Too many requests. Please slow down.', waitMs);
    },
  };

  return [...contentRoutes(kit), ...addressRoutes(kit), ...eventsRoutes(kit)];
}
