// Why the server's hand-off refused an order (docs/product/ordering-and-handoff.md#refused-orders), and the sentence the page says.
import type { NotOfferedReason } from '../address/service-status';

/** The sentence a refusal page says for a code, where the page's own offer has no sentence of its own. */
export const HANDOFF_REFUSAL_SENTENCES = {
  address_has_no_service: 'We could not confirm any of our services at your address. Please check your address again.',
  service_not_at_address: 'The service you chose is not available at your address. Please choose another plan.',
  flip_not_available: 'The fibre upgrade cannot be ordered at your address yet.',
  flip_not_offered: 'We do not offer the fibre upgrade for the type of nbn connection at your address.',
  already_on_fibre: 'Your address is already on fibre: choose one of the fibre plans instead.',
  flip_speed_too_low: 'The plan you chose is too slow for a fibre upgrade on your line. Please choose a faster plan.',
  above_line_speed: "The plan you chose is faster than your line's top speed. Please choose another plan.",
  missing_location: 'Please check your address before ordering: the order did not say which address it is for.',
  address_check_incomplete: 'We could not confirm your address. Please check your address again.',
  address_mismatch: 'The address in your order is not the address we checked. Please check your address again.',
  offer_changed:
    'The price or terms of the plan you chose have changed since the page showed them. Please check the plan and order again.',
  unknown_plan: 'The plan you chose is not offered for this service at your address. Please choose a plan again.',
  bad_request: 'Some of your order details were missing or not valid. Please check your choices and try again.',
  rate_limited: 'Too many orders were sent in a short time. Please wait a moment and try again.',
  upstream_failed: 'We could not check your order just now. Please try again in a moment.',
} as const satisfies Record<NotOfferedReason, string> & Record<string, string>;

/** Every reason a plan is not offered, and the ways a form can disagree with the server's record. */
export type HandoffRefusalCode = keyof typeof HANDOFF_REFUSAL_SENTENCES;

export function isHandoffRefusalCode(value: unknown): value is HandoffRefusalCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(HANDOFF_REFUSAL_SENTENCES, value);
}
