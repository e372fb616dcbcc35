import { describe, expect, it } from 'vitest';
import { FLIP_SERVICE_CLASSES, flipStatus, isFlipReadyWithDate } from './flip-status';

describe('docs/product/address-check.md#flip-availability "Flip availability: nbn service classes 10, 11, 12, 13, 30, 31, 32, 33, 34."', () => {
  it('lists exactly those classes', () => {
    expect(FLIP_SERVICE_CLASSES).toEqual([10, 11, 12, 13, 30, 31, 32, 33, 34]);
  });
});

describe('docs/product/address-check.md#flip-availability: "only by request" when "the address is not flip ready and its service class is a flip class, or it is flip ready but has no flip date", "on a flip class only"', () => {
  const line = (fields: Partial<Parameters<typeof flipStatus>[0]>): Parameters<typeof flipStatus>[0] => ({ flipReady: false, flipDate: '', nbnServiceClass: 13, nbnType: 'FTTN', fibreType: '', ...fields });
  it('not flip ready, class 13 (FTTN): only by request', () => {
    expect(flipStatus(line({}))).toBe('by-request');
  });
  it('not flip ready, class 34 (FTTC), even with a future date: only by request', () => {
    expect(flipStatus(line({ flipDate: '2026-01-01', nbnServiceClass: 34, nbnType: 'FTTC' }))).toBe('by-request');
  });
  it('flip ready without a date, on a flip class: only by request', () => {
    expect(flipStatus(line({ flipReady: 'Ready' }))).toBe('by-request');
  });
  it('flip ready without a date, or with one, off the flip classes (HFC, class 24): no upgrade the site sells', () => {
    expect(flipStatus(line({ flipReady: 'Ready', nbnServiceClass: 24, nbnType: 'HFC' }))).toBe('none');
    expect(flipStatus(line({ flipReady: 'Ready', flipDate: '2025-06-01', nbnServiceClass: 24, nbnType: 'HFC' }))).toBe('none');
  });
  it('flip ready with a date: orderable, not by request', () => {
    const sq = line({ flipReady: 'Ready', flipDate: '2025-06-01' });
    expect(flipStatus(sq)).toBe('orderable');
    expect(isFlipReadyWithDate(sq)).toBe(true);
  });
  it('no result yet: not ready', () => {
    expect(isFlipReadyWithDate(undefined)).toBe(false);
  });
  it('a blank date counts as no date', () => {
    expect(isFlipReadyWithDate({ flipReady: 'Ready', flipDate: '  ', nbnServiceClass: 13 })).toBe(false);
    expect(flipStatus(line({ flipReady: 'Ready', flipDate: '  ' }))).toBe('by-request');
  });
});
