// The drills' verdicts as pure functions of what was observed, each with a unit test (docs/operations.md#fault-drills).
import { tally } from '../../harness/report';
import { API_ERROR_HEADING } from '../../shared/domain/address/messages';

/** One request for an uncached page during a fault phase: its status (or error), and whether it showed the error panel. */
export interface ProbeAnswer {
  path: string;
  status: number | string;
  errorPanel: boolean;
}

/** A fault phase proves the fault reached content: stale entries served, every uncached page 200 with the error panel. */
export function faultReachedContent(evidence: { staleServed: number; probes: readonly ProbeAnswer[] }): string[] {
  const problems: string[] = [];
  if (!(evidence.staleServed > 0)) problems.push('no stale content served (cache_stale_served_total did not grow): the fault never reached the content cache');
  if (evidence.probes.length === 0) problems.push('no uncached page was answered in this phase');
  const wrong = evidence.probes.filter((probe) => probe.status !== 200 || !probe.errorPanel);
  const outcomes = wrong.map((probe) => `uncached page ${probe.path} answered ${probe.status === 200 ? '200 without the error panel' : probe.status}`);
  return [...problems, ...tally(outcomes, ' ×')];
}

/** How much stale content each phase served: the counter's growth over the phase's samples. */
export function staleServedByPhase(samples: readonly { phase: string; staleServed: number }[]): Map<string, number> {
  const byPhase = new Map<string, number>();
  let before = samples[0]?.staleServed ?? 0;
  for (const sample of samples) {
    byPhase.set(sample.phase, (byPhase.get(sample.phase) ?? 0) + (sample.staleServed - before));
    before = sample.staleServed;
  }
  return byPhase;
}

/** docs/product/frame.md#error-panel: the panel an uncached page shows when its content call failed. */
export const hasErrorPanel = (html: string): boolean => html.includes('role="alert"') && html.includes(API_ERROR_HEADING);

/** Heap used right after a full collection (collect-before-scrape.mjs), at a time in ms since the epoch. */
export interface HeapSample {
  at: number;
  heapUsedBytes: number;
}

/** Least-squares slope of y over x (0 when x does not vary). */
export function leastSquaresSlope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    variance += (p.x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

/** docs/architecture.md#budgets memory flat under load, as docs/operations.md#fault-drills judges it: live heap's slope. */
export function judgeHeapSlope(samples: readonly HeapSample[], limitMbPerMinute: number, minSpanMinutes = 2) {
  const mb = (bytes: number) => bytes / 1024 / 1024;
  const first = samples[0];
  const points = samples.map((sample) => ({ x: (sample.at - (first?.at ?? 0)) / 60_000, y: mb(sample.heapUsedBytes) }));
  const spanMinutes = points.length === 0 ? 0 : points.at(-1)!.x;
  const mbPerMinute = leastSquaresSlope(points);
  const problems: string[] = [];
  const judged = points.length >= 6 && spanMinutes >= minSpanMinutes;
  if (points.length < 6) {
    problems.push(`too few healthy heap samples (${points.length}; at least 6): the server's /metrics went unanswered`);
  } else if (judged && mbPerMinute > limitMbPerMinute) {
    problems.push(`live heap grows ${mbPerMinute.toFixed(2)} MB/min over the healthy phases (limit ${limitMbPerMinute} MB/min)`);
  }
  return {
    samples: points.length,
    judged,
    spanMinutes,
    mbPerMinute,
    limitMbPerMinute,
    firstMb: points[0]?.y ?? 0,
    lastMb: points.at(-1)?.y ?? 0,
    problems,
  };
}

/** A 200 to a probe sent within this long of the signal is the server's loop not having turned yet. */
export const SIGNAL_TURN_MS = 250;

/** A readiness probe: sent `afterMs` after the signal, and what came back. */
export interface ReadinessProbe {
  afterMs: number;
  answer: number | string;
}

/** docs/architecture.md#reliability-and-security: readiness 503 through the drain; a refused connection is not 'not ready'. */
export function readinessProblems(probes: readonly ReadinessProbe[]): string[] {
  if (probes.length === 0) return ['readiness was never probed after the signal'];
  const problems: string[] = [];
  const firstNotReady = probes.findIndex((probe) => probe.answer === 503);
  const firstClosed = probes.findIndex((probe) => typeof probe.answer !== 'number');
  if (firstNotReady === -1 || (firstClosed !== -1 && firstClosed < firstNotReady)) {
    problems.push('readiness never answered 503 before the listener closed (a refused connection is not "not ready")');
  }
  const late200 = probes.filter((probe, i) => probe.answer === 200 && (probe.afterMs > SIGNAL_TURN_MS || (firstNotReady !== -1 && i > firstNotReady)));
  if (late200.length > 0) problems.push(`readiness answered 200 ${late200.length} times after the signal was handled (first sent ${late200[0]!.afterMs} ms after it)`);
  const other = probes.filter((probe) => typeof probe.answer === 'number' && probe.answer !== 200 && probe.answer !== 503);
  if (other.length > 0) problems.push(`readiness answered ${other[0]!.answer} (only 200 before the signal, 503 after it)`);
  return problems;
}

/** One request of the SIGTERM drill: an HTTP status (and whether it said `Connection: close`), or the connection error. */
export interface ShutdownRequest {
  kind: string;
  sentAt: number;
  outcome: number | string;
  connectionClose?: boolean;
}

/** Errors of a connection no answer began on: refused, reset, or closed by the server. */
const CONNECTION_ERRORS: readonly string[] = ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'];

/** A request this close to the drain's end may meet the listener closing, never accepted (docs/operations.md#probes-and-shutdown). */
const DRAIN_EDGE_MS = 100;

/** An HTTP answer of 2xx or 3xx. */
export const answered = (request: ShutdownRequest): boolean => typeof request.outcome === 'number' && request.outcome >= 200 && request.outcome < 400;

/** docs/architecture.md#reliability-and-security: a request sent before the drain's edge is answered; an HTTP error always fails. */
export function shutdownFailures(
  requests: readonly ShutdownRequest[],
  signalAt: number,
  drainMs: number,
): { failures: ShutdownRequest[]; notAccepted: ShutdownRequest[] } {
  const notAccepted = requests.filter(
    (request) => request.sentAt >= signalAt + drainMs - DRAIN_EDGE_MS && typeof request.outcome === 'string' && CONNECTION_ERRORS.includes(request.outcome),
  );
  const failures = requests.filter((request) => !answered(request) && !notAccepted.includes(request));
  return { failures, notAccepted };
}

/** Answers to requests sent after the signal must carry `Connection: close` (the keep-alive reset race). */
export function keptAliveAfterSignal(requests: readonly ShutdownRequest[], signalAt: number): ShutdownRequest[] {
  return requests.filter((request) => request.sentAt >= signalAt && typeof request.outcome === 'number' && request.connectionClose === false);
}
