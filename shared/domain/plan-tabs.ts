// docs/product/address-check.md#plan-tabs "Plan tabs".
import type { SqResult } from '../types/address';
import { isFlipOnlyByRequest, isFlipReadyWithDate } from './flip-availability';

/**
 * docs/product/address-check.md#plan-tabs: "Plan tabs appear only when flipReady with a flipDate on a non-flip page (or the flip page
 * without them), and the flip offer is not 'available only by request'."
 *
 * Decision: "(or the flip page without them)" is read as "the flip page goes without tabs": the
 * Flip to Fibre page is itself the fibre-upgrade offer, and docs/product/address-check.md#plan-tabs says the two tabs ('Connect now'
 * and 'Fibre upgrade') show "only when the address check allows the flip offer", which an address
 * without flipReady and a flipDate never does.
 */
export function showPlanTabs(
  sq: Pick<SqResult, 'flipReady' | 'flipDate' | 'nbnServiceClass'> | null | undefined,
  isFlipPage: boolean,
): boolean {
  if (isFlipPage) return false;
  return isFlipReadyWithDate(sq) && !isFlipOnlyByRequest(sq);
}
