// SPEC §4 "Pricing states" and SPEC §9.3/§9.4 Home Secure.
//
// SPEC §4: "with a special price, it shows for the special duration then the ongoing price. With Home
// Secure, the monthly price is higher by an amount the caller computes and the text says the first 3
// months are at one price. With both, the text gives the first 3 months, the next 3 months and then
// the ongoing price."
//
// Reading (SPEC §9.3 "free trial 2 months (3 if subscribed early)"; §9.4 "first 3 months at the Home
// Secure rate"): subscribing with the order is subscribing early, so Home Secure is free for the first
// 3 months and its monthly price is added from month 4. With a 6-month special that gives three steps.
import { HOME_SECURE } from './pricing-constants';
import { toCents, toDollars } from './money';
import { formatPrice } from './price-format';

export type PricingStateKind = 'standard' | 'special' | 'homeSecure' | 'both';

export interface PricingStateInput {
  /** Ongoing monthly plan price. */
  price: number;
  special: { planPrice: number; months: number } | null;
  homeSecure: boolean;
  /** The amount Home Secure adds once its free months end (the caller's figure; $6 by default). */
  homeSecureMonthly?: number;
  /** Free Home Secure months when subscribed with the order (3 by default). */
  homeSecureFreeMonths?: number;
}

export interface PriceSegment {
  /** First month of the segment, from 1. */
  fromMonth: number;
  /** Length in months; null for the ongoing price. */
  months: number | null;
  monthly: number;
}

export interface PricingState {
  kind: PricingStateKind;
  segments: PriceSegment[];
  /** e.g. '$59.95/mth for the first 3 months, $65.95/mth for the next 3 months, then $75.95/mth'. */
  text: string;
}

const perMonth = (amount: number): string => `${formatPrice(amount, { dollarSign: true })}/mth`;
const monthsText = (months: number, first: boolean): string =>
  months === 1 ? `for the ${first ? 'first' : 'next'} month` : `for the ${first ? 'first' : 'next'} ${months} months`;

export function pricingState(input: PricingStateInput): PricingState {
  const specialMonths = input.special && input.special.months > 0 ? Math.floor(input.special.months) : 0;
  const freeMonths = input.homeSecure
    ? Math.max(0, Math.floor(input.homeSecureFreeMonths ?? HOME_SECURE.freeTrialMonthsSubscribedEarly))
    : 0;
  const homeSecureCents = input.homeSecure ? toCents(input.homeSecureMonthly ?? HOME_SECURE.monthly) : 0;
  const kind: PricingStateKind =
    specialMonths > 0 ? (input.homeSecure ? 'both' : 'special') : input.homeSecure ? 'homeSecure' : 'standard';

  // The price of month m (from 1), in cents.
  const monthCents = (month: number): number =>
    (month <= specialMonths && input.special ? toCents(input.special.planPrice) : toCents(input.price)) +
    (month > freeMonths ? homeSecureCents : 0);

  // Prices only change at the end of the special or of the free months; merge equal neighbours.
  const boundaries = [...new Set([specialMonths, freeMonths].filter((month) => month > 0))].sort((a, b) => a - b);
  const segments: PriceSegment[] = [];
  let start = 1;
  for (const end of [...boundaries, Infinity]) {
    const monthly = monthCents(start);
    const last = segments.at(-1);
    if (last && toCents(last.monthly) === monthly) {
      if (last.months !== null) last.months = end === Infinity ? null : end - last.fromMonth + 1;
    } else {
      segments.push({ fromMonth: start, months: end === Infinity ? null : end - start + 1, monthly: toDollars(monthly) });
    }
    start = end + 1;
  }

  const text = segments
    .map((segment, index) =>
      segment.months === null
        ? index === 0
          ? perMonth(segment.monthly)
          : `then ${perMonth(segment.monthly)}`
        : `${perMonth(segment.monthly)} ${monthsText(segment.months, index === 0)}`,
    )
    .join(', ');
  return { kind, segments, text };
}
