// A closed-model run (`connections` clients, each sending its next request when its last answer has
// arrived): how many requests per second a server reaches, as k6 with that many VUs or autocannon
// would see it. Each request's path comes from `nextPath`, so every query can be different, and the
// connections the client opens are counted: a server that closes connections fails the bench's
// keep-alive check instead of passing on reconnects.
import { Pool } from 'undici';
import { percentile, type RunResult } from './measure';

export interface SaturateOptions {
  name: string;
  url: string;
  durationSeconds: number;
  connections: number;
  nextPath(index: number): string;
  headers?: (index: number) => Record<string, string>;
  /** Checked on every 50th answer's body (as sent, maybe compressed); a false is counted as a mismatch. */
  checkBody?: (body: Buffer, headers: Record<string, string | string[] | undefined>) => boolean;
  timeoutMs?: number;
}

/** One answer in this many has its body checked: enough to catch a wrong answer, cheap for the client. */
const BODY_CHECK_EVERY = 50;

export async function saturate(options: SaturateOptions): Promise<RunResult> {
  const pool = new Pool(options.url, { connections: options.connections, pipelining: 1, keepAliveTimeout: 30_000 });
  let connectionsOpened = 0;
  pool.on('connect', () => (connectionsOpened += 1));
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let mismatches = 0;
  let index = 0;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const begin = performance.now();
  const endAt = begin + options.durationSeconds * 1000;
  const client = async () => {
    while (performance.now() < endAt) {
      const i = index++;
      // Outside the try: a bench that has no query left fails, not its requests (they were never sent).
      const path = options.nextPath(i);
      const started = performance.now();
      try {
        const answer = await pool.request({
          method: 'GET',
          path,
          headers: options.headers?.(i),
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
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
  const elapsedMs = performance.now() - begin;
  times.sort((a, b) => a - b);
  return {
    name: options.name,
    requests: index,
    rps: times.length / (elapsedMs / 1000),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors,
    non2xx,
    mismatches,
    connectionsOpened,
    concurrency: options.connections,
  };
}
