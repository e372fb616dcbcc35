import { money, sumDollars } from './money';
import { EXTENDER, HOME_SECURE, MODEM } from './price-list';
import { homeSecureTrialText } from './home-secure-terms';
import { minimumCost, PRO_RATA_NOTE, type CostSelection } from './minimum-cost';
import { paygLineText } from './payg-line';
import type { OrderedExtras } from '../plans/service-extras';
import { planFeeInMonth, pricingState, priceStepsText, segmentsOfMonthlyFees } from './pricing-states';

// docs/product/pricing.md#summary-lines, docs/product/pricing.md#monthly-total and docs/product/pricing.md#minimum-cost:
// the order's costs and the summary's lines; the monthly total is the lines' steps added month by month, so they always agree.

export interface OrderTotalsInput extends CostSelection {
  plan: CostSelection['plan'] & { title: string };
  modem: CostSelection['modem'] & {
    /** docs/product/pricing.md#summary-lines: '& shipping' or '& free shipping', as the catalogue's HardwareItem.freeShipping says. */
    freeShipping?: boolean;
  };
  /** The service comes with Home Secure (`extrasForService`; default true): without it, no Home Secure line at all. */
  homeSecureOffered?: boolean;
}

export type SummaryLineId = 'plan' | 'voice' | 'modem' | 'extender' | 'activation' | 'newDev' | 'homeSecure';

export interface SummaryLine {
  id: SummaryLineId;
  label: string;
  /** A one-off charge; for a monthly line, its ongoing monthly price (after every free or special month). */
  amount: number;
  period: 'month' | 'once';
  /** Nothing to pay for this line, ever (a free modem, the Home Secure free trial). */
  free: boolean;
  /** A monthly line's price as it changes: 'FREE for the first month, $74.95/mth for the next 5 months, then $89.95/mth'. */
  steps?: string;
}

/**
 * docs/product/pricing.md#summary-footnote: 'Total upfront cost $X & Total min cost $Y including the 30-day cancellation
 * notice period.' ($Y already holds the notice period, docs/decisions/029-claims-follow-the-prices.md).
 */
export function orderFootnote(upfrontCost: number, totalMinCost: number): string {
  return `Total upfront cost ${money(upfrontCost)} & Total min cost ${money(totalMinCost)} ${PRO_RATA_NOTE}.`;
}

/** A monthly charge: its fee in each month and the month after which it no longer changes. */
interface MonthlyCharge {
  feeInMonth: (month: number) => number;
  settledAfter: number;
}

const stepsOf = (charge: MonthlyCharge) => priceStepsText(segmentsOfMonthlyFees(charge.feeInMonth, charge.settledAfter)).text;

export function orderTotals(input: OrderTotalsInput) {
  const { plan, modem, voice, homeSecure } = input;
  const homeSecureOffered = input.homeSecureOffered ?? true;
  const cost = minimumCost(input);
  const { voiceMonthly, modemPrice, extenderCount, extendersPrice, activationFee, newDevFee } = cost;

  const planSegments = pricingState({ ...plan, homeSecure: false }).segments;
  const planCharge: MonthlyCharge = {
    feeInMonth: (month) => planFeeInMonth(plan, month),
    settledAfter: planSegments.reduce((last, segment) => (segment.months === null ? last : segment.fromMonth + segment.months - 1), 0),
  };
  const voiceCharge: MonthlyCharge = { feeInMonth: () => voiceMonthly, settledAfter: 0 };
  // docs/product/pricing.md#home-secure: subscribed with the order, free for 3 months, then $6/mth.
  const freeHomeSecureMonths = HOME_SECURE.freeTrialMonthsSubscribedEarly;
  const homeSecureCharge: MonthlyCharge = {
    feeInMonth: (month) => (homeSecure && homeSecureOffered && month > freeHomeSecureMonths ? HOME_SECURE.monthly : 0),
    settledAfter: homeSecure && homeSecureOffered ? freeHomeSecureMonths : 0,
  };

  const lines: SummaryLine[] = [
    { id: 'plan', label: plan.title, amount: plan.price, period: 'month', free: plan.price === 0, steps: stepsOf(planCharge) },
  ];
  if (voice !== 'none')
    lines.push({
      id: 'voice',
      label: voice === 'unlimited' ? 'Unlimited call pack' : 'Pay-as-you-go calls',
      amount: voiceMonthly,
      period: 'month',
      // Pay-as-you-go has no monthly fee, but its calls are charged: not free.
      free: voice !== 'payg' && voiceMonthly === 0,
      steps: voice === 'payg' ? paygLineText() : stepsOf(voiceCharge),
    });
  if (modem.selected)
    lines.push({
      id: 'modem',
      // docs/product/pricing.md#summary-lines: "WiFi modem: free when price 0; otherwise priced with shipping".
      label: modemPrice === 0 ? 'WiFi modem' : modem.freeShipping === false ? 'WiFi modem & shipping' : 'WiFi modem & free shipping',
      amount: modemPrice,
      period: 'once',
      free: modemPrice === 0,
    });
  if (extenderCount > 0)
    lines.push({
      id: 'extender',
      // docs/product/pricing.md#summary-lines: "free shipping, price times quantity, prefixed 'Nx' when more than 1".
      label: `${extenderCount > 1 ? `${extenderCount}x ` : ''}WiFi Extender & free shipping`,
      amount: extendersPrice,
      period: 'once',
      free: extendersPrice === 0,
    });
  if (activationFee > 0)
    lines.push({ id: 'activation', label: 'Activation fee', amount: activationFee, period: 'once', free: false });
  // docs/product/pricing.md#summary-lines: "New development charge $300, one-time, shown only when newDev is above 0."
  if (newDevFee > 0)
    lines.push({ id: 'newDev', label: 'New development charge', amount: newDevFee, period: 'once', free: false });
  if (homeSecureOffered)
    lines.push(
      homeSecure
        ? { id: 'homeSecure', label: 'Home Secure', amount: HOME_SECURE.monthly, period: 'month', free: false, steps: stepsOf(homeSecureCharge) }
        : { id: 'homeSecure', label: 'Home Secure free trial', amount: 0, period: 'month', free: true, steps: homeSecureTrialText() },
    );

  const charges = [planCharge, voiceCharge, homeSecureCharge];
  const monthlySteps = segmentsOfMonthlyFees(
    (month) => sumDollars(...charges.map((charge) => charge.feeInMonth(month))),
    Math.max(...charges.map((charge) => charge.settledAfter)),
  );

  return {
    /** docs/product/pricing.md#upfront-cost: modem + extenders × price + activation + new development fee. */
    upfrontCost: cost.upfront,
    /** The ongoing monthly total, once every free and special month has ended (the last of `monthlySteps`). */
    monthlyCost: monthlySteps.at(-1)!.monthly,
    /** docs/product/pricing.md#monthly-total: the monthly lines added up month by month. */
    monthlySteps,
    /** `monthlySteps` in words: '$10/mth for the first month, $84.95/mth for the next 2 months, then $90.95/mth'. */
    monthlyStepsText: priceStepsText(monthlySteps).text,
    /** docs/product/pricing.md#minimum-cost minimum cost (`minimumCost`), the 30-day notice period included. */
    totalMinCost: cost.total,
    newDevFee,
    lines,
    /** docs/product/pricing.md#summary-footnote footnote. */
    footnote: orderFootnote(cost.upfront, cost.total),
  };
}
export type OrderTotals = ReturnType<typeof orderTotals>;

/** The totals of a plan with its extras as ordered (service-extras.ts): what the summary and a quote list and price. */
export function orderedTotals(plan: OrderTotalsInput['plan'], extras: OrderedExtras, newDev: boolean): OrderTotals {
  return orderTotals({
    plan,
    modem: { selected: extras.modem, price: MODEM.price, freeShipping: true },
    extenders: { count: extras.modem ? extras.extenders : 0, price: EXTENDER.price },
    voice: extras.voice,
    homeSecure: extras.homeSecure === 'subscribe',
    homeSecureOffered: extras.homeSecure !== 'none',
    newDev,
  });
}

/** docs/product/pricing.md#summary-lines, for the summary and the quote page alike. A line's amount: a monthly line its price steps ('FREE for the first month, ..., then $84.95/mth'), a one-off its price. */
export function lineAmountText(line: Pick<SummaryLine, 'amount' | 'period' | 'free' | 'steps'>): string {
  if (line.period === 'month' && line.steps) return line.steps;
  if (line.free) return 'FREE';
  return line.period === 'month' ? `${money(line.amount)}/mth` : money(line.amount);
}
