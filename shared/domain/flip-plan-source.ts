// Where an address's Flip to Fibre plans come from (docs/product/pricing.md#plan-sources): one rule for the
// page's request and the server's hand-off (offer.ts). A module of its own: the page loads it with the
// plans request, before the rest of the offer.
import type { SqResult } from '../types/address';
import { hasCampaign } from './sq-values';

/**
 * docs/product/pricing.md#plan-sources: where an address's Flip to Fibre plans come from. The
 * address's own plans (by region, service class and line speed, for the offer type) when it is flip
 * ready and its campaigns include the configured unconnected-services campaign; the default plans
 * otherwise. Values compared as sq-values.ts normalised them.
 */
export type FlipPlanSource =
  | { kind: 'address'; nbnRegion: SqResult['nbnRegion']; nbnServiceClass: number; maxSpeed: number }
  | { kind: 'default' };

export function flipPlanSource(
  sq: Pick<SqResult, 'flipReady' | 'nbnRegion' | 'nbnServiceClass' | 'maxSpeed' | 'campaigns'> | null | undefined,
  campaign: string | null | undefined,
): FlipPlanSource {
  if (!sq || sq.flipReady === false || sq.flipReady === '' || !hasCampaign(sq.campaigns, campaign)) return { kind: 'default' };
  return { kind: 'address', nbnRegion: sq.nbnRegion, nbnServiceClass: sq.nbnServiceClass, maxSpeed: Math.max(0, Math.floor(sq.maxSpeed)) };
}

