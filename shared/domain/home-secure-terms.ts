// docs/product/pricing.md#home-secure: "Home Secure: $6/mth, free trial 2 months (3 if subscribed early), no lock-in". Every
// order comes with the trial (the hand-off sends hs=trial or hs=subscribe, docs/product/ordering-and-handoff.md#hand-off-fields), so the summary
// says what Home Secure costs once its free months end, whichever was chosen.
import { HOME_SECURE } from './pricing-constants';
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

/** The order summary's Home Secure sentence, subscribed or on the free trial. */
export function homeSecureTerms(subscribed: boolean): string {
  return subscribed
    ? `Home Secure: ${homeSecureSteps(true)}. No lock-in: cancel any time.`
    : `Home Secure free trial: ${homeSecureSteps(false)} unless you cancel it before the trial ends. No lock-in.`;
}
