// SPEC §9.3 "Extras and fees" and §9.4 "Order summary": what the order costs up front, per month and
// at minimum, and the lines the summary lists.
import { sumDollars, toCents, toDollars } from './money';
import { HOME_SECURE, NEW_DEVELOPMENT_FEE, VOICE, type VoicePlanKey } from './pricing-constants';
import { formatPrice } from './price-format';

export interface OrderTotalsInput {
  plan: {
    title: string;
    /** Ongoing monthly price. */
    price: number;
    special: { planPrice: number } | null;
    /** Flip-to-Fibre plans carry an activation fee (SPEC §3); others have free activation. */
    activationFee?: number;
  };
  modem: {
    selected: boolean;
    /** Upfront price from the shared config; 0 means a free modem. */
    price: number;
    /**
     * SPEC §9.4: 'WiFi modem & shipping' for one service type, 'WiFi modem & free shipping' for the
     * others, without naming the type. Decision: the catalogue's HardwareItem.freeShipping decides.
     */
    freeShipping?: boolean;
  };
  extenders: { count: number; price: number };
  voice: VoicePlanKey | 'none';
  /** Home Secure subscribed (otherwise the free trial, which costs nothing). */
  homeSecure: boolean;
  /** The address is an nbn new development (sqResult.nbnNewDev). */
  newDev: boolean;
}

export type SummaryLineId = 'plan' | 'voice' | 'modem' | 'extender' | 'activation' | 'newDev' | 'homeSecure';

export interface SummaryLine {
  id: SummaryLineId;
  label: string;
  amount: number;
  period: 'month' | 'once';
  free: boolean;
}

export interface OrderTotals {
  /** SPEC §9.3: modem + extenders × price + activation + new development fee. */
  upfrontCost: number;
  /** SPEC §9.3: plan (special when it applies) + call pack + Home Secure when subscribed. */
  monthlyCost: number;
  /** SPEC §9.4: the summary's monthly total, $6 lower when a special applies and Home Secure is chosen. */
  summaryMonthlyTotal: number;
  /** The 30-day cancellation notice pro-rata (see `cancellationNoticeProRata`). */
  cancellationNoticeProRata: number;
  /** SPEC §9.3: monthly + upfront − Home Secure (if chosen) + the 30-day notice pro-rata. */
  totalMinCost: number;
  newDevFee: number;
  lines: SummaryLine[];
  /** SPEC §9.4 footnote. */
  footnote: string;
}

const money = (amount: number): string => formatPrice(amount, { dollarSign: true });

/**
 * SPEC §9.3 says the minimum cost includes "a 30-day cancellation notice pro-rata" but not how much.
 * Decision: a month's charge spread over the year and taken for 30 days, monthly × 12 / 365 × 30,
 * rounded to the cent (a $69.95 month gives $68.99).
 */
export function cancellationNoticeProRata(monthly: number): number {
  return toDollars(Math.round((toCents(monthly) * 12 * 30) / 365));
}

/** SPEC §9.4: 'Total upfront cost $X & Total min cost $Y plus any pro-rata charges for 30-day cancellation notice period.' */
export function orderFootnote(upfrontCost: number, totalMinCost: number): string {
  return `Total upfront cost ${money(upfrontCost)} & Total min cost ${money(totalMinCost)} plus any pro-rata charges for 30-day cancellation notice period.`;
}

export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const { plan, modem, voice, homeSecure, newDev } = input;
  const specialApplies = plan.special !== null && plan.special !== undefined;
  const planMonthly = specialApplies && plan.special ? plan.special.planPrice : plan.price;
  const voiceMonthly = voice === 'unlimited' ? VOICE.unlimitedMonthly : VOICE.paygMonthly;
  const homeSecureMonthly = homeSecure ? HOME_SECURE.monthly : 0;
  const modemPrice = modem.selected ? Math.max(0, modem.price) : 0;
  // SPEC §4: the extender is offered with the modem, and turning the modem off sets extenders to 0.
  const extenderCount = modem.selected ? Math.max(0, Math.floor(input.extenders.count)) : 0;
  const extendersPrice = toDollars(toCents(input.extenders.price) * extenderCount);
  const activationFee = Math.max(0, plan.activationFee ?? 0);
  // SPEC §9.3: "New development one-off fee $300 (overrides the parsed newDevFee)".
  const newDevFee = newDev ? NEW_DEVELOPMENT_FEE : 0;

  const upfrontCost = sumDollars(modemPrice, extendersPrice, activationFee, newDevFee);
  const monthlyCost = sumDollars(planMonthly, voiceMonthly, homeSecureMonthly);
  const summaryMonthlyTotal = sumDollars(monthlyCost, specialApplies && homeSecure ? -HOME_SECURE.monthly : 0);
  const minCostMonthly = sumDollars(monthlyCost, -homeSecureMonthly);
  const proRata = cancellationNoticeProRata(minCostMonthly);
  const totalMinCost = sumDollars(monthlyCost, upfrontCost, -homeSecureMonthly, proRata);

  const lines: SummaryLine[] = [
    { id: 'plan', label: plan.title, amount: planMonthly, period: 'month', free: planMonthly === 0 },
  ];
  if (voice !== 'none')
    lines.push({
      id: 'voice',
      label: voice === 'unlimited' ? 'Unlimited call pack' : 'Pay-as-you-go calls',
      amount: voiceMonthly,
      period: 'month',
      free: voiceMonthly === 0,
    });
  if (modem.selected)
    lines.push({
      id: 'modem',
      // SPEC §9.4: "WiFi modem: free when price 0; otherwise priced with shipping".
      label: modemPrice === 0 ? 'WiFi modem' : modem.freeShipping === false ? 'WiFi modem & shipping' : 'WiFi modem & free shipping',
      amount: modemPrice,
      period: 'once',
      free: modemPrice === 0,
    });
  if (extenderCount > 0)
    lines.push({
      id: 'extender',
      // SPEC §9.4: "free shipping, price times quantity, prefixed 'Nx' when more than 1".
      label: `${extenderCount > 1 ? `${extenderCount}x ` : ''}WiFi Extender & free shipping`,
      amount: extendersPrice,
      period: 'once',
      free: extendersPrice === 0,
    });
  if (activationFee > 0)
    lines.push({ id: 'activation', label: 'Activation fee', amount: activationFee, period: 'once', free: false });
  // SPEC §9.4: "New development charge $300, one-time, shown only when newDev is above 0."
  if (newDevFee > 0)
    lines.push({ id: 'newDev', label: 'New development charge', amount: newDevFee, period: 'once', free: false });
  if (homeSecure)
    lines.push({ id: 'homeSecure', label: 'Home Secure', amount: HOME_SECURE.monthly, period: 'month', free: false });

  return {
    upfrontCost,
    monthlyCost,
    summaryMonthlyTotal,
    cancellationNoticeProRata: proRata,
    totalMinCost,
    newDevFee,
    lines,
    footnote: orderFootnote(upfrontCost, totalMinCost),
  };
}
