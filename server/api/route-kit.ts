// What createApiRoutes (api-routes.ts) hands each capability's routes: the dependencies and the
// shared rate limits, in a module of their own so the capabilities never import the list they are in.
import type { ApiDeps, RateLimitedRoute } from './api-deps';
import type { ApiRequest } from './api-route';

export interface RouteKit {
  deps: ApiDeps;
  /**
   * A 429 when the client (an agent, or else its address) is over its limit for this route, else
   * undefined (a token is spent).
   */
  overLimit(route: RateLimitedRoute, request: ApiRequest): Promise<Response | undefined>;
}
