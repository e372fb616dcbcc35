import { describe, expect, it } from 'vitest';
import { monthsUntil, parseReadyDate } from './months-until-fttp';

// Instants at 00:30 UTC: 10:30 or 11:30 am of the same day in Sydney.
const day = (year: number, month: number, date: number): Date => new Date(Date.UTC(year, month - 1, date, 0, 30));

describe('docs/product/address-check.md#result-messages: "with an estimate of months until FTTP if the flip date is in the future"', () => {
  it.each([
    ['2025-09-15', day(2025, 3, 15), 6],
    ['2025-09-14', day(2025, 3, 15), 6],
    ['2025-08-29', day(2025, 3, 15), 5],
    ['2025-08-30', day(2025, 3, 15), 6],
    ['2026-03-15', day(2025, 3, 15), 12],
    ['2025-04-30', day(2025, 1, 31), 3],
    ['2025-03-01', day(2025, 1, 31), 1],
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

describe('docs/product/frame.md#australian-time: today is the day in Sydney, wherever the device or the server is', () => {
  it('at 2026-06-30T14:30Z it is already 1 July in Sydney: a 1 July date is today, with no estimate', () => {
    expect(monthsUntil('2026-07-01', new Date('2026-06-30T14:30:00Z'))).toBeNull();
    expect(monthsUntil('2026-07-01', new Date('2026-06-30T13:30:00Z'))).toBe(1);
  });
  it('at 2026-12-31T13:30Z (00:30 AEDT on New Year) a date in January 2028 is 12 months away, not 13', () => {
    expect(monthsUntil('2028-01-01', new Date('2026-12-31T13:30:00Z'))).toBe(12);
    expect(monthsUntil('2028-01-01', new Date('2026-12-31T12:30:00Z'))).toBe(12);
    expect(monthsUntil('2027-12-10', new Date('2026-12-31T13:30:00Z'))).toBe(11);
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
