// Which address fields change the Flip to Fibre plans (docs/product/pricing.md#plan-sources), read by the
// pages on load; the request itself (flip-plans-request.ts) loads with the first check that needs it.
import type { SqResult } from '../../../shared/types/address';

export type FlipSq = Pick<SqResult, 'flipReady' | 'nbnRegion' | 'nbnServiceClass' | 'maxSpeed'> & { campaigns: readonly string[] };

/** The fields of a fibre-network address that change what the flip page lists (its fibre plans). */
type FibreNetworkSq = { fibreType?: string; categories?: readonly string[] };

/** Which address fields change the answer: a new snapshot of the same address fetches nothing. */
export function flipPlansKey(sq: (FlipSq & FibreNetworkSq) | null | undefined): string {
  if (!sq) return '';
  return [sq.flipReady, sq.nbnRegion, sq.nbnServiceClass, sq.maxSpeed, sq.campaigns.join(','), sq.fibreType ?? '', (sq.categories ?? []).join(',')].join('|');
}
