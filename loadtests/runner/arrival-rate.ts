// An open-model load generator mirroring k6's `ramping-arrival-rate` executor: iterations START at
// the scheduled rate whatever the answers' latency (up to maxVUs in flight; beyond that an iteration
// is dropped and counted, as k6 counts dropped_iterations). Autocannon drives a fixed number of
// connections instead, which cannot hold an arrival rate against a 1-3 s upstream
// (docs/decisions/006-load-tests-open-model-node-runner.md).
import { Pool } from 'undici';
import { durationMs, type PlannedRequest, type Stage } from '../scenario-file';
import type { Sample } from './thresholds';

export interface ArrivalRateOptions {
  baseUrl: string;
  startRate: number;
  timeUnit: string;
  stages: Stage[];
  maxVUs: number;
  /** Draws the next iteration's request. */
  plan(): PlannedRequest;
  /** Per-request limit, as k6's default 60 s. */
  timeoutMs?: number;
}

export interface ArrivalRateResult {
  samples: Sample[];
  droppedIterations: number;
  /** Wall time from the first scheduled iteration to the last answer. */
  elapsedMs: number;
  /** Highest number of iterations in flight at once. */
  peakInFlight: number;
  /** Connections opened to the site: about peakInFlight when keep-alive works, one per request when not. */
  connectionsOpened: number;
}

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

export async function runArrivalRate(options: ArrivalRateOptions): Promise<ArrivalRateResult> {
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

  const iterate = async (request: PlannedRequest): Promise<void> => {
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
      for await (const _chunk of answer.body) {
        // drain
      }
      samples.push({ kind: request.kind, status: answer.statusCode, durationMs: performance.now() - begin });
    } catch {
      samples.push({ kind: request.kind, status: 0, durationMs: performance.now() - begin });
    }
  };

  const begin = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - begin;
      const due = Math.floor(iterationsDueBy(Math.min(now, totalMs), options.startRate, options.stages, unitMs));
      while (started < due) {
        started += 1;
        if (running.size >= options.maxVUs) {
          dropped += 1;
          continue;
        }
        const iteration = iterate(options.plan()).finally(() => running.delete(iteration));
        running.add(iteration);
        peakInFlight = Math.max(peakInFlight, running.size);
      }
      if (now >= totalMs) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  await Promise.all(running);
  const elapsedMs = performance.now() - begin;
  await pool.close();
  return { samples, droppedIterations: dropped, elapsedMs, peakInFlight, connectionsOpened };
}
