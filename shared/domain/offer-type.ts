// docs/product/pricing.md#offer-type: the unconnected-services offer (standard or boost) is the
// server's, decided by the CMS configuration's campaign and the address's own campaigns; no query
// parameter or posted field chooses it (docs/decisions/035-the-offer-type-is-the-servers.md).
// Standard and boost share plan ids, so an order names both. Word-free and small: the page's plan
// request reads it as well as the server's hand-off.
export const OFFER_TYPES = ['standard', 'boost'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** The promo campaign codes that name an offer outright (compared normalised: trimmed, lower case). */
export const STANDARD_OFFER_CAMPAIGN = 'unconnected-standard';
export const BOOST_OFFER_CAMPAIGN = 'unconnected-boost';

/**
 * docs/product/pricing.md#offer-type: the offer of an address that is in the configured campaign.
 * The configured code `unconnected-boost` runs the boost offer for every address in it, and
 * `unconnected-standard` the standard one; any other code (a season's campaign such as
 * `UNCONNECTED-H2-FY25`) leaves the choice to the address: boost when its own campaigns include
 * `unconnected-boost`, else standard. Both arguments are normalised codes (sq-values.ts).
 */
export function campaignOfferType(configuredCampaign: string, addressCampaigns: readonly string[]): OfferType {
  if (configuredCampaign === BOOST_OFFER_CAMPAIGN) return 'boost';
  if (configuredCampaign === STANDARD_OFFER_CAMPAIGN) return 'standard';
  return addressCampaigns.includes(BOOST_OFFER_CAMPAIGN) ? 'boost' : 'standard';
}
