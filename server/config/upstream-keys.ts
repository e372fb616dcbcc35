// The variables that name the upstreams (docs/architecture.md#contracts), for Node's config and the edge's bindings alike.

/** The base URLs of the upstreams the site calls. */
export const UPSTREAM_URL_KEYS = ['ADDRESS_API_URL', 'WEB_SERVICES_URL', 'MOBILE_PLANS_URL', 'CMS_URL', 'EVENTS_API_URL'] as const;
export type UpstreamUrlKey = (typeof UPSTREAM_URL_KEYS)[number];

/** Those and the order site, which the site links to but never calls: the embedded provider stands in for each one unset. */
export const UPSTREAM_KEYS = [...UPSTREAM_URL_KEYS, 'ORDER_SITE_URL'] as const;
export type UpstreamKey = (typeof UPSTREAM_KEYS)[number];
