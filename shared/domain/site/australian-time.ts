// docs/product/frame.md#australian-time: "Every date rule reads the day in Australia/Sydney, from one clock": promotion
// end dates, the footer's year, the months-until-FTTP estimate, and the dates a shared quote shows
// (written in SITE_TIME_ZONE). A visitor's device and the server run in any time zone (the server in
// UTC), and from midnight to 10 or 11 am in Sydney the UTC date is still yesterday's. Intl knows
// Sydney's daylight saving, so no date library is needed.

export const SITE_TIME_ZONE = 'Australia/Sydney';

/** Milliseconds since the epoch. Code that applies a date rule takes one; tests give a fixed one. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/**
 * The day in Sydney at an instant (milliseconds since the epoch), `YYYY-MM-DD`: ISO days compare
 * correctly as strings. Swedish writes dates as ISO does, so Intl gives the form directly; this runs
 * in every page's first script, where a few bytes count (docs/architecture.md#budgets).
 */
export function sydneyIsoDay(instant: number): string {
  return new Date(instant).toLocaleDateString('sv-SE', { timeZone: SITE_TIME_ZONE });
}
