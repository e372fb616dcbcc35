// What the upstream layer tells the metrics: an interface, so the edge needs no prom-client.

/** An upstream's circuit breaker (upstream-client.ts): half-open lets one trial call through. */
export type BreakerState = 'closed' | 'open' | 'half-open';

export type UpstreamOutcome =
  | 'ok'
  | 'caller_error'
  | 'server_error'
  | 'malformed'
  | 'timeout'
  | 'connection'
  | 'rejected'
  | 'aborted';

export type CacheEvent = 'hit' | 'miss' | 'stale';

export interface UpstreamMetrics {
  observeUpstream(upstream: string, outcome: UpstreamOutcome, seconds: number): void;
  countCache(cache: string, event: CacheEvent): void;
  /** The upstream's breaker, read at each scrape (open turns half-open by time alone). */
  watchBreaker(upstream: string, state: () => BreakerState): void;
  /** A new connection to an upstream origin (Node pools only): keep-alive working means few of these. */
  countConnection?(origin: string): void;
}

export const NO_UPSTREAM_METRICS: UpstreamMetrics = { observeUpstream: () => {}, countCache: () => {}, watchBreaker: () => {} };
