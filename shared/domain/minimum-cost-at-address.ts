// docs/product/pricing.md#new-development-fee: a plan card's minimum cost at a checked address, with
// the new development charge where the order carries it (newDevelopmentCharge, pricing-constants.ts).
// A module of its own: /compare, which knows no address, states the plan alone and does not load it.
import { sumDollars } from './money';
import { minimumCostText } from './minimum-cost';
import { formatPrice } from './price-format';

/** 'Min. cost $468.74 inc. GST, including the 30-day cancellation notice period and the $300 new development charge.' */
export function minimumCostAtAddressText(planAlone: number, newDevelopmentCharge: number): string {
  if (newDevelopmentCharge <= 0) return minimumCostText(planAlone);
  const text = minimumCostText(sumDollars(planAlone, newDevelopmentCharge));
  return `${text.slice(0, -1)} and the ${formatPrice(newDevelopmentCharge, { dollarSign: true })} new development charge.`;
}
