// docs/product/frame.md#australian-time: "Every date rule reads the day in Australia/Sydney, from one clock": promotion
// end dates, the footer's year, the months-until-FTTP estimate and the dates a shared quote shows.
// A visitor's device and the server run in any time zone (the server in UTC), and from midnight to
// 10 or 11 am in Sydney the UTC date is still yesterday's. Intl knows Sydney's daylight saving, so
// no date library is needed.

export const SITE_TIME_ZONE = 'Australia/Sydney';

/** Milliseconds since the epoch. Code that applies a date rule takes one; tests give a fixed one. */
export type Clock = () => number;

/** The one clock: the system's. */
export const systemClock: Clock = () => Date.now();

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

// Marked pure so a bundle keeps only the formatters its code calls.
const SYDNEY_DAY = /* @__PURE__ */ new Intl.DateTimeFormat('en-AU', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });
const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const SYDNEY_LONG_DATE = /* @__PURE__ */ new Intl.DateTimeFormat('en-AU', { ...LONG_DATE, timeZone: SITE_TIME_ZONE });
// A calendar day (no instant) is written as itself: formatted at UTC midnight, in UTC.
const CALENDAR_LONG_DATE = /* @__PURE__ */ new Intl.DateTimeFormat('en-AU', { ...LONG_DATE, timeZone: 'UTC' });

/** The calendar day in Sydney at an instant (milliseconds since the epoch). */
export function sydneyDay(instant: number): CalendarDay {
  const part = (parts: Intl.DateTimeFormatPart[], type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  const parts = SYDNEY_DAY.formatToParts(instant);
  return { year: part(parts, 'year'), month: part(parts, 'month'), day: part(parts, 'day') };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Sydney day at an instant as `YYYY-MM-DD` (ISO days compare correctly as strings). */
export function sydneyIsoDay(instant: number): string {
  const { year, month, day } = sydneyDay(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** An instant as the date it is in Sydney, e.g. `1 July 2026` (a shared quote's dates). */
export function formatSydneyDate(instant: number): string {
  return SYDNEY_LONG_DATE.format(instant);
}

/** A calendar day `YYYY-MM-DD` written out, e.g. `30 June 2025` (a promotion's last day); null when it is not one. */
export function formatIsoDay(isoDay: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return utcIsoDay(utc) === isoDay ? CALENDAR_LONG_DATE.format(utc) : null;
}

/** `YYYY-MM-DD` of a UTC instant: rejects days that do not exist (2026-02-30 rolls into March). */
function utcIsoDay(utc: number): string {
  return new Date(utc).toISOString().slice(0, 10);
}
