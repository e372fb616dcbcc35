import { describe, expect, it } from 'vitest';
import type { CacheEvent } from './upstream-metrics';
import { NO_UPSTREAM_METRICS } from './upstream-metrics';
import { createJsonCache } from './json-cache';

function setup(options: { staleIfError?: boolean; maxSizeBytes?: number; keep?: 'value' | 'text' } = {}) {
  // lru-cache reads a start time of 0 as 'no TTL', so the fake clock starts later, like a real one.
  let now = 1_000_000;
  const events: CacheEvent[] = [];
  const cache = createJsonCache<{ n: number }>({
    name: 'test',
    ttlMs: 1_000,
    maxSizeBytes: options.maxSizeBytes ?? 1_000_000,
    staleIfError: options.staleIfError ?? true,
    keep: options.keep,
    clock: () => now,
    metrics: { ...NO_UPSTREAM_METRICS, countCache: (_cache, event) => events.push(event) },
  });
  return { cache, events, advance: (ms: number) => (now += ms) };
}

describe('JSON cache (docs/architecture.md#reliability-and-security)', () => {
  it('serves a hit without calling the upstream again, with the JSON text ready', async () => {
    const { cache, events } = setup();
    let calls = 0;
    const load = async () => ({ n: ++calls });
    expect(await cache.get('k', load)).toEqual({ value: { n: 1 }, json: '{"n":1}' });
    expect(await cache.get('k', load)).toEqual({ value: { n: 1 }, json: '{"n":1}' });
    expect(calls).toBe(1);
    expect(events).toEqual(['miss', 'hit']);
  });

  it('refreshes after the TTL', async () => {
    const { cache, advance } = setup();
    let calls = 0;
    const load = async () => ({ n: ++calls });
    await cache.get('k', load);
    advance(999);
    expect((await cache.get('k', load)).value.n).toBe(1);
    advance(2);
    expect((await cache.get('k', load)).value.n).toBe(2);
    expect(calls).toBe(2);
  });

  it('serves the stale value when the refresh fails, and keeps it for the next failure', async () => {
    const { cache, events, advance } = setup();
    await cache.get('k', async () => ({ n: 1 }));
    advance(5_000);
    const failing = async (): Promise<{ n: number }> => {
      throw new Error('upstream down');
    };
    expect((await cache.get('k', failing)).value).toEqual({ n: 1 });
    expect((await cache.get('k', failing)).value).toEqual({ n: 1 });
    expect(events).toEqual(['miss', 'stale', 'stale']);
    // and a later good refresh replaces it
    expect((await cache.get('k', async () => ({ n: 2 }))).value).toEqual({ n: 2 });
  });

  it('does not serve stale values a day past their TTL', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => ({ n: 1 }));
    advance(24 * 60 * 60 * 1000 + 2_000);
    await expect(
      cache.get('k', async () => {
        throw new Error('upstream down');
      }),
    ).rejects.toThrow('upstream down');
  });

  it('without stale-if-error a failed refresh is the answer', async () => {
    const { cache, advance } = setup({ staleIfError: false });
    await cache.get('k', async () => ({ n: 1 }));
    advance(5_000);
    await expect(
      cache.get('k', async () => {
        throw new Error('upstream down');
      }),
    ).rejects.toThrow('upstream down');
  });

  it('a miss with no stale value rejects with the loader error and caches nothing', async () => {
    const { cache } = setup();
    await expect(
      cache.get('k', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await cache.get('k', async () => ({ n: 7 }))).value).toEqual({ n: 7 });
  });

  it('makes one upstream call for concurrent misses of one key', async () => {
    const { cache } = setup();
    let calls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      calls += 1;
      await gate;
      return { n: calls };
    };
    const waiting = Array.from({ length: 10 }, () => cache.get('k', load));
    release();
    const answers = await Promise.all(waiting);
    expect(calls).toBe(1);
    expect(answers.every((answer) => answer.value.n === 1)).toBe(true);
  });

  it('keeps within its byte cap by evicting the least recently used entries', async () => {
    // each entry is about 4 * 9 + 64 = 100 bytes; room for two
    const { cache } = setup({ maxSizeBytes: 250 });
    let calls = 0;
    const load = async () => ({ n: ++calls });
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('a', load); // evicted: fetched again
    expect(calls).toBe(4);
  });
});

describe("JSON cache keeping text only (keep: 'text', the address answers)", () => {
  it('serves hits from the text, and the value parsed from it equals what was loaded', async () => {
    const { cache, events } = setup({ keep: 'text' });
    let calls = 0;
    const load = async () => ({ n: ++calls, nested: { list: ['a', 'é'] } });
    const miss = await cache.get('k', load);
    const hit = await cache.get('k', load);
    expect(calls).toBe(1);
    expect(events).toEqual(['miss', 'hit']);
    expect(hit.json).toBe('{"n":1,"nested":{"list":["a","é"]}}');
    expect(hit.json).toBe(miss.json);
    expect(hit.value).toEqual({ n: 1, nested: { list: ['a', 'é'] } });
    expect(hit.value).toBe(hit.value); // parsed once per answer
    expect(miss.value).toEqual(hit.value);
  });

  it('counts the text alone against the byte cap: twice the entries of a cache that keeps values', async () => {
    // '{"n":1}' is 7 characters: 2 * 7 + 64 = 78 bytes kept as text, 4 * 7 + 64 = 92 with its value
    for (const [keep, held] of [['text', 3], ['value', 2]] as const) {
      const { cache } = setup({ keep, maxSizeBytes: 240 });
      let calls = 0;
      const load = async () => ({ n: (++calls) % 10 });
      for (const key of ['a', 'b', 'c']) await cache.get(key, load);
      expect(cache.size()).toBe(held);
    }
  });
});

describe('JSON cache purges (a surrogate-key purge)', () => {
  it('delete drops an entry: the next get asks the upstream again', async () => {
    const { cache } = setup();
    let calls = 0;
    const load = async () => ({ n: ++calls });
    await cache.get('k', load);
    expect(cache.size()).toBe(1);
    expect(cache.delete('k')).toBe(true);
    expect(cache.delete('k')).toBe(false);
    expect((await cache.get('k', load)).value.n).toBe(2);
  });

  it('a purge while a load is in flight neither fails its callers nor keeps what it loaded', async () => {
    const { cache } = setup({ staleIfError: true });
    let release!: (value: { n: number }) => void;
    const inFlight = cache.get('k', () => new Promise((resolve) => (release = resolve)));
    cache.delete('k');
    release({ n: 1 });
    // The visitor who asked before the purge gets an answer, never an error.
    expect((await inFlight).value.n).toBe(1);
    // What was loaded before the purge may be the old document: the next get loads again.
    expect((await cache.get('k', async () => ({ n: 2 }))).value.n).toBe(2);
  });
});
