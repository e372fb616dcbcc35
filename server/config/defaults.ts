// The defaults of the settings env.ts reads (and the edge's config, edge/edge-env.ts, which has no
// environment for them), kept with the config so it imports nothing from the features it
// configures. Each feature is handed the number and has no default of its own
// (.dependency-cruiser.cjs: defaults-live-with-config).

/** How long content answers stay fresh in the upstream cache (CONTENT_CACHE_TTL_MS). */
export const DEFAULT_CONTENT_TTL_MS = 5 * 60_000;
/** How long address answers stay fresh in the address cache (ADDRESS_CACHE_TTL_MS). */
export const DEFAULT_ADDRESS_TTL_MS = 60_000;
/** How long a rendered page is served from the page cache (PAGE_CACHE_TTL_MS): as long as its content. */
export const DEFAULT_PAGE_CACHE_TTL_MS = DEFAULT_CONTENT_TTL_MS;
/**
 * How many times a visitor's limits a verified agent gets (AGENT_RATE_LIMIT_FACTOR). One person
 * at a keyboard stays well inside a visitor's limits; the headroom is for an agent with several
 * customers' tabs open at once.
 */
export const DEFAULT_AGENT_LIMIT_FACTOR = 2;
