// Where an address's Flip to Fibre plans come from, and which offer they are
// (docs/product/pricing.md#plan-sources, docs/product/pricing.md#offer-type): one rule for the page's
// request and the server's hand-off and quotes (offer.ts). A module of its own: the page loads it
// with the plans request, before the rest of the offer.
import type { SqResult } from '../types/address';
import { campaignOfferType, type OfferType } from './offer-type';
import { hasCampaign, normaliseCampaign, normaliseCampaigns } from './sq-values';

/**
 * docs/product/pricing.md#plan-sources: the address's own plans (by region, service class and line
 * speed, for the offer type the campaigns give) when it is flip ready and its campaigns include the
 * configured unconnected-services campaign; the default plans (the standard offer) otherwise. Values
 * compared as sq-values.ts normalised them.
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
