// docs/product/pricing.md#plan-sources: GET /api/getFlipToFibrePlans/{nbnRegion}/{nbnServiceClass}/{maxSpeed}?offerType= "used
// when the address is flip ready and the campaign list includes the relevant campaign" (the CMS
// configuration's data.unconnected_services.value); otherwise GET /api/getDefaultFlipToFibrePlans.
// Which one is shared/domain/offer.ts flipPlanSource: the server's hand-off asks the same.
import { flipPlanSource } from '../../../shared/domain/flip-plan-source';
import type { OfferType } from '../../../shared/domain/offer-type';
import { apiPath } from '../../../shared/routes/api-paths';
import type { FlipSq, UnconnectedServiceType } from './flip-plans-key';

export { unconnectedCampaign } from '../../../shared/domain/sq-values';

export const DEFAULT_FLIP_PLANS_PATH = apiPath('defaultFlipToFibrePlans');
export const CONFIGURATION_PATH = apiPath('configuration');

/** The site API path of the flip plans for an address (or the default plans), and the offer they are. */
export function flipPlansRequest(
  sq: FlipSq | null | undefined,
  campaign: string | undefined,
  offerType: UnconnectedServiceType,
): { path: string; offerType: OfferType } {
  const source = flipPlanSource(sq ? { ...sq, campaigns: [...sq.campaigns] } : null, campaign);
  // The default plans are the standard offer, whatever the page asked for.
  if (source.kind === 'default') return { path: DEFAULT_FLIP_PLANS_PATH, offerType: 'standard' };
  const { nbnRegion, nbnServiceClass, maxSpeed } = source;
  return { path: apiPath('flipToFibrePlans', { nbnRegion, nbnServiceClass, maxSpeed }, { offerType }), offerType };
}

/** The site API path of the flip plans for an address (or the default plans). */
export function flipPlansPath(sq: FlipSq | null | undefined, campaign: string | undefined, offerType: UnconnectedServiceType): string {
  return flipPlansRequest(sq, campaign, offerType).path;
}
