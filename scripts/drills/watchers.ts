// What the drills watch besides the answers: the server's /metrics (RSS, live heap, stale content served),
// liveness (/healthz) and its log (docs/operations.md#fault-drills).
import { scrapeMetrics, sumOf } from '../../harness/metrics';

interface ServerSample {
  phase: string;
  at: number;
  rssBytes: number;
  /** Right after a full collection (drill-site.ts loads collect-before-scrape.mjs into the drilled server). */
  heapUsedBytes: number;
  /** cache_stale_served_total{cache="content"} so far. */
  staleServed: number;
}

/** Probes `baseUrl` (the public port) and scrapes `metricsUrl` (the metrics port). */
export function startWatchers(baseUrl: string, metricsUrl: string, clock: { phaseAt(time: number): string }, everyMs: number) {
  const samples: ServerSample[] = [];
  /** Liveness probes that did not answer 200, with their phase. */
  const healthFailures: { phase: string; detail: string }[] = [];
  let stale = 0;
  let stopped = false;
  let pending = Promise.resolve();

  const round = async () => {
    const phase = clock.phaseAt(Date.now());
    try {
      const health = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      await health.arrayBuffer();
      if (health.status !== 200) healthFailures.push({ phase, detail: `status ${health.status}` });
    } catch (error) {
      healthFailures.push({ phase, detail: error instanceof Error ? error.message : String(error) });
    }
    try {
      const metrics = await scrapeMetrics(metricsUrl);
      stale = sumOf(metrics, 'cache_stale_served_total', { cache: 'content' });
      samples.push({
        phase,
        at: Date.now(),
        rssBytes: sumOf(metrics, 'process_resident_memory_bytes'),
        heapUsedBytes: sumOf(metrics, 'nodejs_heap_size_used_bytes'),
        staleServed: stale,
      });
    } catch {
      // A missed scrape is not a finding on its own: the liveness probe reports an unreachable server.
    }
  };
  const timer = setInterval(() => {
    pending = pending.then(round);
  }, everyMs);

  return {
    samples,
    healthFailures,
    /** The server's own count of stale cache entries served (cache_stale_served_total), at the last scrape. */
    staleServed: () => stale,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await pending;
    },
  };
}

/** Lines of the server's log that no drill may produce. */
export const logProblems = (log: string): string[] =>
  log
    .split('\n')
    .filter((line) => /unhandled rejection|unhandledRejection|uncaughtException/i.test(line) || /"level":60|FATAL ERROR|JavaScript heap out of memory/.test(line))
    .map((line) => line.slice(0, 300));
