// UpstreamMetrics for the edge (server/upstream/upstream-metrics.ts) without prom-client: plain
// in-memory counters per isolate. Labels are bounded (upstream names, outcomes, cache names), so
// the maps cannot grow with traffic.
import type { BreakerState, CacheEvent, UpstreamMetrics, UpstreamOutcome } from '../upstream/upstream-metrics';

export interface EdgeMetricsSnapshot {
  /** 'upstream outcome' -> calls and total seconds. */
  upstreamCalls: Record<string, { count: number; seconds: number }>;
  /** 'cache event' -> count. */
  cacheEvents: Record<string, number>;
  breakerStates: Record<string, BreakerState>;
}

export interface EdgeMetrics extends UpstreamMetrics {
  snapshot(): EdgeMetricsSnapshot;
}

export function createEdgeMetrics(): EdgeMetrics {
  const upstreamCalls = new Map<string, { count: number; seconds: number }>();
  const cacheEvents = new Map<string, number>();
  const breakers = new Map<string, () => BreakerState>();
  return {
    observeUpstream(upstream: string, outcome: UpstreamOutcome, seconds: number) {
      const key = `${upstream} ${outcome}`;
      const entry = upstreamCalls.get(key) ?? { count: 0, seconds: 0 };
      entry.count += 1;
      entry.seconds += seconds;
      upstreamCalls.set(key, entry);
    },
    countCache(cache: string, event: CacheEvent) {
      const key = `${cache} ${event}`;
      cacheEvents.set(key, (cacheEvents.get(key) ?? 0) + 1);
    },
    watchBreaker(upstream: string, state: () => BreakerState) {
      breakers.set(upstream, state);
    },
    snapshot() {
      return {
        upstreamCalls: Object.fromEntries([...upstreamCalls].map(([key, value]) => [key, { ...value }])),
        cacheEvents: Object.fromEntries(cacheEvents),
        breakerStates: Object.fromEntries([...breakers].map(([upstream, state]) => [upstream, state()])),
      };
    },
  };
}
