// docs/product/ordering-and-handoff.md#extras-step Extras rules, applied to the session cart (docs/product/ordering-and-handoff.md#cart cart).
import type { CartSelection } from '../../store/session-store';

/** docs/product/ordering-and-handoff.md#extras-step: "Turning the modem off sets extenders to 0." */
export function setModem(cart: CartSelection, on: boolean): void {
  cart.modem = on;
  if (!on) cart.extenders = 0;
}

/** docs/product/ordering-and-handoff.md#extras-step: "extender toggles between 0 and 1 ordered", and only with the modem. */
export function setExtender(cart: CartSelection, on: boolean): void {
  cart.extenders = on && cart.modem ? 1 : 0;
}
