// What the drills watch besides the answers: the server's memory (its own /metrics: RSS and heap
// used, once a second), liveness (/healthz once a second) and its log (no unhandled rejection, no
// crash, no fatal line).
import { scrapeMetrics, sumOf } from '../../loadtests/runner/site-under-load';
import type { PhaseClock } from './background-load';

export interface MemorySample {
  phase: string;
  at: number;
  rssBytes: number;
  heapUsedBytes: number;
}

export interface Watchers {
  memory: MemorySample[];
  /** Liveness probes that did not answer 200, with their phase. */
  healthFailures: { phase: string; detail: string }[];
  /** The server's own count of stale cache entries served (cache_stale_served_total), at the last scrape. */
  staleServed(): number;
  stop(): Promise<void>;
}

export function startWatchers(baseUrl: string, clock: PhaseClock, everyMs = 1000): Watchers {
  const memory: MemorySample[] = [];
  const healthFailures: Watchers['healthFailures'] = [];
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
      const samples = await scrapeMetrics(baseUrl);
      memory.push({
        phase,
        at: Date.now(),
        rssBytes: sumOf(samples, 'process_resident_memory_bytes'),
        heapUsedBytes: sumOf(samples, 'nodejs_heap_size_used_bytes'),
      });
      stale = sumOf(samples, 'cache_stale_served_total');
    } catch {
      // A missed scrape is not a finding on its own: the liveness probe reports an unreachable server.
    }
  };
  const timer = setInterval(() => {
    pending = pending.then(round);
  }, everyMs);

  return {
    memory,
    healthFailures,
    staleServed: () => stale,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await pending;
    },
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

export interface MemoryVerdict {
  baselineRssMb: number;
  endRssMb: number;
  rssGrowth: number;
  baselineHeapMb: number;
  endHeapMb: number;
  heapGrowth: number;
  /** False when RSS was reported but not judged (short runs). */
  rssChecked: boolean;
  ok: boolean;
}

/**
 * DESIGN §5: memory flat within 10% after warm-up: medians of the first and last windows. RSS is
 * judged only when `checkRss` (runs of minutes): in the first minute V8 and the allocator are still
 * reserving memory they keep, so RSS climbs without any leak; heap used is the leak signal there.
 */
export function judgeMemory(
  samples: readonly MemorySample[],
  baselinePhase: string,
  endPhase: string,
  { tolerance = 0.1, checkRss = true }: { tolerance?: number; checkRss?: boolean } = {},
): MemoryVerdict {
  const mb = (bytes: number) => bytes / 1024 / 1024;
  const first = samples.filter((sample) => sample.phase === baselinePhase);
  const last = samples.filter((sample) => sample.phase === endPhase);
  const baselineRss = median(first.map((s) => s.rssBytes));
  const endRss = median(last.map((s) => s.rssBytes));
  const baselineHeap = median(first.map((s) => s.heapUsedBytes));
  const endHeap = median(last.map((s) => s.heapUsedBytes));
  const rssGrowth = baselineRss === 0 ? Infinity : endRss / baselineRss - 1;
  const heapGrowth = baselineHeap === 0 ? Infinity : endHeap / baselineHeap - 1;
  return {
    baselineRssMb: mb(baselineRss),
    endRssMb: mb(endRss),
    rssGrowth,
    baselineHeapMb: mb(baselineHeap),
    endHeapMb: mb(endHeap),
    heapGrowth,
    rssChecked: checkRss,
    ok: first.length > 0 && last.length > 0 && (!checkRss || rssGrowth <= tolerance) && heapGrowth <= tolerance,
  };
}

/** Lines of the server's log that no drill may produce. */
export function logProblems(log: string): string[] {
  const problems: string[] = [];
  for (const line of log.split('\n')) {
    if (/unhandled rejection|unhandledRejection|uncaughtException/i.test(line)) problems.push(line.slice(0, 300));
    else if (/"level":60/.test(line)) problems.push(line.slice(0, 300));
    else if (/FATAL ERROR|JavaScript heap out of memory/.test(line)) problems.push(line.slice(0, 300));
  }
  return problems;
}
