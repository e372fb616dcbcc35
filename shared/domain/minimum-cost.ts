// docs/product/pricing.md#minimum-cost: "Total minimum cost = monthly price + upfront (modem, extenders times price, activation,
// new-dev fee), less Home Secure price if chosen, plus a 30-day cancellation notice pro-rata.
// Pro-rata amounts: not shown."
//
// One function for the plan card, the Critical Information Summary and the order summary, so the
// three show one figure for one selection (docs/decisions/012-one-minimum-cost.md):
// - "monthly price" is what the first month costs: the plan fee of month 1 (FREE with '1st MONTH
//   FREE', else the special, else the price; `planFeeInMonth`), the call pack and Home Secure;
// - the pro-rata is not in the figure: the product rules give no amount ("not shown"), and every place that
//   states the figure follows it with PRO_RATA_NOTE, the words of the docs/product/pricing.md#summary-footnote footnote, once.
import { sumDollars, toCents, toDollars } from './money';
import { hasFreeFirstMonth } from './plan-badges';
import { planFeeInMonth, type PlanFeeInput } from './pricing-states';
import { HOME_SECURE, NEW_DEVELOPMENT_FEE, VOICE, type VoicePlanKey } from './pricing-constants';
import { formatPrice } from './price-format';

/** docs/product/pricing.md#summary-footnote footnote: how the 30-day cancellation notice pro-rata is stated, word for word. */
export const PRO_RATA_NOTE = 'plus any pro-rata charges for 30-day cancellation notice period';

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

export interface MinimumCost {
  modemPrice: number;
  /** docs/product/ordering-and-handoff.md#extras-step: the extender is offered with the modem, so without the modem there are none. */
  extenderCount: number;
  extendersPrice: number;
  activationFee: number;
  /** docs/product/pricing.md#new-development-fee: "New development one-off fee $300 (overrides the parsed newDevFee)". */
  newDevFee: number;
  /** docs/product/pricing.md#new-development-fee: modem + extenders × price + activation + new development fee. */
  upfront: number;
  voiceMonthly: number;
  homeSecureMonthly: number;
  /** docs/product/pricing.md#call-packs "monthly price": the first month's plan fee, call pack and Home Secure. */
  firstMonth: number;
  /** docs/product/pricing.md#minimum-cost: first month + upfront − Home Secure if chosen; the pro-rata is stated beside it (PRO_RATA_NOTE). */
  total: number;
}

export function minimumCost(selection: CostSelection): MinimumCost {
  const { plan, modem, voice, homeSecure, newDev } = selection;
  const modemPrice = modem.selected ? Math.max(0, modem.price) : 0;
  const extenderCount = modem.selected ? Math.max(0, Math.floor(selection.extenders.count)) : 0;
  const extendersPrice = toDollars(toCents(selection.extenders.price) * extenderCount);
  const activationFee = Math.max(0, plan.activationFee ?? 0);
  const newDevFee = newDev ? NEW_DEVELOPMENT_FEE : 0;
  const upfront = sumDollars(modemPrice, extendersPrice, activationFee, newDevFee);

  const voiceMonthly = voice === 'unlimited' ? VOICE.unlimitedMonthly : VOICE.paygMonthly;
  const homeSecureMonthly = homeSecure ? HOME_SECURE.monthly : 0;
  const firstMonth = sumDollars(planFeeInMonth(plan, 1), voiceMonthly, homeSecureMonthly);
  const total = sumDollars(firstMonth, upfront, -homeSecureMonthly);
  return {
    modemPrice,
    extenderCount,
    extendersPrice,
    activationFee,
    newDevFee,
    upfront,
    voiceMonthly,
    homeSecureMonthly,
    firstMonth,
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

/** The plan card's and the CIS's sentence: 'Min. cost $84.95 inc. GST plus any pro-rata charges for ...'. */
export function minimumCostText(total: number): string {
  return `Min. cost ${formatPrice(total, { dollarSign: true })} inc. GST ${PRO_RATA_NOTE}.`;
}
