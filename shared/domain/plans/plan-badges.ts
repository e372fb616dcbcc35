// docs/product/pricing.md#plan-badges plan display badges.
import type { Plan } from '../../schemas/plan';

export const FIRST_MONTH_FREE_BADGE = '1st MONTH FREE';
export const FIBRE_UPGRADE_LABEL = 'Fibre Upgrade';
export const CONNECT_NOW_LABEL = 'Connect Now';

const isNbn12 = (planSpeed: string): boolean => planSpeed.replace(/\s+/g, '').toLowerCase() === 'nbn12';

/** docs/product/pricing.md#plan-badges: "'1st MONTH FREE' badge when a free month applies, except for nbn12 plans." */
export function firstMonthFreeBadge(
  plan: Pick<Plan, 'firstMonthFree' | 'planSpeed'>,
): typeof FIRST_MONTH_FREE_BADGE | null {
  return plan.firstMonthFree && !isNbn12(plan.planSpeed) ? FIRST_MONTH_FREE_BADGE : null;
}

/** Whether the free month is in the plan's figures: exactly when the badge shows (docs/decisions/012-one-minimum-cost.md). */
export function hasFreeFirstMonth(plan: Pick<Plan, 'firstMonthFree' | 'planSpeed'>): boolean {
  return firstMonthFreeBadge(plan) !== null;
}

/** docs/product/pricing.md#plan-badges: "Badge label 'Fibre Upgrade' when flipOnly, else 'Connect Now'." */
export function planBadgeLabel(
  plan: Pick<Plan, 'flipOnly'>,
): typeof FIBRE_UPGRADE_LABEL | typeof CONNECT_NOW_LABEL {
  return plan.flipOnly ? FIBRE_UPGRADE_LABEL : CONNECT_NOW_LABEL;
}

/**
 * The offer badge a card shows among `listed`: 'Fibre Upgrade' on a flip-only plan only where it tells the plans apart;
 * a label every card would carry says nothing (docs/decisions/031-copy-that-means-what-it-says-and-pictures-checked.md).
 */
export function shownOfferBadge(plan: Pick<Plan, 'flipOnly'>, listed: readonly Pick<Plan, 'flipOnly'>[]): typeof FIBRE_UPGRADE_LABEL | null {
  const label = planBadgeLabel(plan);
  const tellsApart = listed.some((other) => planBadgeLabel(other) !== label);
  return label === FIBRE_UPGRADE_LABEL && tellsApart ? label : null;
}
