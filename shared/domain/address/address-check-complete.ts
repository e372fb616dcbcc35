// docs/product/ordering-and-handoff.md#address-check-complete "Address check complete" (order summary).
import { serviceStatus, type StatusSq } from './service-status';

/**
 * docs/product/ordering-and-handoff.md#address-check-complete: "sqResult has at least one category; on a flip-to-fibre order also flipReady and flipDate
 * are needed": read as the hand-off reads it (service-status.ts).
 */
export function isAddressCheckComplete(sq: StatusSq | null | undefined, isFlipOrder: boolean): boolean {
  if (!sq || !Array.isArray(sq.categories) || sq.categories.length === 0) return false;
  if (!isFlipOrder) return true;
  return serviceStatus('flipToFibre', sq).kind === 'available';
}

/** docs/product/address-check.md#action-button order summary button labels. */
export const ORDER_NOW = 'Order Now';
export const CHECK_ADDRESS = 'Check address';

export function orderButtonLabel(complete: boolean): typeof ORDER_NOW | typeof CHECK_ADDRESS {
  return complete ? ORDER_NOW : CHECK_ADDRESS;
}
