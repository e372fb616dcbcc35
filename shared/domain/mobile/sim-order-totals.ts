// A SIM order's totals (docs/product/ordering-and-handoff.md#mobile-sim-orders), kept apart from
// sim-offer.ts so that pages reading a SIM's offer do not also load the order-totals rules.
import type { MobilePlan } from '../../schemas/plan';
import { PLAN_ALONE } from '../pricing/minimum-cost';
import { orderTotals, type OrderTotals } from '../pricing/order-totals';

/** A SIM order's totals, the plan's one monthly line and nothing else: what the summary shows and the hand-off checks. */
export function simOrderTotals(plan: Pick<MobilePlan, 'name' | 'price'>): OrderTotals {
  return orderTotals({
    ...PLAN_ALONE,
    plan: { title: plan.name, price: plan.price, special: null, freeFirstMonth: false },
    homeSecureOffered: false,
  });
}
