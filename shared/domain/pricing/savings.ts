// docs/product/pricing.md#savings: "The saving of a promotion is the ongoing price less the plan fee of
// each month, added up over the months the text names: the promotion's own length." The fees of each
// month are the price steps the card shows (`planFeeInMonth`), so a free first month is counted, and a
// 12-month special is named and added over 12 months.
import type { Plan } from '../../schemas/plan';
import { toCents, toDollars, formatPrice } from './money';
import { hasFreeFirstMonth } from '../plans/plan-badges';
import { planFeeInMonth, type PlanFeeInput, type PriceSegment } from './pricing-states';

/** The special's usual length when a catalogue leaves it out (kept for older callers). */
export const SAVINGS_MONTHS = 6;

export interface PlanSavings {
  /** Dollars saved over `months`. */
  amount: number;
  /** The months the saving is counted over: the promotion's length. */
  months: number;
  /** e.g. 'Save $159.95 over 6 months'. */
  text: string;
}

const monthsText = (months: number): string => (months === 1 ? '1 month' : `${months} months`);

/** The months before the ongoing price applies: the special's length, or 1 for a free first month alone. */
export function promotionMonths(plan: PlanFeeInput): number {
  const specialMonths = plan.special && typeof plan.special.months === 'number' && plan.special.months > 0 ? Math.floor(plan.special.months) : 0;
  return Math.max(specialMonths, plan.freeFirstMonth ? 1 : 0);
}

/** What the plan fees of months 1..`months` save against the ongoing price, in dollars. */
export function savingsOver(plan: PlanFeeInput, months: number): number {
  let cents = 0;
  for (let month = 1; month <= months; month += 1) cents += toCents(plan.price) - toCents(planFeeInMonth(plan, month));
  return toDollars(cents);
}

/** The saving of a plan's promotion, or null when it has no special that saves anything. */
export function promotionSavings(plan: PlanFeeInput): PlanSavings | null {
  if (!plan.special) return null;
  const months = promotionMonths(plan);
  const amount = savingsOver(plan, months);
  if (!(months > 0 && amount > 0)) return null;
  return { amount, months, text: `Save ${formatPrice(amount, { dollarSign: true })} over ${monthsText(months)}` };
}

/**
 * A catalogue plan's saving. The free month counts where its badge shows (`hasFreeFirstMonth`); a
 * caller that passes no speed key gets no free month counted.
 */
export function planSavings(
  plan: Pick<Plan, 'price' | 'special'> & Partial<Pick<Plan, 'firstMonthFree' | 'planSpeed'>>,
): PlanSavings | null {
  const freeFirstMonth =
    plan.planSpeed !== undefined && hasFreeFirstMonth({ firstMonthFree: plan.firstMonthFree === true, planSpeed: plan.planSpeed });
  return promotionSavings({ price: plan.price, special: plan.special ?? null, freeFirstMonth });
}

/**
 * The saving the price steps show: each promotional step's months at the ongoing price less its own,
 * over the promotion's length (the steps' months). Read from an offer's price steps, so the text and
 * the steps on the card cannot disagree; null when the steps save nothing.
 */
export function stepsSavings(segments: readonly PriceSegment[]): PlanSavings | null {
  const ongoing = segments.at(-1);
  if (!ongoing || ongoing.months !== null) return null;
  let cents = 0;
  let months = 0;
  for (const step of segments.slice(0, -1)) {
    const stepMonths = step.months ?? 0;
    cents += (toCents(ongoing.monthly) - toCents(step.monthly)) * stepMonths;
    months += stepMonths;
  }
  const amount = toDollars(cents);
  if (!(months > 0 && amount > 0)) return null;
  return { amount, months, text: `Save ${formatPrice(amount, { dollarSign: true })} over ${monthsText(months)}` };
}
