// docs/product/pricing.md#minimum-cost: "Total minimum cost = the first month's charges + upfront cost
// − Home Secure (if subscribed) + the 30-day notice period at the daily rate of the month after".
// One function for the plan card, the CIS and the order summary (docs/decisions/012-one-minimum-cost.md,
// docs/decisions/029-claims-follow-the-prices.md).
import { sumDollars, toCents, toDollars, NEW_DEVELOPMENT_FEE, money } from './money';
import { HOME_SECURE, VOICE, type VoicePlanKey } from './price-list';
import { hasFreeFirstMonth } from '../plans/plan-badges';
import { planFeeInMonth, type PlanFeeInput } from './pricing-states';

/**
 * docs/product/pricing.md#summary-footnote: the minimum cost already holds the 30 days of notice, so the
 * footnote says it includes them; the rules' "plus any pro-rata charges" would add them twice.
 */
export const PRO_RATA_NOTE = 'including the 30-day cancellation notice period';

/** docs/product/pricing.md#minimum-cost: the notice a customer gives to cancel, in days. */
export const NOTICE_PERIOD_DAYS = 30;

/** docs/product/pricing.md#minimum-cost: the charge for `days` days of a monthly charge, at monthly × 12 ÷ 365 a day, to the cent. */
export function proRata(monthly: number, days: number): number {
  return toDollars(Math.round((toCents(monthly) * 12 * days) / 365));
}

export interface CostSelection {
  plan: PlanFeeInput & {
    /** Flip-to-Fibre plans carry an activation fee (docs/product/pricing.md#flip-to-fibre-plan-fields); others have free activation. */
    activationFee?: number;
  };
  modem: {
    selected: boolean;
    /** Upfront price from the shared config; 0 means a free modem. */
    price: number;
  };
  extenders: { count: number; price: number };
  voice: VoicePlanKey | 'none';
  /** Home Secure subscribed (otherwise the free trial, which costs nothing during the order's first month). */
  homeSecure: boolean;
  /** The address is an nbn new development (sqResult.nbnNewDev). */
  newDev: boolean;
}

/** The plan alone: no modem (bring your own), no extender, no phone, Home Secure's free trial only. */
export const PLAN_ALONE: Omit<CostSelection, 'plan'> = {
  modem: { selected: false, price: 0 },
  extenders: { count: 0, price: 0 },
  voice: 'none',
  homeSecure: false,
  newDev: false,
};

export function minimumCost(selection: CostSelection) {
  const { plan, modem, voice, homeSecure, newDev } = selection;
  const modemPrice = modem.selected ? Math.max(0, modem.price) : 0;
  // docs/product/ordering-and-handoff.md#extras-step: the extender is offered with the modem, so without the modem there are none.
  const extenderCount = modem.selected ? Math.max(0, Math.floor(selection.extenders.count)) : 0;
  const extendersPrice = toDollars(toCents(selection.extenders.price) * extenderCount);
  const activationFee = Math.max(0, plan.activationFee ?? 0);
  // docs/product/pricing.md#new-development-fee: "New development one-off fee $300 (overrides the parsed newDevFee)".
  const newDevFee = newDev ? NEW_DEVELOPMENT_FEE : 0;
  const upfront = sumDollars(modemPrice, extendersPrice, activationFee, newDevFee);

  const voiceMonthly = voice === 'unlimited' ? VOICE.unlimitedMonthly : VOICE.paygMonthly;
  const homeSecureMonthly = homeSecure ? HOME_SECURE.monthly : 0;
  // docs/product/pricing.md#minimum-cost "the first month's charges": the first month's plan fee, call pack and Home Secure.
  const firstMonth = sumDollars(planFeeInMonth(plan, 1), voiceMonthly, homeSecureMonthly);
  // Home Secure is free in the months the notice falls in (3 free months when subscribed with the order).
  const noticePeriod = proRata(sumDollars(planFeeInMonth(plan, 2), voiceMonthly), NOTICE_PERIOD_DAYS);
  // docs/product/pricing.md#minimum-cost: first month + upfront − Home Secure if chosen + the notice period.
  const total = sumDollars(firstMonth, upfront, -homeSecureMonthly, noticePeriod);
  return {
    modemPrice,
    extenderCount,
    extendersPrice,
    activationFee,
    newDevFee,
    upfront,
    voiceMonthly,
    firstMonth,
    noticePeriod,
    total,
  };
}

/** A catalogue plan's cost fields (docs/product/pricing.md#plan-fields), as a real catalogue may send them. */
export interface CataloguePlanCost {
  price: number;
  special?: { planPrice: number; months?: number } | null;
  planSpeed: string;
  firstMonthFree?: boolean;
  activationFee?: number;
}

/** The cost input of a catalogue plan: the free month counts exactly where the badge shows it. */
export function planCostInput(plan: CataloguePlanCost): CostSelection['plan'] {
  return {
    price: plan.price,
    special: plan.special ?? null,
    freeFirstMonth: hasFreeFirstMonth({ firstMonthFree: plan.firstMonthFree === true, planSpeed: plan.planSpeed }),
    activationFee: plan.activationFee,
  };
}

/** The minimum cost of the plan alone: the figure of the plan card and the CIS. */
export function planMinimumCost(plan: CostSelection['plan']): number {
  return minimumCost({ plan, ...PLAN_ALONE }).total;
}

/** The plan card's and the CIS's sentence: 'Min. cost $168.74 inc. GST, including the 30-day cancellation notice period.' */
export function minimumCostText(total: number): string {
  return `Min. cost ${money(total)} inc. GST, including the ${NOTICE_PERIOD_DAYS}-day cancellation notice period.`;
}

/** A plan card's minimum cost at the address, with the new development charge (new-development-charge.ts) where it applies: 'Min. cost $468.74 inc. GST, including the 30-day cancellation notice period and the $300 new development charge.' */
export function minimumCostAtAddressText(planAlone: number, charge: number): string {
  if (charge <= 0) return minimumCostText(planAlone);
  return `${minimumCostText(sumDollars(planAlone, charge)).slice(0, -1)} and the ${money(charge)} new development charge.`;
}
