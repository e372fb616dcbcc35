import { describe, expect, it } from 'vitest';
import { monthsUntil, parseReadyDate } from './months-until-fttp';

// Local-calendar dates, as a visitor's browser has them.
const day = (year: number, month: number, date: number): Date => new Date(year, month - 1, date, 10, 30);

describe('docs/product/address-check.md#result-messages: "with an estimate of months until FTTP if the flip date is in the future"', () => {
  it.each([
    ['2025-09-15', day(2025, 3, 15), 6],
    ['2025-09-14', day(2025, 3, 15), 5],
    ['2026-03-15', day(2025, 3, 15), 12],
    ['2025-04-30', day(2025, 1, 31), 2],
    ['2025-03-20', day(2025, 3, 15), 1],
    ['2025-03-16', day(2025, 3, 15), 1],
    ['15/09/2025', day(2025, 3, 15), 6],
    ['2025-09-15T00:00:00.000Z', day(2025, 3, 15), 6],
  ])('flip date %s seen on %s is %i month(s) away', (flipDate, today, expected) => {
    expect(monthsUntil(flipDate, today)).toBe(expected);
  });

  it.each([
    ['today', '2025-03-15'],
    ['in the past', '2024-12-01'],
    ['empty', ''],
    ['not a date', 'soon'],
    ['an impossible date', '2025-02-30'],
  ])('no estimate when the date is %s', (_label, flipDate) => {
    expect(monthsUntil(flipDate, day(2025, 3, 15))).toBeNull();
  });

  it('no estimate without a date', () => {
    expect(monthsUntil(null, day(2025, 3, 15))).toBeNull();
  });
});

describe('parseReadyDate', () => {
  it('reads ISO and Australian dates', () => {
    expect(parseReadyDate('2025-09-01')).toEqual({ year: 2025, month: 9, day: 1 });
    expect(parseReadyDate('1/9/2025')).toEqual({ year: 2025, month: 9, day: 1 });
    expect(parseReadyDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseReadyDate('2025-02-29')).toBeNull();
  });
});
