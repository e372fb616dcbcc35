// docs/product/pricing.md#pricing-states, docs/product/pricing.md#home-secure, docs/product/pricing.md#monthly-total,
// docs/product/ordering-and-handoff.md#order-summary: Home Secure subscribed with the order is free for 3 months,
// added from month 4. docs/product/pricing.md#plan-badges '1st MONTH FREE' is in the figures, the special
// covering months 2 to N (docs/decisions/012-one-minimum-cost.md).
import { toCents, toDollars, money } from './money';
import { HOME_SECURE } from './price-list';

export type PricingStateKind = 'standard' | 'special' | 'homeSecure' | 'both';

/** What sets a plan's fee month by month (docs/product/pricing.md#flip-to-fibre-plan-fields Plan). */
export interface PlanFeeInput {
  /** Ongoing monthly plan price. */
  price: number;
  /** A special without a stated length is not counted, so no figure ever understates a cost. */
  special: { planPrice: number; months?: number } | null;
  /** The '1st MONTH FREE' offer applies (`hasFreeFirstMonth`, docs/product/pricing.md#plan-badges). */
  freeFirstMonth: boolean;
}

export interface PricingStateInput extends PlanFeeInput {
  homeSecure: boolean;
  /** The amount Home Secure adds once its free months end (the caller's figure; $6 by default). */
  homeSecureMonthly?: number;
}

export interface PriceSegment {
  /** First month of the segment, from 1. */
  fromMonth: number;
  /** Length in months; null for the ongoing price. */
  months: number | null;
  monthly: number;
}

/** One step of the price as displayed: `then ` + `$84.95` + `/mth`; `FREE` for a $0 step. */
export interface PriceStepText {
  lead: '' | 'then ';
  amount: string;
  tail: string;
}

/** docs/product/pricing.md#minimum-cost: how many months a special lasts; 0 when it has no usable length. */
const specialMonthsOf = (special: PlanFeeInput['special']): number =>
  special && typeof special.months === 'number' && special.months > 0 ? Math.floor(special.months) : 0;

/** The plan fee of month `month` (from 1), in dollars: free month, then the special, then the price. */
export function planFeeInMonth(plan: PlanFeeInput, month: number): number {
  if (plan.freeFirstMonth && month === 1) return 0;
  return plan.special && month <= specialMonthsOf(plan.special) ? plan.special.planPrice : plan.price;
}

const monthsText = (months: number, first: boolean): string =>
  months === 1 ? `for the ${first ? 'first' : 'next'} month` : `for the ${first ? 'first' : 'next'} ${months} months`;

/** `$84.95` and `/mth`, or `FREE` (the word the summary and the badge use) for nothing to pay. */
function stepText(segment: PriceSegment, index: number): PriceStepText {
  const lead = segment.months === null && index > 0 ? 'then ' : '';
  const free = toCents(segment.monthly) === 0;
  const amount = free ? 'FREE' : money(segment.monthly);
  const period = segment.months === null ? '' : ` ${monthsText(segment.months, index === 0)}`;
  return { lead, amount, tail: `${free ? '' : '/mth'}${period}` };
}

/** The displayed steps of a list of segments, and their sentence ('FREE for the first month, then $84.95/mth'). */
export function priceStepsText(segments: readonly PriceSegment[]): { steps: PriceStepText[]; text: string } {
  const steps = segments.map(stepText);
  return { steps, text: steps.map((step) => `${step.lead}${step.amount}${step.tail}`).join(', ') };
}

/** The segments of a monthly charge from its fee in each month: equal months merged, the fee after `settledAfter` ongoing. */
export function segmentsOfMonthlyFees(feeInMonth: (month: number) => number, settledAfter: number): PriceSegment[] {
  const last = Math.max(0, Math.floor(settledAfter)) + 1;
  const segments: PriceSegment[] = [];
  for (let month = 1; month <= last; month += 1) {
    const cents = toCents(feeInMonth(month));
    const previous = segments.at(-1);
    if (previous && toCents(previous.monthly) === cents) {
      if (previous.months !== null) previous.months += 1;
    } else {
      segments.push({ fromMonth: month, months: 1, monthly: toDollars(cents) });
    }
  }
  segments.at(-1)!.months = null;
  return segments;
}

export function pricingState(input: PricingStateInput) {
  const specialMonths = specialMonthsOf(input.special);
  const freeMonths = input.homeSecure ? HOME_SECURE.freeTrialMonthsSubscribedEarly : 0;
  const homeSecureCents = input.homeSecure ? toCents(input.homeSecureMonthly ?? HOME_SECURE.monthly) : 0;
  const kind: PricingStateKind =
    specialMonths > 0 ? (input.homeSecure ? 'both' : 'special') : input.homeSecure ? 'homeSecure' : 'standard';

  // Prices only change after the free month, the special or the free Home Secure months.
  const settledAfter = Math.max(input.freeFirstMonth ? 1 : 0, specialMonths, freeMonths);
  const feeInMonth = (month: number) => toDollars(toCents(planFeeInMonth(input, month)) + (month > freeMonths ? homeSecureCents : 0));
  const segments = segmentsOfMonthlyFees(feeInMonth, settledAfter);

  return { kind, segments, ...priceStepsText(segments) };
}
