// docs/product/pricing.md#offer-type: the unconnected-services offer (standard or boost) is the
// server's, decided by the CMS configuration's campaign and the address's own campaigns; no query
// parameter or posted field chooses it (docs/decisions/035-the-offer-type-is-the-servers.md).
// Standard and boost share plan ids, so an order names both. The mapping is campaignOfferType
// (flip-plan-source.ts): every plan page loads this list, the mapping only with the plans request.
export const OFFER_TYPES = ['standard', 'boost'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
