// SPEC §3, §5 and §9.3: every price and fee of the extras and the order, in AUD inc. GST.

/** SPEC §3 / §9.3: ZTE H1600 modem. */
export const MODEM = {
  /** Catalogue price. */
  price: 170,
  /** The value quoted in the extras copy ("valued at $200"). */
  shownValue: 200,
  /** A free modem carries this fee when the service is cancelled within the first months below. */
  earlyCancellationFee: 79,
  earlyCancellationMonths: 6,
} as const;

/** SPEC §3 / §9.3: ZTE H3601 Wi-Fi extender. */
export const EXTENDER = {
  price: 120,
  shownValue: 150,
} as const;

/** SPEC §9.3 Home Secure. */
export const HOME_SECURE = {
  monthly: 6,
  freeTrialMonths: 2,
  /** The trial is 3 months when the customer subscribes early (with the order). */
  freeTrialMonthsSubscribedEarly: 3,
} as const;

/** SPEC §9.3 voice: unlimited call pack and pay-as-you-go. */
export const VOICE = {
  unlimitedMonthly: 10,
  /** 'Slash my bill' bundle discount on the unlimited call pack. */
  slashMyBillDiscount: 5,
  /** "saving up to $15 off per month" under the bundle. */
  slashMyBillMaxSaving: 15,
  paygMonthly: 0,
} as const;

export type VoicePlanKey = 'payg' | 'unlimited';

/** SPEC §9.3: one-off nbn new development fee; overrides any parsed newDevFee. */
export const NEW_DEVELOPMENT_FEE = 300;

/** SPEC §9.3: contract term (months; no lock-in). */
export const CONTRACT_TERM = 1;

/** SPEC §3: analytics list prices (these differ from the catalogue prices on purpose). */
export const ANALYTICS_LIST_PRICES = {
  modem: 151,
  extender: 100,
  unlimited: 10,
  payg: 0,
} as const;

/** SPEC §9.3: destinations included in the unlimited call pack, in SPEC order. */
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

/** SPEC §9.3 pay-as-you-go rates, as displayed. */
export const PAYG_RATES = [
  { callType: 'Local', rate: '10c/call' },
  { callType: 'National', rate: '10c/call' },
  { callType: 'Australian mobiles', rate: '20c/min' },
  { callType: '13/1300', rate: '25c/call' },
  { callType: '1223', rate: '$1.00/call' },
  { callType: '1225', rate: '$1.65/call' },
] as const;

/** SPEC §5 flip eligibility, word for word, for use inside a sentence ("To qualify, ..."). */
export const FLIP_ELIGIBILITY_RULE =
  'current FTTN addresses need a Family nbn 100/20Mbps plan or faster; current FTTC addresses need a Superfast nbn 250/25Mbps plan or faster';
/** SPEC §5 flip eligibility, one sentence per technology. */
export const FLIP_ELIGIBILITY_SENTENCES = FLIP_ELIGIBILITY_RULE.split('; ').map((s) => `${s[0]!.toUpperCase()}${s.slice(1)}.`);
export const FLIP_ELIGIBILITY_TEXT = FLIP_ELIGIBILITY_SENTENCES.join(' ');

/** SPEC §1: referral offer. */
export const REFERRAL_OFFER = { percentOff: 10, months: 6 } as const;
