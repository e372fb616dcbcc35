// docs/product/pricing.md#offer-type: the unconnected-services offer is the server's (docs/decisions/035-the-offer-type-is-the-servers.md);
// the mapping, campaignOfferType, is in flip-plan-source.ts, which loads only with the plans request.
export const OFFER_TYPES = ['standard', 'boost'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
