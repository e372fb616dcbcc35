// A mobile SIM plan as it is offered and ordered (docs/product/ordering-and-handoff.md#mobile-sim-orders, ADR 034): its
// price steps and minimum cost by every plan's rules (docs/product/pricing.md#minimum-cost), the CIS version the order carries,
// and the order's totals.
import type { MobilePlan } from '../../schemas/plan';
import { fnv1a } from '../plans/fnv1a';
import { PLAN_ALONE, planMinimumCost } from '../pricing/minimum-cost';
import { orderTotals, type OrderTotals } from '../pricing/order-totals';
import { pricingState } from '../pricing/pricing-states';

/** The fields of a SIM plan the offer reads; a card may lack the others and still be ordered. */
export type SimPlanFigures = Pick<MobilePlan, 'id' | 'price'> & Partial<Pick<MobilePlan, 'cisLink' | 'dataGb' | 'inclusions'>>;

/** SIM plans are sold at their catalogue price, with no promotion or free month. */
const simFees = (plan: SimPlanFigures) => ({ price: plan.price, special: null, freeFirstMonth: false });

/** Names the CIS as shown: every figure it states (price, allowance, inclusions). */
export function simCisVersion(plan: SimPlanFigures): string {
  const figures = [plan.id, 'mobile', plan.cisLink ?? '', plan.price, plan.dataGb ?? '-', ...(plan.inclusions ?? [])];
  return `standard-${fnv1a(figures.join('|'))}`;
}

export function simOffer(plan: SimPlanFigures) {
  return {
    /** docs/product/pricing.md#pricing-states: a SIM plan has one step, its monthly price. */
    priceSteps: pricingState({ ...simFees(plan), homeSecure: false }),
    /** docs/product/pricing.md#minimum-cost: the first month and 30 days' notice. */
    minimumTotalCost: planMinimumCost(simFees(plan)),
    cisVersion: simCisVersion(plan),
  };
}

/** A SIM order's totals, the plan's one monthly line and nothing else: what the summary shows and the hand-off checks. */
export function simOrderTotals(plan: Pick<MobilePlan, 'name' | 'price'>): OrderTotals {
  return orderTotals({
    ...PLAN_ALONE,
    plan: { title: plan.name, price: plan.price, special: null, freeFirstMonth: false },
    homeSecureOffered: false,
  });
}
