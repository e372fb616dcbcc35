import type { SqResult } from '../../types/address';
import type { OfferType } from '../plans/offer-type';
import { hasCampaign, normaliseCampaign, normaliseCampaigns } from '../address/sq-values';

/**
 * Where an address's Flip to Fibre plans come from, and which offer they are (docs/product/pricing.md#plan-sources,
 * docs/product/pricing.md#offer-type): one rule for the page's request and the server's hand-off and quotes.
 */
export type FlipPlanSource =
  | { kind: 'address'; nbnRegion: SqResult['nbnRegion']; nbnServiceClass: number; maxSpeed: number; offerType: OfferType }
  | { kind: 'default'; offerType: 'standard' };

export function flipPlanSource(
  sq: Pick<SqResult, 'flipReady' | 'nbnRegion' | 'nbnServiceClass' | 'maxSpeed' | 'campaigns'> | null | undefined,
  campaign: string | null | undefined,
): FlipPlanSource {
  if (!sq || sq.flipReady === false || sq.flipReady === '' || !hasCampaign(sq.campaigns, campaign)) return { kind: 'default', offerType: 'standard' };
  return {
    kind: 'address',
    nbnRegion: sq.nbnRegion,
    nbnServiceClass: sq.nbnServiceClass,
    maxSpeed: Math.max(0, Math.floor(sq.maxSpeed)),
    offerType: campaignOfferType(normaliseCampaign(campaign), normaliseCampaigns(sq.campaigns)),
  };
}

/** The promo campaign codes that name an offer outright (compared normalised: trimmed, lower case). */
export const STANDARD_OFFER_CAMPAIGN = 'unconnected-standard';
export const BOOST_OFFER_CAMPAIGN = 'unconnected-boost';

/** docs/product/pricing.md#offer-type: the offer of an address in the configured campaign; both arguments normalised (sq-values.ts). */
export function campaignOfferType(configuredCampaign: string, addressCampaigns: readonly string[]): OfferType {
  if (configuredCampaign === BOOST_OFFER_CAMPAIGN) return 'boost';
  if (configuredCampaign === STANDARD_OFFER_CAMPAIGN) return 'standard';
  return addressCampaigns.includes(BOOST_OFFER_CAMPAIGN) ? 'boost' : 'standard';
}

// docs/product/pricing.md#flip-to-fibre-plan-fields: a Flip to Fibre plan is shown as its line's technology and speed
// ('FTTN 100'), the line being the address's own, never the catalogue's 'FTTN' at an FTTC address.

/** The copper technologies the fibre upgrade replaces, as service qualification names them. */
const COPPER_TECHNOLOGIES = ['FTTN', 'FTTB', 'FTTC'] as const;

/** The address's technology label for a flip plan title: 'FTTN 500' at an FTTC address is 'FTTC 500'. */
export function flipPlanLabel(planTitle: string, nbnType: string): string {
  const technology = nbnType.trim().toUpperCase();
  const known = COPPER_TECHNOLOGIES.find((candidate) => technology === candidate || technology.startsWith(`${candidate} `));
  if (!known) return planTitle;
  return planTitle.replace(/^FTT[NBC]\b/i, known);
}
