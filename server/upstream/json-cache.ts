// An LRU cache of upstream answers (docs/architecture.md#reliability-and-security): TTL, a byte cap,
// stale-if-error and one call for concurrent misses; each entry keeps its JSON text (or only that).
import { LRUCache } from 'lru-cache';
import type { UpstreamMetrics } from './upstream-metrics';

export interface CachedJson<T> {
  value: T;
  /** `JSON.stringify(value)`, ready to send. */
  json: string;
}

interface Entry<T> {
  /** Absent when the cache keeps text only. */
  value?: T;
  json: string;
  storedAt: number;
}

/** An answer kept as text only: its value is parsed when first read. */
class TextAnswer<T> implements CachedJson<T> {
  #value: T | undefined;
  #parsed = false;
  constructor(readonly json: string) {}
  get value(): T {
    if (!this.#parsed) {
      this.#value = JSON.parse(this.json) as T;
      this.#parsed = true;
    }
    return this.#value as T;
  }
}

export interface JsonCacheOptions {
  name: string;
  ttlMs: number;
  maxSizeBytes: number;
  /** Serve the last good answer when a refresh fails (content and plans: docs/architecture.md#reliability-and-security). */
  staleIfError: boolean;
  clock?: () => number;
  metrics: UpstreamMetrics;
  /** What an entry holds: the value and its text (default), or the text alone for answers sent on as they are (ADR 021). */
  keep?: 'value' | 'text';
}

/** How long past its TTL a stale answer may still be served on failure. */
const MAX_STALE_MS = 24 * 60 * 60 * 1000;

/** Rough bytes held by one entry: the text at 2 bytes a character, the value (when kept) about as much again. */
const entryBytes = (entry: Entry<unknown>) => Math.max(1, entry.json.length * ('value' in entry ? 4 : 2) + 64);

export function createJsonCache<T>(options: JsonCacheOptions) {
  const clock = options.clock ?? Date.now;
  const keepText = options.keep === 'text';
  const cache = new LRUCache<string, Entry<T>>({
    ttl: options.ttlMs,
    maxSize: options.maxSizeBytes,
    sizeCalculation: entryBytes,
    allowStale: false,
    // With stale-if-error an expired entry stays to stand in when a refresh fails.
    noDeleteOnStaleGet: options.staleIfError,
    // An injected clock drives TTLs in tests; then lru-cache must not cache "now" between calls.
    ...(options.clock ? { perf: { now: options.clock }, ttlResolution: 0 } : {}),
  });
  /** Loads in flight, one per key (not lru-cache's fetch(): an AbortController and a placeholder per miss). */
  const loading = new Map<string, Promise<Entry<T>>>();

  const startLoad = (key: string, load: () => Promise<T>): Promise<Entry<T>> => {
    const loaded: Promise<Entry<T>> = load().then((value) => {
      const json = JSON.stringify(value);
      const entry: Entry<T> = keepText ? { json, storedAt: clock() } : { value, json, storedAt: clock() };
      // Purged while in flight: the callers get this answer, but it is not stored (it may be the old one).
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
  const answerOf = (entry: Entry<T>): CachedJson<T> => (keepText ? new TextAnswer<T>(entry.json) : { value: entry.value as T, json: entry.json });

  return {
    async get(key: string, load: () => Promise<T>): Promise<CachedJson<T>> {
      const fresh = cache.get(key);
      if (fresh) {
        count('hit');
        return answerOf(fresh);
      }
      try {
        const entry = await (loading.get(key) ?? startLoad(key, load));
        count('miss');
        return answerOf(entry);
      } catch (err) {
        if (!options.staleIfError) throw err;
        const stale = cache.peek(key, { allowStale: true });
        // Too old to stand in for the upstream any more: the refresh's failure is the answer.
        if (!stale || clock() - stale.storedAt > options.ttlMs + MAX_STALE_MS) throw err;
        count('stale');
        return answerOf(stale);
      }
    },
    /** Drops one entry (a purge); true when there was one. */
    delete: (key: string): boolean => {
      const inFlight = loading.delete(key);
      return cache.delete(key) || inFlight;
    },
    /** How many entries are held. */
    size: () => cache.size,
    clear: () => {
      loading.clear();
      cache.clear();
    },
  };
}
