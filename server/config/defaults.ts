// The settings' defaults, kept with the config so it imports no feature (.dependency-cruiser.cjs: defaults-live-with-config).

/** How long content answers stay fresh in the upstream cache (CONTENT_CACHE_TTL_MS). */
export const DEFAULT_CONTENT_TTL_MS = 5 * 60_000;
/** How long address answers stay fresh in the address cache (ADDRESS_CACHE_TTL_MS). */
export const DEFAULT_ADDRESS_TTL_MS = 60_000;
/** How long a rendered page is served from the page cache (PAGE_CACHE_TTL_MS): as long as its content. */
export const DEFAULT_PAGE_CACHE_TTL_MS = DEFAULT_CONTENT_TTL_MS;
/** The most the page cache's pages take, every encoding counted (PAGE_CACHE_MAX_BYTES): some 300 pages of about 200 KB. */
export const DEFAULT_PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** How long a request's headers and body may take to arrive in full (REQUEST_DEADLINE_MS). */
export const DEFAULT_REQUEST_DEADLINE_MS = 30_000;
/** How many times a visitor's limits a verified agent gets (AGENT_RATE_LIMIT_FACTOR): room for several customers' tabs. */
export const DEFAULT_AGENT_LIMIT_FACTOR = 2;
/** With REDIS_URL, how often the Redis set of revoked agent tokens is read again (AGENT_TOKEN_REVOKED_REFRESH_MS). */
export const DEFAULT_AGENT_REVOCATION_REFRESH_MS = 5000;
