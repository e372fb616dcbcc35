// docs/product/pricing.md#plan-sources: the unconnected-services offers a Flip to Fibre plan is asked
// for; every other catalogue is 'standard'. Standard and boost share plan ids, so an order names both.
export const OFFER_TYPES = ['standard', 'boost'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
