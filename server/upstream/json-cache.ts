// An LRU cache of upstream answers (docs/architecture.md#contracts, docs/architecture.md#reliability-and-security): TTL, a size cap in bytes, stale-if-error and one
// upstream call for concurrent misses of one key. Each entry keeps the answer's JSON text too, so a
// hit is served without serialising again; a cache whose answers are only ever sent on keeps the text
// alone (`keep: 'text'`).
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

/**
 * An answer kept as text only: its value is parsed from the text when first read (the text was
 * serialised from a value that passed its schema, so nothing is lost but the work).
 */
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
  /** How long past its TTL a stale answer may still be served on failure. */
  maxStaleMs?: number;
  clock?: () => number;
  metrics: UpstreamMetrics;
  /**
   * What an entry holds: the parsed value and its text (default), or the text alone for answers
   * nearly always sent on as they are (address searches): one string for the collector to promote
   * where a parsed answer is a hundred small objects.
   */
  keep?: 'value' | 'text';
}

/**
 * Rough bytes held by one entry: the JSON text (UTF-16 in memory: up to 2 bytes a character) plus
 * the parsed value, when kept, which is about the same again. An estimate is enough for a memory cap.
 */
const entryBytes = (entry: Entry<unknown>) => Math.max(1, entry.json.length * ('value' in entry ? 4 : 2) + 64);

export function createJsonCache<T>(options: JsonCacheOptions) {
  const clock = options.clock ?? Date.now;
  const maxStaleMs = options.maxStaleMs ?? 24 * 60 * 60 * 1000;
  const keepText = options.keep === 'text';
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
   * per miss (every address search is a miss under load).
   */
  const loading = new Map<string, Promise<Entry<T>>>();

  const startLoad = (key: string, load: () => Promise<T>): Promise<Entry<T>> => {
    const loaded: Promise<Entry<T>> = load().then((value) => {
      const json = JSON.stringify(value);
      const entry: Entry<T> = keepText ? { json, storedAt: clock() } : { value, json, storedAt: clock() };
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
        if (!stale || clock() - stale.storedAt > options.ttlMs + maxStaleMs) throw err;
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
