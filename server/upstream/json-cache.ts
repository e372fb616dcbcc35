// An LRU cache of upstream answers (DESIGN §4, §6): TTL, a size cap in bytes, stale-if-error and one
// upstream call for concurrent misses of one key (lru-cache's fetchMethod coalesces them). Each entry
// keeps the answer's JSON text too, so a hit is served without serialising again.
import { LRUCache } from 'lru-cache';
import type { UpstreamMetrics } from './upstream-metrics';

export interface CachedJson<T> {
  value: T;
  /** `JSON.stringify(value)`, ready to send. */
  json: string;
}

interface Entry<T> extends CachedJson<T> {
  storedAt: number;
}

export interface JsonCacheOptions {
  name: string;
  ttlMs: number;
  maxSizeBytes: number;
  /** Serve the last good answer when a refresh fails (content and plans: DESIGN §6). */
  staleIfError: boolean;
  /** How long past its TTL a stale answer may still be served on failure. */
  maxStaleMs?: number;
  clock?: () => number;
  metrics: UpstreamMetrics;
}

export interface JsonCache<T> {
  get(key: string, load: () => Promise<T>): Promise<CachedJson<T>>;
  /** Drops one entry (a purge); true when there was one. */
  delete(key: string): boolean;
  /** How many entries are held. */
  size(): number;
  clear(): void;
}

/**
 * Rough bytes held by one entry: the JSON text (UTF-16 in memory: up to 2 bytes a character) plus
 * the parsed value, which is about the same again. An estimate is enough for a memory cap.
 */
const entryBytes = (entry: Entry<unknown>) => Math.max(1, entry.json.length * 4 + 64);

export function createJsonCache<T>(options: JsonCacheOptions): JsonCache<T> {
  const clock = options.clock ?? Date.now;
  const maxStaleMs = options.maxStaleMs ?? 24 * 60 * 60 * 1000;
  const cache = new LRUCache<string, Entry<T>, () => Promise<T>>({
    ttl: options.ttlMs,
    maxSize: options.maxSizeBytes,
    sizeCalculation: entryBytes,
    allowStale: false,
    allowStaleOnFetchRejection: options.staleIfError,
    noDeleteOnFetchRejection: options.staleIfError,
    // A purge (delete, clear) while a load is in flight: the callers waiting still get its answer
    // (never an error for a visitor), and lru-cache does not store it (it may be the old document).
    ignoreFetchAbort: true,
    // An injected clock drives TTLs in tests; then lru-cache must not cache "now" between calls.
    ...(options.clock ? { perf: { now: options.clock }, ttlResolution: 0 } : {}),
    fetchMethod: async (_key, _stale, { context }) => {
      const value = await context();
      return { value, json: JSON.stringify(value), storedAt: clock() };
    },
  });

  return {
    async get(key, load) {
      const status: LRUCache.Status<string, Entry<T>, () => Promise<T>> = {};
      const entry = await cache.fetch(key, { context: load, status });
      // With stale-if-error, lru-cache resolves undefined when the load fails and nothing is stale.
      if (!entry) throw status.fetchError ?? new Error(`cache ${options.name}: no value for ${key}`);
      if (status.returnedStale) {
        // Too old to stand in for the upstream any more: the refresh's failure is the answer.
        if (clock() - entry.storedAt > options.ttlMs + maxStaleMs) throw status.fetchError ?? new Error('stale entry expired');
        options.metrics.countCache(options.name, 'stale');
      } else {
        options.metrics.countCache(options.name, status.fetch === 'hit' ? 'hit' : 'miss');
      }
      return { value: entry.value, json: entry.json };
    },
    delete: (key) => cache.delete(key),
    size: () => cache.size,
    clear: () => cache.clear(),
  };
}
