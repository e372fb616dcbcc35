// docs/product/ordering-and-handoff.md#order-state, docs/product/pricing.md#price-format, docs/product/pricing.md#extras-and-fees: every price and fee
// of the extras and the order, in AUD inc. GST; apart from money.ts so pages selling no extras load none of it.

/** docs/product/pricing.md#modem: ZTE H1600 modem. */
export const MODEM = {
  price: 170,
  /** The value quoted in the extras copy ("valued at $200"). */
  shownValue: 200,
  /** A free modem carries this fee when the service is cancelled within the first months below. */
  earlyCancellationFee: 79,
  earlyCancellationMonths: 6,
} as const;

/** docs/product/pricing.md#extender: ZTE H3601 Wi-Fi extender. */
export const EXTENDER = { price: 120, shownValue: 150 } as const;

/** docs/product/pricing.md#home-secure Home Secure. */
export const HOME_SECURE = {
  monthly: 6,
  freeTrialMonths: 2,
  /** The trial is 3 months when the customer subscribes early (with the order). */
  freeTrialMonthsSubscribedEarly: 3,
} as const;

/** docs/product/pricing.md#pay-as-you-go-rates voice; the call pack is $10/mth wherever named (docs/product/pricing.md#call-packs). */
export const VOICE = { unlimitedMonthly: 10, paygMonthly: 0 } as const;

export type VoicePlanKey = 'payg' | 'unlimited';

/** docs/product/pricing.md#contract-term: contract term (months; no lock-in). */
export const CONTRACT_TERM = 1;

/** docs/product/content.md#analytics-items: analytics list prices (these differ from the catalogue prices on purpose). */
export const ANALYTICS_LIST_PRICES = { modem: 151, extender: 100, unlimited: 10, payg: 0 } as const;

/** docs/product/pricing.md#unlimited-international-destinations: destinations included in the unlimited call pack, in the product rules' order. */
export const UNLIMITED_DESTINATIONS = [
  'UK',
  'New Zealand',
  'USA',
  'Germany',
  'Hong Kong',
  'Japan',
  'France',
  'Canada',
  'China',
  'Singapore',
  'India',
  'Croatia',
] as const;

/** docs/product/pricing.md#pay-as-you-go-rates pay-as-you-go rates, as displayed. */
export const PAYG_RATES = [
  { callType: 'Local', rate: '10c/call' },
  { callType: 'National', rate: '10c/call' },
  { callType: 'Australian mobiles', rate: '20c/min' },
  { callType: '13/1300', rate: '25c/call' },
  { callType: '1223', rate: '$1.00/call' },
  { callType: '1225', rate: '$1.65/call' },
] as const;
