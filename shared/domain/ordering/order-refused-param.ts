// The query parameter a refused order comes back to its page with (docs/product/ordering-and-handoff.md#refused-orders).
// A module of its own: the pages read it on load, the sentences (handoff-refusal.ts) load only when it is there.
export const ORDER_REFUSED_PARAM = 'order_refused';
