// docs/product/pricing.md#from-prices: a product's "from" price and the range of its typical evening speeds,
// read by the home page's product cards so they agree with the plan pages they link to.
import { toCents, toDollars, money } from './money';

/** The price fields a "from" price reads: broadband plans, Flip to Fibre plans and mobile SIM plans. */
export interface PricedPlan {
  price: number;
  special?: { planPrice: number; months?: number } | null;
  /** Month 1 is free and the special runs from the first bill, so it is paid for one month fewer (docs/decisions/012-one-minimum-cost.md). */
  firstMonthFree?: boolean;
  typicalEveningSpeed?: number;
}

export interface FromPrice {
  monthly: number;
  /** Months the amount lasts when it is a special; null when it is a plan's ongoing price. */
  promotionMonths: number | null;
}

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Lowest monthly amount across the plans; on a tie the ongoing price wins (it needs no small print). */
export function fromPrice(plans: readonly PricedPlan[]): FromPrice | null {
  let best: { cents: number; promotionMonths: number | null } | null = null;
  const consider = (amount: number, promotionMonths: number | null) => {
    const cents = toCents(amount);
    if (!best || cents < best.cents || (cents === best.cents && best.promotionMonths !== null && promotionMonths === null)) {
      best = { cents, promotionMonths };
    }
  };
  for (const plan of plans) {
    if (isPrice(plan.price)) consider(plan.price, null);
    const special = plan.special;
    // A special without a usable length is not counted: a "from" price never rests on an open-ended promise.
    const paidMonths = special && typeof special.months === 'number' ? Math.floor(special.months) - (plan.firstMonthFree ? 1 : 0) : 0;
    if (special && isPrice(special.planPrice) && paidMonths >= 1) consider(special.planPrice, paidMonths);
  }
  const found = best as { cents: number; promotionMonths: number | null } | null;
  return found ? { monthly: toDollars(found.cents), promotionMonths: found.promotionMonths } : null;
}

/** The typical evening speeds the plans cover, Mbps. */
export function eveningSpeedRange(plans: readonly PricedPlan[]) {
  const speeds = plans.map((plan) => plan.typicalEveningSpeed).filter(isPrice);
  return speeds.length ? { min: Math.min(...speeds), max: Math.max(...speeds) } : null;
}
type EveningSpeedRange = NonNullable<ReturnType<typeof eveningSpeedRange>>;

/** `from $59.95/mth`, or `from $69.95/mth for 6 months` when the amount is a special. */
export function fromPriceText(from: FromPrice): string {
  const months = from.promotionMonths;
  const period = months === null ? '' : months === 1 ? ' for 1 month' : ` for ${months} months`;
  return `from ${money(from.monthly)}/mth${period}`;
}

/** `Typical evening speeds 12 to 600 Mbps`, or `Typical evening speed 40 Mbps` when all plans agree. */
export function eveningSpeedsText(range: EveningSpeedRange): string {
  return range.min === range.max ? `Typical evening speed ${range.min} Mbps` : `Typical evening speeds ${range.min} to ${range.max} Mbps`;
}

/** The "from" price and evening speeds of one catalogue; null when its answer is missing. */
export function productOffer(answer: { plans: readonly PricedPlan[] } | null | undefined) {
  if (!answer || !Array.isArray(answer.plans) || answer.plans.length === 0) return null;
  const from = fromPrice(answer.plans);
  const eveningSpeeds = eveningSpeedRange(answer.plans);
  return {
    from,
    eveningSpeeds,
    fromText: from ? fromPriceText(from) : null,
    eveningSpeedsText: eveningSpeeds ? eveningSpeedsText(eveningSpeeds) : null,
  };
}

export type ProductOffer = NonNullable<ReturnType<typeof productOffer>>;

/** Every catalogue of a record at once: `{ nbn: answer, ... }` to `{ nbn: ProductOffer | null, ... }`. */
export function productOffers<K extends string>(answers: Record<K, unknown>): Record<K, ProductOffer | null> {
  const offers = {} as Record<K, ProductOffer | null>;
  for (const key of Object.keys(answers) as K[]) offers[key] = productOffer(answers[key] as { plans: PricedPlan[] } | null);
  return offers;
}
