// docs/product/pricing.md#12-month-cost: "the 12-month cost is what the plan's monthly fees come to
// over its first 12 months", read from the price steps the plan card shows, so the two cannot disagree.
import { toCents, toDollars, money } from './money';
import type { PriceSegment } from './pricing-states';

export const COST_YEAR_MONTHS = 12;

/** The fees of months 1 to `months` of a plan's price steps, added up to the cent. */
export function costOverMonths(segments: readonly PriceSegment[], months: number): number {
  const last = Math.max(0, Math.floor(months));
  let cents = 0;
  for (const segment of segments) {
    if (segment.fromMonth > last) break;
    const end = segment.months === null ? last : Math.min(last, segment.fromMonth + segment.months - 1);
    cents += toCents(segment.monthly) * Math.max(0, end - segment.fromMonth + 1);
  }
  return toDollars(cents);
}

/** The 12-month cost of a plan alone, from its price steps (offer.ts `priceSteps`). */
export function twelveMonthCost(priceSteps: { segments: readonly PriceSegment[] }): number {
  return costOverMonths(priceSteps.segments, COST_YEAR_MONTHS);
}

/** How the comparison states it: '$929.40 over 12 months'. */
export function twelveMonthCostText(cost: number): string {
  return `${money(cost)} over ${COST_YEAR_MONTHS} months`;
}
