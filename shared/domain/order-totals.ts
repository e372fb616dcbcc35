// docs/product/pricing.md#minimum-cost and docs/product/ordering-and-handoff.md#order-summary: what the order costs up front, per month and
// at minimum, and the lines the summary lists.
import { sumDollars } from './money';
import { homeSecureTerms } from './home-secure-terms';
import { minimumCost, PRO_RATA_NOTE, type CostSelection } from './minimum-cost';
import { HOME_SECURE } from './pricing-constants';
import { pricingState } from './pricing-states';
import { formatPrice } from './price-format';

export interface OrderTotalsInput extends CostSelection {
  plan: CostSelection['plan'] & { title: string };
  modem: CostSelection['modem'] & {
    /**
     * docs/product/pricing.md#summary-lines: 'WiFi modem & shipping' for one service type, 'WiFi modem & free shipping' for the
     * others, without naming the type. Decision: the catalogue's HardwareItem.freeShipping decides.
     */
    freeShipping?: boolean;
  };
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
  /** docs/product/pricing.md#new-development-fee: modem + extenders × price + activation + new development fee. */
  upfrontCost: number;
  /** docs/product/pricing.md#home-secure: plan (special when it applies) + call pack + Home Secure when subscribed. */
  monthlyCost: number;
  /** docs/product/pricing.md#monthly-total: the summary's monthly total, $6 lower when a special applies and Home Secure is chosen. */
  summaryMonthlyTotal: number;
  /** docs/product/pricing.md#minimum-cost minimum cost (`minimumCost`): the figure of the plan card and the CIS for the plan alone. */
  totalMinCost: number;
  newDevFee: number;
  lines: SummaryLine[];
  /** docs/product/pricing.md#summary-footnote footnote. */
  footnote: string;
  /**
   * What changes after the first months: the plan's price steps when its price changes (free month,
   * special) and what Home Secure costs once its free months end, subscribed or on the free trial.
   */
  priceChanges: string[];
}

const money = (amount: number): string => formatPrice(amount, { dollarSign: true });

/**
 * docs/product/pricing.md#monthly-total: 'Total upfront cost $X & Total min cost $Y plus any pro-rata charges for 30-day cancellation
 * notice period.' $Y leaves the pro-rata out, so the footnote states it once (docs/decisions/012-one-minimum-cost.md).
 */
export function orderFootnote(upfrontCost: number, totalMinCost: number): string {
  return `Total upfront cost ${money(upfrontCost)} & Total min cost ${money(totalMinCost)} ${PRO_RATA_NOTE}.`;
}

export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const { plan, modem, voice, homeSecure } = input;
  const cost = minimumCost(input);
  const specialApplies = plan.special !== null && plan.special !== undefined;
  const planMonthly = specialApplies && plan.special ? plan.special.planPrice : plan.price;
  const { voiceMonthly, homeSecureMonthly, modemPrice, extenderCount, extendersPrice, activationFee, newDevFee } = cost;
  const monthlyCost = sumDollars(planMonthly, voiceMonthly, homeSecureMonthly);
  const summaryMonthlyTotal = sumDollars(monthlyCost, specialApplies && homeSecure ? -HOME_SECURE.monthly : 0);
  const planSteps = pricingState({ ...plan, homeSecure: false });

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
  if (homeSecure)
    lines.push({ id: 'homeSecure', label: 'Home Secure', amount: HOME_SECURE.monthly, period: 'month', free: false });

  return {
    upfrontCost: cost.upfront,
    monthlyCost,
    summaryMonthlyTotal,
    totalMinCost: cost.total,
    newDevFee,
    lines,
    footnote: orderFootnote(cost.upfront, cost.total),
    priceChanges: [
      ...(planSteps.segments.length > 1 ? [`${plan.title}: ${planSteps.text}.`] : []),
      homeSecureTerms(homeSecure),
    ],
  };
}
