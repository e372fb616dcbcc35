// Lighthouse's CPU slowdown calibrated to the host (docs/operations.md#lighthouse). Its default 4x is
// made for a high-end desktop, benchmark index 1500-2000, and emulates a mid-tier phone from there;
// on a weaker host the same 4x emulates a weaker phone. Scaling the slowdown with the host's index
// keeps the emulated phone the same on any machine.

/** The benchmark index Lighthouse's default 4x slowdown is made for: the middle of its high-end desktop range. */
export const DEFAULT_SLOWDOWN_HOST_INDEX = 1750;
const DEFAULT_SLOWDOWN = 4;

/** The CPU slowdown that turns a host of this benchmark index into the phone Lighthouse's default emulates; never below 1x. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const slowdown = (DEFAULT_SLOWDOWN * benchmarkIndex) / DEFAULT_SLOWDOWN_HOST_INDEX;
  return Math.max(1, Math.round(slowdown * 10) / 10);
}

/**
 * How much slower than at calibration the host may run during one run before that run's throttling
 * no longer emulates the same phone: Lighthouse measures the host's index at the start of every run
 * (`environment.benchmarkIndex`), and on a shared host it moves (docs/operations.md#measured-figures).
 */
export const SLOWER_HOST_TOLERANCE = 0.85;

/** Whether a run measured at `runIndex` emulated the phone calibrated at `calibratedIndex`. */
export function throttledAsCalibrated(runIndex: number, calibratedIndex: number): boolean {
  return runIndex >= calibratedIndex * SLOWER_HOST_TOLERANCE;
}
