// The site's `/api` and `/s` handlers for a Workers-style runtime (docs/architecture.md#request-paths): the Hono app
// the Node server serves (server/api/site-api.ts) less the Node-only routes, over the global fetch
// instead of undici, with no embedded provider, no prom-client and no Node API. Anything outside those routes is a JSON 404 here; the
// pages are served by the Node server.
import { KNOWN_CONTENT } from '../../shared/routes/known-content';
import { SITE_BRAND } from '../../shared/site-config';
import type { ApiDeps } from '../api/api-deps';
import { createSiteRoutes, siteApi } from '../api/site-api';
import { createFetchTransport } from '../upstream/fetch-transport';
import type { UpstreamMetrics } from '../upstream/upstream-metrics';
import type { UpstreamsConfig } from '../upstream/upstreams';
import { createUpstreamsWith } from '../upstream/upstreams';
import type { EdgeReportError } from './edge-error-reporting';
import { clientAddressKey } from '../api/client-ip';

/** docs/product/address-check.md#address-search-call: address searches exclude a named wholesale carrier (same value as server/compose.ts). */
export const EDGE_EXCLUDED_WHOLESALE_PROVIDER = SITE_BRAND.excludedWholesaleProvider;

/** Cloudflare puts the visitor's address here; the client cannot set it through the edge. */
export const CLIENT_IP_HEADER = 'CF-Connecting-IP';

export interface EdgeHandlerOptions {
  config: UpstreamsConfig;
  /** An agent's limits over a visitor's (edge-env.ts). */
  agentLimitFactor: number;
  metrics: UpstreamMetrics;
  reportError: EdgeReportError;
  /** Defaults to the global fetch; tests may inject one. */
  fetch?: typeof fetch;
  rateLimit?: ApiDeps['rateLimit'];
  clock?: () => number;
}

export type EdgeHandler = (request: Request) => Promise<Response>;


/** The visitor's address as the edge reports it, keyed for the limits (an IPv6 client is its /64). */
export function edgeClientIp(request: Request): string {
  return clientAddressKey(request.headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown');
}

export function createEdgeHandler(options: EdgeHandlerOptions): EdgeHandler {
  const upstreams = createUpstreamsWith(createFetchTransport(options.fetch), options.config, options.metrics);
  const routes = createSiteRoutes({
    upstreams,
    reportError: options.reportError,
    knownContent: KNOWN_CONTENT,
    brand: SITE_BRAND.upstreamBrand,
    excludeProviders: EDGE_EXCLUDED_WHOLESALE_PROVIDER,
    agentLimitFactor: options.agentLimitFactor,
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    ...(options.clock ? { clock: options.clock } : {}),
    // The edge serves the API and short links; the Node server the rest (docs/architecture.md#request-paths).
    nodeOnly: false,
  });
  // The edge's middleware: the client's address as the platform names it. The platform in front
  // names the request as it names the client: its X-Request-Id is the edge's (site-api.ts reads it).
  const app = siteApi(routes, {
    middleware: [
      (c, next) => {
        c.set('clientIp', edgeClientIp(c.req.raw));
        return next();
      },
    ],
    reportError: options.reportError,
  });
  return async (request) => app.fetch(request);
}
