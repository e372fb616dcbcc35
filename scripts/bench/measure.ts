// The bench's closed- and open-model runs (docs/decisions/009-bench-proxy-open-model.md), every response time kept.
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { runArrivalRate } from '../../harness/arrival-rate';
import { percentile as nearestRank } from '../../harness/thresholds';

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
  /** Connections opened by the client, and by the proxy to its upstream (keep-alive checks). */
  connectionsOpened?: number;
  /** Requests the client had in flight at most: up to that many connections are expected. */
  concurrency?: number;
  upstreamConnectionsOpened?: number;
  /** The server process's CPU per answer: unlike req/s, it does not move with what else the machine runs. */
  serverCpuMsPerRequest?: number;
  /** In the proxy runs, the upstream's and the load client's CPU per answer: the rest of what the shared cores spent. */
  upstreamCpuMsPerRequest?: number;
  clientCpuMsPerRequest?: number;
  /** The site's young-generation collections during the run, and their mean pause (its /metrics). */
  youngCollections?: number;
  youngPauseMs?: number;
}

/** The load runner's nearest-rank percentile; NaN (not 0) for a run with no answers at all. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : nearestRank(sorted, p);
}

const latencies = (times: number[]) => {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
};

export interface RunOptions {
  name: string;
  url: string;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** Extra headers per request, e.g. a client address. */
  perRequestHeaders?: (index: number) => Record<string, string>;
}

export async function run(options: RunOptions): Promise<RunResult> {
  const times: number[] = [];
  let counter = 0;
  const { perRequestHeaders } = options;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: 10,
        duration: options.durationSeconds,
        headers: options.headers ?? {},
        ...(perRequestHeaders
          ? { requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...options.headers, ...perRequestHeaders(counter++) } }) }] }
          : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return {
    name: options.name,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || options.durationSeconds),
    ...latencies(times),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    mismatches: 0,
  };
}

export interface SaturateOptions extends RunOptions {
  connections: number;
  nextPath(index: number): string;
  /** Checked on every 50th answer's body (as sent, maybe compressed); a false is counted as a mismatch. */
  checkBody?: (body: Buffer, headers: Record<string, string | string[] | undefined>) => boolean;
}

/** One answer in this many has its body checked: enough to catch a wrong answer, cheap for the client. */
const BODY_CHECK_EVERY = 50;
const TIMEOUT_MS = 10_000;

export async function saturate(options: SaturateOptions): Promise<RunResult> {
  const pool = new Pool(options.url, { connections: options.connections, pipelining: 1, keepAliveTimeout: 30_000 });
  let connectionsOpened = 0;
  pool.on('connect', () => (connectionsOpened += 1));
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let mismatches = 0;
  let index = 0;
  const begin = performance.now();
  const endAt = begin + options.durationSeconds * 1000;
  const client = async () => {
    while (performance.now() < endAt) {
      const i = index++;
      // Outside the try: a bench that has no query left fails, not its requests (they were never sent).
      const path = options.nextPath(i);
      const started = performance.now();
      try {
        const headers = { ...options.headers, ...options.perRequestHeaders?.(i) };
        const answer = await pool.request({ method: 'GET', path, headers, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
        if (options.checkBody && i % BODY_CHECK_EVERY === 0) {
          if (!options.checkBody(Buffer.from(await answer.body.arrayBuffer()), answer.headers)) mismatches += 1;
        } else {
          for await (const _chunk of answer.body) {
            // drained: the time counts until the whole answer has arrived
          }
        }
        times.push(performance.now() - started);
        if (answer.statusCode < 200 || answer.statusCode > 299) non2xx += 1;
      } catch {
        errors += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, client));
  } finally {
    await pool.close();
  }
  return {
    name: options.name,
    requests: index,
    rps: times.length / ((performance.now() - begin) / 1000),
    ...latencies(times),
    errors,
    non2xx,
    mismatches,
    connectionsOpened,
    concurrency: options.connections,
  };
}

export interface AtRateOptions extends RunOptions {
  rate: number;
  /** The path of the index-th request (a fresh query each time: no cache answers). */
  nextPath(index: number): string;
}

export async function runAtRate(options: AtRateOptions): Promise<RunResult> {
  let index = 0;
  const result = await runArrivalRate({
    baseUrl: options.url,
    startRate: options.rate,
    timeUnit: '1s',
    stages: [{ duration: `${options.durationSeconds}s`, target: options.rate }],
    maxVUs: 200,
    timeoutMs: TIMEOUT_MS,
    plan: () => {
      const i = index++;
      return { kind: 'addressSearch', path: options.nextPath(i), headers: { ...options.headers, ...options.perRequestHeaders?.(i) } };
    },
  });
  const failed = result.samples.filter((s) => s.status === 0).length;
  return {
    name: options.name,
    requests: result.samples.length,
    rps: result.samples.length / (result.elapsedMs / 1000),
    ...latencies(result.samples.map((s) => s.durationMs)),
    errors: failed + result.droppedIterations,
    non2xx: result.samples.filter((s) => s.status !== 0 && (s.status < 200 || s.status > 299)).length,
    mismatches: 0,
    connectionsOpened: result.connectionsOpened,
    // A server that falls behind has more requests in flight, each on a connection of its own.
    concurrency: result.peakInFlight,
  };
}
