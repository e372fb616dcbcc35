// docs/product/pricing.md#home-secure: "$6/mth, no lock-in; a free trial of 2 months, or 3 when
// subscribed with the order", said as the order's `hs` field means it (docs/product/ordering-and-handoff.md#hand-off-fields).
import { money } from './money';
import { HOME_SECURE } from './price-list';
import { pricingState } from './pricing-states';

/** Home Secure's price over time, in the words of the plan prices: 'FREE for the first 3 months, then $6/mth'. */
export function homeSecureSteps(subscribed: boolean): string {
  const freeMonths = subscribed ? HOME_SECURE.freeTrialMonthsSubscribedEarly : HOME_SECURE.freeTrialMonths;
  return pricingState({
    price: HOME_SECURE.monthly,
    special: { planPrice: 0, months: freeMonths },
    freeFirstMonth: false,
    homeSecure: false,
  }).text;
}

/** The free trial, and what happens when it ends: 'FREE for the first 2 months, then it ends: nothing to pay unless you subscribe ($6/mth)'. */
export function homeSecureTrialText(): string {
  return `FREE for the first ${HOME_SECURE.freeTrialMonths} months, then it ends: nothing to pay unless you subscribe (${money(HOME_SECURE.monthly)}/mth)`;
}
