// A SIM order's totals (docs/product/ordering-and-handoff.md#mobile-sim-orders), kept apart from
// sim-offer.ts so that pages reading a SIM's offer do not also load the order-totals rules.
import type { MobilePlan } from '../../schemas/plan';
import { orderTotals, type OrderTotals } from '../pricing/order-totals';

/** A SIM order's totals: the plan's one monthly line and nothing else (no modem, extender, phone or Home Secure);
 * the summary shows them and the hand-off checks them, so both read this one function. */
export function simOrderTotals(plan: Pick<MobilePlan, 'name' | 'price'>): OrderTotals {
  return orderTotals({
    plan: { title: plan.name, price: plan.price, special: null, freeFirstMonth: false },
    modem: { selected: false, price: 0, freeShipping: true },
    extenders: { count: 0, price: 0 },
    voice: 'none',
    homeSecure: false,
    homeSecureOffered: false,
    newDev: false,
  });
}
