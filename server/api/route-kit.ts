// What createApiRoutes (api-routes.ts) hands each capability's routes: the dependencies and the
// shared rate limits, in a module of their own so the capabilities never import the list they are in.
import type { ApiDeps, RateLimitedRoute } from './api-deps';
import type { PlainCall } from './api-route';

export interface RouteKit {
  deps: ApiDeps;
  /**
   * A 429 when the client (an agent, or else its address) is over its limit for this route, else
   * undefined (a token is spent).
   */
  overLimit(route: RateLimitedRoute, request: Request): Promise<Response | undefined>;
  /**
   * overLimit for a plain call (api-route.ts PlainCall); absent when the client's address comes
   * from a custom `deps.clientIp`, which reads a Web Request.
   */
  overLimitPlain?(route: RateLimitedRoute, call: PlainCall): Promise<Response | undefined>;
}
