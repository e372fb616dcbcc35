// An open-model load generator like k6's `ramping-arrival-rate` (docs/decisions/006-load-tests-open-model-node-runner.md).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Pool } from 'undici';
import { bodyProblem, checksBody } from './body-check';
import { durationMs, type PlannedRequest, type Stage } from './scenario-file';
import type { Sample } from './thresholds';

export interface ArrivalRateOptions {
  baseUrl: string;
  startRate: number;
  timeUnit: string;
  stages: Stage[];
  maxVUs: number;
  plan(): PlannedRequest;
  /** Per-request limit, as k6's default 60 s. */
  timeoutMs?: number;
}

const MAX_LAG_MS = 1000;

/** Iterations due by `t` ms: the integral of the rate (trapezoids per stage). */
export function iterationsDueBy(t: number, startRate: number, stages: readonly Stage[], unitMs: number): number {
  let from = startRate;
  let begin = 0;
  let due = 0;
  for (const stage of stages) {
    const length = durationMs(stage.duration);
    const upTo = Math.min(t, begin + length) - begin;
    if (upTo <= 0) break;
    const rateAtEnd = from + ((stage.target - from) * upTo) / length;
    due += ((from + rateAtEnd) / 2) * (upTo / unitMs);
    from = stage.target;
    begin += length;
  }
  return due;
}

/** When iteration `index` (0-based) is due, in ms from the start: the inverse of iterationsDueBy. */
export function scheduledAt(index: number, startRate: number, stages: readonly Stage[], unitMs: number): number {
  const totalMs = stages.reduce((sum, stage) => sum + durationMs(stage.duration), 0);
  let low = 0;
  let high = totalMs;
  for (let step = 0; step < 40 && high - low > 0.01; step += 1) {
    const middle = (low + high) / 2;
    if (iterationsDueBy(middle, startRate, stages, unitMs) >= index + 1) high = middle;
    else low = middle;
  }
  return high;
}

/** The text of an answer's body, decoded as k6 decodes it (gzip, brotli). */
export function decodedBody(chunks: Buffer[], encoding: string | string[] | undefined): string {
  const raw = Buffer.concat(chunks);
  const name = String(encoding ?? '').trim().toLowerCase();
  const bytes = name === 'gzip' ? gunzipSync(raw) : name === 'br' ? brotliDecompressSync(raw) : raw;
  return bytes.toString('utf8');
}

/** `connectionsOpened`: about peakInFlight when keep-alive works, one per request when not. */
export async function runArrivalRate(options: ArrivalRateOptions) {
  const unitMs = durationMs(options.timeUnit);
  const totalMs = options.stages.reduce((sum, stage) => sum + durationMs(stage.duration), 0);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const pool = new Pool(options.baseUrl, { connections: options.maxVUs, pipelining: 1, keepAliveTimeout: 30_000 });
  let connectionsOpened = 0;
  pool.on('connect', () => (connectionsOpened += 1));
  const samples: Sample[] = [];
  const running = new Set<Promise<void>>();
  let started = 0;
  let dropped = 0;
  let peakInFlight = 0;

  const iterate = async (request: PlannedRequest, checkBody: boolean): Promise<void> => {
    const begin = performance.now();
    try {
      const answer = await pool.request({
        method: 'GET',
        path: request.path,
        headers: request.headers,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      // The body counts: k6's http_req_duration ends when the answer has been received.
      const chunks: Buffer[] = [];
      for await (const chunk of answer.body) {
        if (checkBody) chunks.push(chunk as Buffer);
      }
      const durationMs = performance.now() - begin;
      const ok = answer.statusCode >= 200 && answer.statusCode < 300;
      // A sample of 2xx bodies is checked (body-check.ts); the check's time is not the request's.
      const problem = checkBody && ok ? (bodyProblem(request.kind, decodedBody(chunks, answer.headers['content-encoding'])) ?? '') : undefined;
      samples.push({ kind: request.kind, status: answer.statusCode, durationMs, ...(problem === undefined ? {} : { bodyProblem: problem }) });
    } catch {
      samples.push({ kind: request.kind, status: 0, durationMs: performance.now() - begin });
    }
  };

  const begin = performance.now();
  let elapsedMs: number;
  try {
    // A plan that throws (a bench out of queries) rejects the run rather than escape a timer uncaught.
    await new Promise<void>((resolve, reject) => {
      const tick = () => {
        try {
          const now = performance.now() - begin;
          const due = Math.floor(iterationsDueBy(Math.min(now, totalMs), options.startRate, options.stages, unitMs));
          while (started < due) {
            const index = started;
            started += 1;
            const late = now - scheduledAt(index, options.startRate, options.stages, unitMs) > MAX_LAG_MS;
            if (running.size >= options.maxVUs || late) {
              dropped += 1;
              continue;
            }
            const iteration = iterate(options.plan(), checksBody(index)).finally(() => running.delete(iteration));
            running.add(iteration);
            peakInFlight = Math.max(peakInFlight, running.size);
          }
          if (now >= totalMs) resolve();
          else setTimeout(tick, 2);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      tick();
    });
    await Promise.all(running);
    elapsedMs = performance.now() - begin;
  } finally {
    // After a plan's throw too: the iterations in flight end before the pool closes.
    await Promise.all(running);
    await pool.close();
  }
  return { samples, droppedIterations: dropped, elapsedMs, peakInFlight, connectionsOpened };
}
