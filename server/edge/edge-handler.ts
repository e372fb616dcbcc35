// The site's `/api` and `/s` on a Workers-style runtime (docs/architecture.md#request-paths): the Node-only routes left out.
import { KNOWN_CONTENT } from '../../shared/routes/known-content';
import { SITE_BRAND } from '../../shared/site-config';
import { createSiteRoutes, siteApi } from '../api/site-api';
import { createFetchTransport } from '../upstream/fetch-transport';
import { NO_UPSTREAM_METRICS } from '../upstream/upstream-metrics';
import { createUpstreamsWith, type UpstreamsConfig } from '../upstream/upstreams';
import type { ReportError } from '../error-reporting';
import { clientAddressKey } from '../api/client-ip';

export interface EdgeHandlerOptions {
  config: UpstreamsConfig;
  /** An agent's limits over a visitor's (edge-env.ts). */
  agentLimitFactor: number;
  reportError: ReportError;
}

export type EdgeHandler = (request: Request) => Promise<Response>;

export function createEdgeHandler(options: EdgeHandlerOptions): EdgeHandler {
  const upstreams = createUpstreamsWith(createFetchTransport(), options.config, NO_UPSTREAM_METRICS);
  const routes = createSiteRoutes({
    upstreams,
    reportError: options.reportError,
    knownContent: KNOWN_CONTENT,
    brand: SITE_BRAND.upstreamBrand,
    // docs/product/address-check.md#address-search-call, as server/compose.ts.
    excludeProviders: SITE_BRAND.excludedWholesaleProvider,
    agentLimitFactor: options.agentLimitFactor,
  });
  // The client's address as the platform names it (CF-Connecting-IP, which a client cannot set through the edge).
  const app = siteApi(routes, {
    middleware: [
      (c, next) => {
        c.set('clientIp', clientAddressKey(c.req.header('CF-Connecting-IP')?.trim() || 'unknown'));
        return next();
      },
    ],
    reportError: options.reportError,
  });
  return async (request) => app.fetch(request);
}
