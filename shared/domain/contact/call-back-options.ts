// docs/product/address-check.md#call-back: the choices of the call-back form, shared by the form and
// the server's schema (shared/schemas/call-back.ts) without bringing the schema to the browser.

/** Why the visitor asks: not found, no service (registering interest), or the upgrade by request (docs/product/address-check.md#upgrade-by-request). */
export const CALL_BACK_REASONS = ['not-found', 'no-service', 'upgrade-request'] as const;
export type CallBackReason = (typeof CALL_BACK_REASONS)[number];

/** The button that opens the form (with the address typed or chosen), and the form's title, per reason. */
export const CALL_BACK_LABELS: Readonly<Record<CallBackReason, string>> = {
  'not-found': 'Request a call back',
  'no-service': 'Register interest',
  'upgrade-request': 'Request the fibre upgrade',
};

export const BEST_TIMES = ['anytime', 'morning', 'afternoon', 'evening'] as const;
export type BestTime = (typeof BEST_TIMES)[number];

/** Labels of the best times (Australian business hours, the visitor's own time). */
export const BEST_TIME_LABELS: Readonly<Record<BestTime, string>> = {
  anytime: 'Any time',
  morning: 'Morning (9am to 12pm)',
  afternoon: 'Afternoon (12pm to 5pm)',
  evening: 'Evening (5pm to 8pm)',
};

/** How the address was given: typed or chosen in the search, or entered field by field. */
export const ADDRESS_MODES = ['typed', 'manual'] as const;
export type AddressMode = (typeof ADDRESS_MODES)[number];

/** What the events service is told the event is. */
export const CALL_BACK_EVENT_DESCRIPTION = 'Call back request';
