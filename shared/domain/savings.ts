// docs/product/pricing.md#savings: "Savings text: 6 times the monthly difference between normal and special price, over the
// special duration."
import type { Plan } from '../schemas/plan';
import { toCents, toDollars } from './money';
import { formatPrice } from './price-format';

/** docs/product/pricing.md#savings: the savings multiplier. */
export const SAVINGS_MONTHS = 6;

export interface PlanSavings {
  /** Dollars saved: 6 × (price − special price). */
  amount: number;
  /** e.g. 'Save $60 over 6 months'. */
  text: string;
}

const monthsText = (months: number): string => (months === 1 ? '1 month' : `${months} months`);

/**
 * The saving a special gives, or null when there is no special or it is not cheaper.
 * The amount is always the product rules' 6 × difference; the text names the special duration in months
 * (the special's own `months`, 6 when the catalogue leaves it out). Catalogue specials last 6 months,
 * so the two agree.
 */
export function planSavings(plan: Pick<Plan, 'price' | 'special'>): PlanSavings | null {
  const special = plan.special;
  if (!special) return null;
  const monthlyDifference = toCents(plan.price) - toCents(special.planPrice);
  if (!(monthlyDifference > 0)) return null;
  const amount = toDollars(monthlyDifference * SAVINGS_MONTHS);
  const months = special.months > 0 ? special.months : SAVINGS_MONTHS;
  return { amount, text: `Save ${formatPrice(amount, { dollarSign: true })} over ${monthsText(months)}` };
}
