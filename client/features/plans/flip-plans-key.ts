// What the pages read on load about the Flip to Fibre plans request (docs/product/pricing.md#plan-sources):
// the offer type from the URL, and which address fields change the answer. The request itself
// (flip-plans-request.ts) loads with the first address check that needs it.
import type { SqResult } from '../../../shared/types/address';

/** docs/product/pricing.md#service-types page state: unconnectedServiceType, 'standard' by default; '?offer=boost' asks for boost. */
export type UnconnectedServiceType = 'standard' | 'boost';

export function unconnectedServiceType(search: URLSearchParams): UnconnectedServiceType {
  return search.get('offer')?.trim().toLowerCase() === 'boost' ? 'boost' : 'standard';
}

export type FlipSq = Pick<SqResult, 'flipReady' | 'nbnRegion' | 'nbnServiceClass' | 'maxSpeed'> & { campaigns: readonly string[] };

/** The fields of a fibre-network address that change what the flip page lists (its fibre plans). */
type FibreNetworkSq = { fibreType?: string; categories?: readonly string[] };

/** Which address fields change the answer: a new snapshot of the same address fetches nothing. */
export function flipPlansKey(sq: (FlipSq & FibreNetworkSq) | null | undefined): string {
  if (!sq) return '';
  return [sq.flipReady, sq.nbnRegion, sq.nbnServiceClass, sq.maxSpeed, sq.campaigns.join(','), sq.fibreType ?? '', (sq.categories ?? []).join(',')].join('|');
}
