// The proxy budget's "at 300 requests per second" (docs/architecture.md#budgets) as an open model: requests start on
// a steady schedule whatever the answers' latency, through the load runner's arrival-rate executor
// (the one `npm run load` uses, like k6's constant-arrival-rate). Autocannon's `overallRate` is not
// that: each connection fires its share of the second back to back and then waits for the next
// second, so its p50 measured queueing inside a burst of ten concurrent requests, not latency at a
// rate (docs/decisions/009-bench-proxy-open-model.md).
import { runArrivalRate } from '../../harness/arrival-rate';
import { percentile, type RunResult } from './measure';

export interface AtRateOptions {
  name: string;
  url: string;
  rate: number;
  durationSeconds: number;
  /** The path of the index-th request (a fresh query each time: no cache answers). */
  nextPath(index: number): string;
  headers?: Record<string, string>;
  perRequestHeaders?: (index: number) => Record<string, string>;
}

export async function runAtRate(options: AtRateOptions): Promise<RunResult> {
  let index = 0;
  const result = await runArrivalRate({
    baseUrl: options.url,
    startRate: options.rate,
    timeUnit: '1s',
    stages: [{ duration: `${options.durationSeconds}s`, target: options.rate }],
    maxVUs: 200,
    timeoutMs: 10_000,
    plan: () => {
      const i = index++;
      return {
        kind: 'addressSearch',
        path: options.nextPath(i),
        headers: { ...options.headers, ...options.perRequestHeaders?.(i) },
      };
    },
  });
  const times = result.samples.map((s) => s.durationMs).sort((a, b) => a - b);
  return {
    name: options.name,
    requests: result.samples.length,
    rps: result.samples.length / (result.elapsedMs / 1000),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors: result.samples.filter((s) => s.status === 0).length + result.droppedIterations,
    non2xx: result.samples.filter((s) => s.status !== 0 && (s.status < 200 || s.status > 299)).length,
    mismatches: 0,
    connectionsOpened: result.connectionsOpened,
    // A server that falls behind has more requests in flight, each on a connection of its own.
    concurrency: result.peakInFlight,
  };
}
