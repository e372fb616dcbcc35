// docs/product/pricing.md#savings: "The saving of a promotion is the ongoing price less the plan fee of
// each month, added up over the months the text names: the promotion's own length."
import { toCents, toDollars, money } from './money';
import type { PriceSegment } from './pricing-states';

const monthsText = (months: number): string => (months === 1 ? '1 month' : `${months} months`);

/**
 * The saving an offer's price steps show (so the text and the card's steps cannot disagree), e.g.
 * 'Save $159.95 over 6 months'; null when they save nothing.
 */
export function stepsSavings(segments: readonly PriceSegment[]) {
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
  return { amount, months, text: `Save ${money(amount)} over ${monthsText(months)}` };
}
