// docs/operations.md#fault-drills: each recovery within 30 s (`--short`: 15 s), and after a slow spell one
// deadline more. The breaker lets one trial through at a time (server/upstream/upstream-breaker.test.ts): a
// trial sent just before the upstream is well again waits out its whole deadline and re-opens the breaker,
// and only the next trial, a cool-down later, closes it. The soak of 2026-12-04 met that case: 30 s of 503
// from the SQ proxy after its third slow spell, the last trial having gone out as the faults were cleared.
import { describe, expect, it } from 'vitest';
import { DRILL_TIMINGS } from './drill-site';
import { recoveryAfterSlowSeconds } from './fault-drills';

describe('how long a recovery after a slow spell may take', () => {
  it('one SQ deadline (20 s) more when SQ was slowed: `npm run drills` and the soak', () => {
    expect(recoveryAfterSlowSeconds(DRILL_TIMINGS.full)).toBe(30 + 20);
    expect(recoveryAfterSlowSeconds(DRILL_TIMINGS.soak)).toBe(30 + 20);
  });

  it('one address deadline more when only address and content were slowed: `--short`', () => {
    expect(recoveryAfterSlowSeconds(DRILL_TIMINGS.short)).toBe(15 + 0.5);
  });
});
