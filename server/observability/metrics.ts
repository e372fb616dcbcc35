// Prometheus metrics (docs/operations.md#metrics) on a Registry of their own, never the global one.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BreakerState, CacheEvent, UpstreamOutcome } from '../upstream/upstream-metrics';

const BREAKER_STATE_VALUE: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 };

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });

  const upstreamDuration = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Duration of upstream calls by upstream and outcome.',
    labelNames: ['upstream', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    registers: [registry],
  });
  const cacheCounter = (name: string, help: string) => new Counter({ name, help, labelNames: ['cache'] as const, registers: [registry] });
  const cacheCounters: Record<CacheEvent, Counter<'cache'>> = {
    hit: cacheCounter('cache_hits_total', 'Cache lookups answered from a fresh entry.'),
    miss: cacheCounter('cache_misses_total', 'Cache lookups that needed an upstream call.'),
    stale: cacheCounter('cache_stale_served_total', 'Stale entries served because the upstream refresh failed.'),
  };
  const breakers = new Map<string, () => BreakerState>();
  new Gauge({
    name: 'upstream_breaker_state',
    help: 'Circuit breaker state by upstream: 0 closed, 1 half-open, 2 open.',
    labelNames: ['upstream'] as const,
    registers: [registry],
    collect() {
      for (const [upstream, state] of breakers) this.labels(upstream).set(BREAKER_STATE_VALUE[state()]);
    },
  });
  const upstreamConnections = new Counter({
    name: 'upstream_connections_opened_total',
    help: 'Connections opened to each upstream origin (pooled and kept alive: this grows only with concurrency).',
    labelNames: ['origin'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamChild = childrenOf((upstream, outcome) => upstreamDuration.labels(upstream, outcome));
  const cacheChild = childrenOf((event, cache) => cacheCounters[event as CacheEvent].labels(cache));
  const httpChild = childrenOf((method, route, status) => httpDuration.labels(method, route, status));

  return {
    registry,
    observeUpstream: (upstream: string, outcome: UpstreamOutcome, seconds: number) => upstreamChild(upstream, outcome).observe(seconds),
    countCache: (cache: string, event: CacheEvent) => cacheChild(event, cache).inc(),
    watchBreaker: (upstream: string, state: () => BreakerState) => void breakers.set(upstream, state),
    countConnection: (origin: string) => upstreamConnections.inc({ origin }),
    /** `route` is the matched pattern (never the raw path: bounded labels). */
    observeHttp: ({ method, route, status }: { method: string; route: string; status: number }, seconds: number) =>
      httpChild(method, route, String(status)).observe(seconds),
  };
}

/** One child per label set, by a string key (prom-client checks a labels object on every observe); label values are bounded. */
function childrenOf<C>(make: (...values: string[]) => C): (...values: string[]) => C {
  const children = new Map<string, C>();
  return (...values) => {
    const key = values.join('\n');
    let child = children.get(key);
    if (!child) {
      child = make(...values);
      children.set(key, child);
    }
    return child;
  };
}

/** The page cache's size in bytes and pages, read at each scrape (docs/operations.md#caching-and-purge). */
export function registerPageCacheMetrics(registry: Registry, pageCache: { size(): { bytes: number; entries: number } }): void {
  const gauges = [
    ['page_cache_bytes', 'Bytes the page cache holds (every encoding of every page, with a per-entry overhead); bounded by PAGE_CACHE_MAX_BYTES.', 'bytes'],
    ['page_cache_entries', 'Pages the page cache holds.', 'entries'],
  ] as const;
  for (const [name, help, field] of gauges)
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pageCache.size()[field]);
      },
    });
}
