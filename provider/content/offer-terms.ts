// Offer wording that docs/product/ fixes word for word and that several pages repeat. One copy here so
// the home phone page, the Flip to Fibre pages and the tests cannot drift apart.
import { PAYG_RATES as RATES, UNLIMITED_DESTINATIONS } from '../../shared/domain/pricing/price-list';
import { SUPPORT_PHONE } from '../../shared/domain/site/frame';

export const SUPPORT_PHONE_DISPLAY = SUPPORT_PHONE.inText;

/** docs/product/pricing.md#unlimited-international-destinations unlimited international destinations, in the order the product rules list them (one list: shared/domain). */
export const UNLIMITED_INTERNATIONAL_LIST = UNLIMITED_DESTINATIONS.join(', ');

const rateOf = (callType: (typeof RATES)[number]['callType']): string => RATES.find((row) => row.callType === callType)!.rate;

/** docs/product/pricing.md#pay-as-you-go-rates pay-as-you-go call rates, as shown: the one table in shared/domain. */
export const PAYG_RATES = {
  local: rateOf('Local'),
  national: rateOf('National'),
  australianMobiles: rateOf('Australian mobiles'),
  thirteenNumbers: rateOf('13/1300'),
  directory1223: rateOf('1223'),
  directory1225: rateOf('1225'),
  betweenCustomers: 'Free',
} as const;

/** docs/product/pricing.md#plan-promises: what every plan says about itself. */
export const PLAN_PROMISES = {
  unlimitedData: 'Unlimited Data',
  noLockIn: 'No Lock in contract',
  freeActivation: 'free activation',
  speedBoostDays: '5 My Speed Boost (free Speed Upgrade) days per month',
  referral: '10% off the plan fee for six months',
  newCustomersOnly: 'new residential nbn customers only and subject to service qualification',
} as const;
