import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, throttledAsCalibrated } from './lighthouse-throttling';

describe('calibratedSlowdown', () => {
  it("is Lighthouse's own 4x on the host it is made for", () => {
    expect(calibratedSlowdown(1750)).toBe(4);
  });

  it('slows a weaker host less and a stronger one more, in proportion', () => {
    expect(calibratedSlowdown(875)).toBe(2);
    expect(calibratedSlowdown(1040)).toBe(2.4);
    expect(calibratedSlowdown(2100)).toBe(4.8);
  });

  it('never speeds a host up: a host already as slow as the emulated phone runs at 1x', () => {
    expect(calibratedSlowdown(300)).toBe(1);
  });
});

describe('throttledAsCalibrated', () => {
  it('keeps a run whose host ran at least 85% as fast as at calibration, or faster (throttled more strictly)', () => {
    expect(throttledAsCalibrated(1489, 1489)).toBe(true);
    expect(throttledAsCalibrated(1266, 1489)).toBe(true);
    expect(throttledAsCalibrated(1841, 1489)).toBe(true);
  });

  it('sets aside a run on a host slowed below that: it emulated a slower phone than the one calibrated', () => {
    expect(throttledAsCalibrated(951, 1489)).toBe(false);
    expect(throttledAsCalibrated(1265, 1489)).toBe(false);
  });
});
