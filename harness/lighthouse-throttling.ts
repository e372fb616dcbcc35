// Lighthouse's CPU slowdown scaled with the host's benchmark index: the same emulated phone anywhere (docs/operations.md#lighthouse).

/** The benchmark index Lighthouse's default 4x slowdown is made for: the middle of its high-end desktop range. */
export const DEFAULT_SLOWDOWN_HOST_INDEX = 1750;
const DEFAULT_SLOWDOWN = 4;

/** The CPU slowdown that turns a host of this benchmark index into the phone Lighthouse's default emulates; never below 1x. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const slowdown = (DEFAULT_SLOWDOWN * benchmarkIndex) / DEFAULT_SLOWDOWN_HOST_INDEX;
  return Math.max(1, Math.round(slowdown * 10) / 10);
}

/** How much slower than at calibration a run's host may be and still emulate the same phone (docs/operations.md#lighthouse). */
export const SLOWER_HOST_TOLERANCE = 0.85;

/** Whether a run measured at `runIndex` emulated the phone calibrated at `calibratedIndex`. */
export function throttledAsCalibrated(runIndex: number, calibratedIndex: number): boolean {
  return runIndex >= calibratedIndex * SLOWER_HOST_TOLERANCE;
}
