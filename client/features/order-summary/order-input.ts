// Maps the session cart and the chosen plan to the docs/product/pricing.md#minimum-cost, docs/product/ordering-and-handoff.md#order-summary order totals input.
import { EXTENDER, MODEM } from '../../../shared/domain/pricing/price-list';
import { planCostInput } from '../../../shared/domain/pricing/minimum-cost';
import { orderTotals, type OrderTotals } from '../../../shared/domain/pricing/order-totals';
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
  return orderTotals({
    plan: { title: planName(plan), ...planCostInput(plan) },
    modem: { selected: extras.modem, price: MODEM.price, freeShipping: true },
    extenders: { count: extras.modem ? extras.extenders : 0, price: EXTENDER.price },
    voice: extras.voice,
    homeSecure: extras.homeSecure === 'subscribe',
    homeSecureOffered: extras.homeSecure !== 'none',
    newDev,
  });
}

/** docs/product/ordering-and-handoff.md#order-summary popup: '+ extras' when extras are ordered (the free trial alone is not one). */
export function hasOrderedExtras(extras: OrderedExtras): boolean {
  return extras.modem || extras.voice !== 'none' || extras.homeSecure === 'subscribe';
}
