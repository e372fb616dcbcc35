// docs/product/pricing.md#plan-sources: the address's Flip to Fibre plans or the default ones, as the
// server's hand-off asks; never from the page's URL (docs/product/pricing.md#offer-type).
import { flipPlanSource } from '../../../shared/domain/flip/flip-plan-source';
import type { OfferType } from '../../../shared/domain/plans/offer-type';
import { apiPath, type ApiRead } from '../../../shared/routes/api-paths';
import type { FlipSq } from './flip-plans-key';

export { unconnectedCampaign } from '../../../shared/domain/address/sq-values';

export const DEFAULT_FLIP_PLANS_PATH = apiPath('defaultFlipToFibrePlans');
export const CONFIGURATION_PATH = apiPath('configuration');

/** The site API read (and path) of the flip plans for an address (or the default plans), and the offer they are. */
export function flipPlansRequest(sq: FlipSq | null | undefined, campaign: string | undefined): { read: ApiRead; path: string; offerType: OfferType } {
  const source = flipPlanSource(sq ? { ...sq, campaigns: [...sq.campaigns] } : null, campaign);
  if (source.kind === 'default') return { read: ['defaultFlipToFibrePlans'], path: DEFAULT_FLIP_PLANS_PATH, offerType: source.offerType };
  const { nbnRegion, nbnServiceClass, maxSpeed, offerType } = source;
  const params = { nbnRegion, nbnServiceClass, maxSpeed };
  return { read: ['flipToFibrePlans', params, { offerType }], path: apiPath('flipToFibrePlans', params, { offerType }), offerType };
}
