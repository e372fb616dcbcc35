// An LRU cache of upstream answers (DESIGN §4, §6): TTL, a size cap in bytes, stale-if-error and one
// upstream call for concurrent misses of one key. Each entry keeps the answer's JSON text too, so a
// hit is served without serialising again.
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
  const cache = new LRUCache<string, Entry<T>>({
    ttl: options.ttlMs,
    maxSize: options.maxSizeBytes,
    sizeCalculation: entryBytes,
    allowStale: false,
    // With stale-if-error an expired entry stays (until replaced or evicted) to stand in when a
    // refresh fails; without, reading it drops it.
    noDeleteOnStaleGet: options.staleIfError,
    // An injected clock drives TTLs in tests; then lru-cache must not cache "now" between calls.
    ...(options.clock ? { perf: { now: options.clock }, ttlResolution: 0 } : {}),
  });
  /**
   * Loads in flight, one per key: concurrent misses wait for the same upstream call. Kept here
   * rather than through lru-cache's fetch(), which costs an AbortController and a placeholder entry
   * per miss (issue 13: every address search is a miss under load).
   */
  const loading = new Map<string, Promise<Entry<T>>>();

  const startLoad = (key: string, load: () => Promise<T>): Promise<Entry<T>> => {
    const loaded: Promise<Entry<T>> = load().then((value) => {
      const entry = { value, json: JSON.stringify(value), storedAt: clock() };
      // A purge (delete, clear) while the load was in flight: its callers still get this answer
      // (never an error for a visitor), but it is not stored (it may be the old document).
      if (loading.get(key) === loaded) cache.set(key, entry);
      return entry;
    });
    const settled = () => {
      if (loading.get(key) === loaded) loading.delete(key);
    };
    loaded.then(settled, settled);
    loading.set(key, loaded);
    return loaded;
  };

  const count = (outcome: 'hit' | 'miss' | 'stale') => options.metrics.countCache(options.name, outcome);

  return {
    async get(key, load) {
      const fresh = cache.get(key);
      if (fresh) {
        count('hit');
        return { value: fresh.value, json: fresh.json };
      }
      try {
        const entry = await (loading.get(key) ?? startLoad(key, load));
        count('miss');
        return { value: entry.value, json: entry.json };
      } catch (err) {
        if (!options.staleIfError) throw err;
        const stale = cache.peek(key, { allowStale: true });
        // Too old to stand in for the upstream any more: the refresh's failure is the answer.
        if (!stale || clock() - stale.storedAt > options.ttlMs + maxStaleMs) throw err;
        count('stale');
        return { value: stale.value, json: stale.json };
      }
    },
    delete: (key) => {
      const inFlight = loading.delete(key);
      return cache.delete(key) || inFlight;
    },
    size: () => cache.size,
    clear: () => {
      loading.clear();
      cache.clear();
    },
  };
}
