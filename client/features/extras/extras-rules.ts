// docs/product/ordering-and-handoff.md#extras-step Extras rules, applied to the session cart (docs/product/ordering-and-handoff.md#cart cart).
import { extrasForService } from '../../../shared/domain/plans/service-extras';
import type { CartSelection } from '../../store/session-store';

/** docs/product/ordering-and-handoff.md#extras-by-service: the modem is offered for fixed-line services only (never home wireless or mobile broadband). */
export function showsModemToggle(serviceType: string): boolean {
  return extrasForService(serviceType).modem;
}

/** The modem as ordered: only where the service offers it. */
export function modemOrdered(cart: Pick<CartSelection, 'modem'>, serviceType: string): boolean {
  return showsModemToggle(serviceType) && cart.modem;
}

/** docs/product/ordering-and-handoff.md#extras-step: "Turning the modem off sets extenders to 0." */
export function setModem(cart: CartSelection, on: boolean): void {
  cart.modem = on;
  if (!on) cart.extenders = 0;
}

/** docs/product/ordering-and-handoff.md#extras-step: "extender toggles between 0 and 1 ordered", and only with the modem. */
export function setExtender(cart: CartSelection, on: boolean): void {
  cart.extenders = on && cart.modem ? 1 : 0;
}
