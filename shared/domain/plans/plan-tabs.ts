import { flipStatus } from '../flip/flip-status';
import type { StatusSq } from '../address/service-status';

/**
 * docs/product/address-check.md#plan-tabs: "Plan tabs appear only when flipReady with a flipDate on a non-flip page (or the flip page
 * without them), and the flip offer is not 'available only by request'": where the upgrade can be ordered (service-status.ts).
 * The flip page, itself the upgrade offer, goes without tabs.
 */
export function showPlanTabs(sq: StatusSq | null | undefined, isFlipPage: boolean): boolean {
  if (isFlipPage || !sq) return false;
  // serviceStatus('flipToFibre') is 'available' exactly then (service-status.ts), without its texts.
  return sq.categories.includes('nbn') && flipStatus(sq) === 'orderable';
}

/** docs/product/address-check.md#plan-tabs: the two tabs, 'Connect now' being the default. */
export const PLAN_TABS = [{ id: 'connectNow', label: 'Connect now' }, { id: 'fibreUpgrade', label: 'Fibre upgrade' }] as const;
export type PlanTabId = (typeof PLAN_TABS)[number]['id'];
export const DEFAULT_PLAN_TAB: PlanTabId = 'connectNow';
