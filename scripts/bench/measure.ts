// One closed-model autocannon run (connections each send their next request when the last one
// returns: how many req/s a server reaches) with exact latency percentiles (autocannon's own
// histogram has 1 ms steps): every response time is kept and sorted. Latency at a given request
// rate is measured open-model instead (./at-rate.ts, docs/decisions/009-bench-proxy-open-model.md).
import autocannon from 'autocannon';
import { percentile as nearestRank } from '../../harness/percentiles';

export interface RunResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Response header or body check failures (e.g. a page that should be a cache hit was not). */
  mismatches: number;
  /** Connections the client opened (keep-alive check); absent where the client does not say. */
  connectionsOpened?: number;
  /** Requests the client had in flight at most: up to that many connections are expected. */
  concurrency?: number;
  /** Connections the proxy measured opened to its upstream during the run (keep-alive check). */
  upstreamConnectionsOpened?: number;
  /**
   * CPU time the measured server process spent per answered request (user + system), where known:
   * unlike req/s, it does not move with what else the machine runs.
   */
  serverCpuMsPerRequest?: number;
}

export interface RunOptions {
  name: string;
  url: string;
  durationSeconds: number;
  connections?: number;
  headers?: Record<string, string>;
  /** Paths to cycle through (one request each, round robin); the URL's path when absent. */
  paths?: readonly string[];
  /** Extra headers per request, e.g. a client address. */
  perRequestHeaders?: (index: number) => Record<string, string>;
}

/** The load runner's nearest-rank percentile; NaN (not 0) for a run with no answers at all. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : nearestRank(sorted, p);
}

export async function run(options: RunOptions): Promise<RunResult> {
  const times: number[] = [];
  let counter = 0;
  let finish!: (result: autocannon.Result) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const instance = autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration: options.durationSeconds,
    headers: options.headers ?? {},
    ...(options.paths || options.perRequestHeaders
      ? {
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => {
                const index = counter++;
                return {
                  ...request,
                  ...(options.paths ? { path: options.paths[index % options.paths.length]! } : {}),
                  headers: { ...options.headers, ...options.perRequestHeaders?.(index) },
                };
              },
            },
          ],
        }
      : {}),
  }, (error, result) => (error ? fail(error) : finish(result)));
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await done;
  times.sort((a, b) => a - b);
  return {
    name: options.name,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || options.durationSeconds),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    mismatches: 0,
  };
}
