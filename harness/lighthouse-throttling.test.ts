import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './lighthouse-throttling';

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
