import { describe, expect, it } from 'vitest';
import { FLIP_SERVICE_CLASSES, isFlipOnlyByRequest, isFlipReadyWithDate } from './flip-status';

describe('docs/product/address-check.md#flip-availability "Flip availability: nbn service classes 10, 11, 12, 13, 30, 31, 32, 33, 34."', () => {
  it('lists exactly those classes', () => {
    expect(FLIP_SERVICE_CLASSES).toEqual([10, 11, 12, 13, 30, 31, 32, 33, 34]);
  });
});

describe("docs/product/address-check.md#flip-availability: \"The flip is 'only by request' when the address is not flip ready and has such a class, or when flip ready but without a date.\"", () => {
  it('not flip ready, class 13 (FTTN): only by request', () => {
    expect(isFlipOnlyByRequest({ flipReady: false, flipDate: '', nbnServiceClass: 13 })).toBe(true);
  });
  it('not flip ready, class 34 (FTTC), even with a future date: only by request', () => {
    expect(isFlipOnlyByRequest({ flipReady: false, flipDate: '2026-01-01', nbnServiceClass: 34 })).toBe(true);
  });
  it('not flip ready, class 3 (FTTP): not a flip candidate at all', () => {
    expect(isFlipOnlyByRequest({ flipReady: false, flipDate: '', nbnServiceClass: 3 })).toBe(false);
  });
  it('flip ready without a date: only by request, whatever the class', () => {
    expect(isFlipOnlyByRequest({ flipReady: 'Ready', flipDate: '', nbnServiceClass: 3 })).toBe(true);
  });
  it('flip ready with a date: orderable, not by request', () => {
    const sq = { flipReady: 'Ready', flipDate: '2025-06-01', nbnServiceClass: 13 } as const;
    expect(isFlipOnlyByRequest(sq)).toBe(false);
    expect(isFlipReadyWithDate(sq)).toBe(true);
  });
  it('no result yet: neither', () => {
    expect(isFlipOnlyByRequest(null)).toBe(false);
    expect(isFlipReadyWithDate(undefined)).toBe(false);
  });
  it('a blank date counts as no date', () => {
    expect(isFlipReadyWithDate({ flipReady: 'Ready', flipDate: '  ', nbnServiceClass: 13 })).toBe(false);
  });
});
