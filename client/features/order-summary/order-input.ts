// Maps the session cart and the chosen plan to the docs/product/pricing.md#minimum-cost, docs/product/ordering-and-handoff.md#order-summary order totals input.
import { planCostInput } from '../../../shared/domain/pricing/minimum-cost';
import { orderedTotals, type OrderTotals } from '../../../shared/domain/pricing/order-totals';
import type { OrderedExtras } from '../../../shared/domain/plans/service-extras';
import type { Plan } from '../../../shared/schemas/plan';

export type OrderPlan = Pick<Plan, 'planTitle' | 'planHeading' | 'price' | 'special' | 'serviceType' | 'planSpeed' | 'firstMonthFree'> & {
  activationFee?: number;
};

/** docs/product/pricing.md#flip-to-fibre-plan-fields: a Flip-to-Fibre plan is "shown as 'FTTN ' plus the speed" (its title); others by heading. */
export function planName(plan: Pick<Plan, 'planTitle' | 'planHeading' | 'serviceType'>): string {
  return plan.serviceType === 'flipToFibre' ? plan.planTitle : plan.planHeading;
}

/** The totals from the extras as ordered (`orderedExtras`), so the summary lists what the order sends. */
export function orderTotalsOf(plan: OrderPlan, extras: OrderedExtras, newDev: boolean): OrderTotals {
  return orderedTotals({ title: planName(plan), ...planCostInput(plan) }, extras, newDev);
}

/** docs/product/ordering-and-handoff.md#order-summary popup: '+ extras' when extras are ordered (the free trial alone is not one). */
export function hasOrderedExtras(extras: OrderedExtras): boolean {
  return extras.modem || extras.voice !== 'none' || extras.homeSecure === 'subscribe';
}
