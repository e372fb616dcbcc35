// docs/product/ordering-and-handoff.md#tracking-fields Other storage: tracking ids (fdclid, utm_source, conversation_id) travel with the order.
// One rule for what a tracking id may hold, matching the hand-off schema (shared/schemas/handoff.ts)
// so a value kept in the browser is never one the server refuses.
export const TRACKING_ID_PATTERN = /^[\w.:~-]{1,200}$/;

export const isTrackingId = (value: string): boolean => TRACKING_ID_PATTERN.test(value);
