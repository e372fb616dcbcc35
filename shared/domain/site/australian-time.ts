// docs/product/frame.md#australian-time: "Every date rule reads the day in Australia/Sydney, from one clock"; Intl knows
// Sydney's daylight saving, so no date library is needed.

export const SITE_TIME_ZONE = 'Australia/Sydney';

/** Milliseconds since the epoch. Code that applies a date rule takes one; tests give a fixed one. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The day in Sydney at an instant, `YYYY-MM-DD` (Swedish writes dates as ISO does; a few bytes count here, docs/architecture.md#budgets). */
export function sydneyIsoDay(instant: number): string {
  return new Date(instant).toLocaleDateString('sv-SE', { timeZone: SITE_TIME_ZONE });
}
