// docs/product/pricing.md#plan-sources: GET /api/getFlipToFibrePlans/{nbnRegion}/{nbnServiceClass}/{maxSpeed}?offerType= "used
// when the address is flip ready and the campaign list includes the relevant campaign" (the CMS
// configuration's data.unconnected_services.value); otherwise GET /api/getDefaultFlipToFibrePlans.
import { apiPath } from '../../../shared/routes/api-paths';
import type { ConfigurationAnswer } from '../../../shared/schemas/upstream';
import type { SqResult } from '../../../shared/types/address';

export const DEFAULT_FLIP_PLANS_PATH = apiPath('defaultFlipToFibrePlans');
export const CONFIGURATION_PATH = apiPath('configuration');

/** docs/product/pricing.md#service-types page state: unconnectedServiceType, 'standard' by default; '?offer=boost' asks for boost. */
export type UnconnectedServiceType = 'standard' | 'boost';

export function unconnectedServiceType(search: URLSearchParams): UnconnectedServiceType {
  return search.get('offer')?.trim().toLowerCase() === 'boost' ? 'boost' : 'standard';
}

export function unconnectedCampaign(configuration: ConfigurationAnswer | null | undefined): string | undefined {
  const value = configuration?.data?.unconnected_services?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

type FlipSq = Pick<SqResult, 'flipReady' | 'nbnRegion' | 'nbnServiceClass' | 'maxSpeed'> & { campaigns: readonly string[] };

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

/** Which address fields change the answer: a new snapshot of the same address fetches nothing. */
export function flipPlansKey(sq: FlipSq | null | undefined): string {
  if (!sq) return '';
  return [sq.flipReady, sq.nbnRegion, sq.nbnServiceClass, sq.maxSpeed, sq.campaigns.join(',')].join('|');
}
