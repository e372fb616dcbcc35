import { describe, expect, it } from 'vitest';
import { API_ERROR_HEADING } from '../../shared/domain/address/messages';
import { faultReachedContent, hasErrorPanel, staleServedByPhase, judgeHeapSlope, leastSquaresSlope, keptAliveAfterSignal, readinessProblems, shutdownFailures, type HeapSample } from './verdicts';

const panelled = { path: '/esafety', status: 200, errorPanel: true };

describe('faultReachedContent: a fault phase must reach pages and content', () => {
  it('passes stale content served and uncached pages 200 with the error panel', () => {
    expect(faultReachedContent({ staleServed: 12, probes: [panelled, { ...panelled, path: '/disaster-relief' }] })).toEqual([]);
  });

  it('fails when no stale content was served (caches outlived the fault)', () => {
    expect(faultReachedContent({ staleServed: 0, probes: [panelled] })).toEqual([expect.stringMatching(/no stale content served/)]);
  });

  it('fails an uncached page answered 500, unanswered, or 200 without the panel, and a phase with no page asked for', () => {
    const problems = faultReachedContent({
      staleServed: 3,
      probes: [panelled, { ...panelled, status: 500, errorPanel: false }, { ...panelled, status: 500, errorPanel: false }, { ...panelled, status: 'ECONNRESET' }, { ...panelled, errorPanel: false }],
    });
    expect(problems).toEqual([
      'uncached page /esafety answered 500 ×2',
      'uncached page /esafety answered ECONNRESET ×1',
      'uncached page /esafety answered 200 without the error panel ×1',
    ]);
    expect(faultReachedContent({ staleServed: 3, probes: [] })).toEqual(['no uncached page was answered in this phase']);
  });

  it('counts stale content served per phase from the counter\'s samples', () => {
    const samples = [
      { phase: 'baseline', staleServed: 0 },
      { phase: 'baseline', staleServed: 0 },
      { phase: 'upstream down', staleServed: 4 },
      { phase: 'upstream down', staleServed: 9 },
      { phase: 'recovery after down', staleServed: 10 },
      { phase: 'upstream 5xx', staleServed: 10 },
    ];
    expect(Object.fromEntries(staleServedByPhase(samples))).toEqual({ baseline: 0, 'upstream down': 9, 'recovery after down': 1, 'upstream 5xx': 0 });
  });

  it('recognises the error panel (docs/product/frame.md#error-panel) in a page', () => {
    expect(hasErrorPanel(`<main><div role="alert" class="error-panel"><p class="error-panel__title">${API_ERROR_HEADING}</p></div></main>`)).toBe(true);
    expect(hasErrorPanel('<main><h1>eSafety</h1></main>')).toBe(false);
  });
});

/** One heap sample a second for `seconds`, from `mb` MB, growing `mbPerMinute`, with ±0.3 MB of noise. */
const series = (seconds: number, mb: number, mbPerMinute: number, startAt = 0): HeapSample[] =>
  Array.from({ length: seconds }, (_, i) => ({
    at: startAt + i * 1000,
    heapUsedBytes: (mb + (mbPerMinute * i) / 60 + (i % 3 === 0 ? 0.3 : -0.15)) * 1024 * 1024,
  }));

describe('judgeHeapSlope: memory as a slope of live heap over the healthy phases', () => {
  it('fits the least-squares slope', () => {
    expect(leastSquaresSlope([{ x: 0, y: 1 }, { x: 1, y: 3 }, { x: 2, y: 5 }])).toBeCloseTo(2);
    expect(leastSquaresSlope([{ x: 1, y: 1 }])).toBe(0);
  });

  it('passes flat live heap, noise and all', () => {
    const verdict = judgeHeapSlope(series(120, 50, 0), 1);
    expect(Math.abs(verdict.mbPerMinute)).toBeLessThan(0.2);
    expect(verdict.problems).toEqual([]);
  });

  it('fails a steady climb over the limit, across two healthy phases apart in time', () => {
    // Baseline at minute 0, final at minute 3: 50 MB then 56 MB is 2 MB/min.
    const leak = [...series(20, 50, 2), ...series(20, 56, 2, 180_000)];
    const verdict = judgeHeapSlope(leak, 1);
    expect(verdict.mbPerMinute).toBeGreaterThan(1.5);
    expect(verdict.problems).toEqual([expect.stringMatching(/live heap grows 2\.\d\d MB\/min .* \(limit 1 MB\/min\)/)]);
  });

  it('fails too few samples, and reports without judging a span under two minutes', () => {
    expect(judgeHeapSlope(series(4, 50, 0), 1).problems).toEqual([expect.stringMatching(/too few healthy heap samples/)]);
    const short = judgeHeapSlope([...series(10, 50, 0), ...series(10, 52, 0, 80_000)], 1);
    expect(short.judged).toBe(false);
    expect(short.mbPerMinute).toBeGreaterThan(1);
    expect(short.problems).toEqual([]);
  });
});

describe('readinessProblems: 503 during the drain, before the listener closes', () => {
  const probes = (...answers: (number | string)[]) => answers.map((answer, i) => ({ afterMs: 50 + i * 50, answer }));

  it('passes 503 at once, then a closed listener; and a 200 in the signal\'s own turn', () => {
    expect(readinessProblems(probes(503, 503, 503, 'ECONNREFUSED'))).toEqual([]);
    expect(readinessProblems(probes(200, 503, 503, 'ECONNRESET'))).toEqual([]);
  });

  it('fails a refused connection counted as "not ready"', () => {
    expect(readinessProblems(probes('ECONNREFUSED'))).toEqual([
      'readiness never answered 503 before the listener closed (a refused connection is not "not ready")',
    ]);
  });

  it('fails readiness 200 after the signal was handled, a 200 after a 503, another status, and no probe at all', () => {
    expect(readinessProblems(probes(200, 200, 200, 200, 200, 200, 503))).toEqual([
      'readiness answered 200 1 times after the signal was handled (first sent 300 ms after it)',
    ]);
    expect(readinessProblems(probes(503, 200, 503))).toEqual(['readiness answered 200 1 times after the signal was handled (first sent 100 ms after it)']);
    expect(readinessProblems(probes(503, 500))).toEqual(['readiness answered 500 (only 200 before the signal, 503 after it)']);
    expect(readinessProblems([])).toEqual(['readiness was never probed after the signal']);
  });
});

describe('shutdownFailures: every request sent before the drain ends is answered', () => {
  const signalAt = 10_000;
  it('allows a closed socket only at the drain\'s end (less the 100 ms edge) and after', () => {
    const requests = [
      { kind: 'page', sentAt: 9_000, outcome: 200 },
      { kind: 'sq', sentAt: 9_500, outcome: 200 },
      { kind: 'page', sentAt: 10_500, outcome: 200 },
      { kind: 'page', sentAt: 10_950, outcome: 'UND_ERR_SOCKET' },
      { kind: 'page', sentAt: 11_100, outcome: 'ECONNRESET' },
      { kind: 'page', sentAt: 11_200, outcome: 'ECONNREFUSED' },
    ];
    const { failures, notAccepted } = shutdownFailures(requests, signalAt, 1000);
    expect(failures).toEqual([]);
    expect(notAccepted).toHaveLength(3);
  });

  it('fails a reset or refusal during the drain, any HTTP error, and a request in flight at the signal cut off', () => {
    const requests = [
      { kind: 'sq', sentAt: 9_900, outcome: 'UND_ERR_SOCKET' },
      { kind: 'page', sentAt: 10_400, outcome: 'ECONNRESET' },
      { kind: 'page', sentAt: 10_850, outcome: 'UND_ERR_SOCKET' },
      { kind: 'page', sentAt: 10_600, outcome: 'ECONNREFUSED' },
      { kind: 'contentApi', sentAt: 11_500, outcome: 503 },
    ];
    expect(shutdownFailures(requests, signalAt, 1000).failures).toEqual(requests);
  });
});

describe('keptAliveAfterSignal: answers during the drain close their connection', () => {
  it('finds an answer after the signal without Connection: close', () => {
    const kept = { kind: 'page', sentAt: 10_200, outcome: 200, connectionClose: false };
    const requests = [{ kind: 'page', sentAt: 9_000, outcome: 200, connectionClose: false }, { kind: 'page', sentAt: 10_100, outcome: 200, connectionClose: true }, kept];
    expect(keptAliveAfterSignal(requests, 10_000)).toEqual([kept]);
  });
});
