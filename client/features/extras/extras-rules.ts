// SPEC §4 Extras rules, applied to the session cart (SPEC §3 cart).
import type { CartSelection } from '../../store/session-store';

/** SPEC §4: "The modem toggle is hidden on the home wireless type." */
export function showsModemToggle(serviceType: string): boolean {
  return serviceType !== 'hwbb';
}

/** The modem as ordered: never on home wireless, where the toggle is hidden. */
export function modemOrdered(cart: Pick<CartSelection, 'modem'>, serviceType: string): boolean {
  return showsModemToggle(serviceType) && cart.modem;
}

/** SPEC §4: "Turning the modem off sets extenders to 0." */
export function setModem(cart: CartSelection, on: boolean): void {
  cart.modem = on;
  if (!on) cart.extenders = 0;
}

/** SPEC §4: "extender toggles between 0 and 1 ordered", and only with the modem. */
export function setExtender(cart: CartSelection, on: boolean): void {
  cart.extenders = on && cart.modem ? 1 : 0;
}
