// docs/product/pricing.md#plan-sources: GET /api/getFlipToFibrePlans/{nbnRegion}/{nbnServiceClass}/{maxSpeed}?offerType= "used
// when the address is flip ready and the campaign list includes the relevant campaign" (the CMS
// configuration's data.unconnected_services.value); otherwise GET /api/getDefaultFlipToFibrePlans.
import { apiPath } from '../../../shared/routes/api-paths';
import type { ConfigurationAnswer } from '../../../shared/schemas/upstream';
import type { FlipSq, UnconnectedServiceType } from './flip-plans-key';

export const DEFAULT_FLIP_PLANS_PATH = apiPath('defaultFlipToFibrePlans');
export const CONFIGURATION_PATH = apiPath('configuration');

export function unconnectedCampaign(configuration: ConfigurationAnswer | null | undefined): string | undefined {
  const value = configuration?.data?.unconnected_services?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}


const isFlipReady = (sq: FlipSq): boolean => sq.flipReady !== false && sq.flipReady !== '';

/** The site API path of the flip plans for an address (or the default plans). */
export function flipPlansPath(
  sq: FlipSq | null | undefined,
  campaign: string | undefined,
  offerType: UnconnectedServiceType,
): string {
  if (!sq || !campaign || !isFlipReady(sq)) return DEFAULT_FLIP_PLANS_PATH;
  const wanted = campaign.toLowerCase();
  if (!sq.campaigns.some((code) => code.toLowerCase() === wanted)) return DEFAULT_FLIP_PLANS_PATH;
  const maxSpeed = Math.max(0, Math.floor(sq.maxSpeed));
  return apiPath('flipToFibrePlans', { nbnRegion: sq.nbnRegion, nbnServiceClass: sq.nbnServiceClass, maxSpeed }, { offerType });
}
