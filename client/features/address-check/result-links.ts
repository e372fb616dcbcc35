// Where the result panel sends the visitor next (docs/product/address-check.md#ways-on: the rule is
// shared/domain/address/ways-on.ts, which the server's availability answer reads too) and the additional
// error's wording.
import { PLANS_ANCHOR, plansPathFor as waysOnPlansPath } from '../../../shared/domain/address/ways-on';
import { PATHS } from '../../../shared/routes/paths';
import type { SqResult } from '../../../shared/types/address';
import type { ServiceType } from '../../../shared/schemas/plan';

export { PLANS_ANCHOR };

export const FLIP_PLANS_PATH = `${PATHS.flipToFibre}${PLANS_ANCHOR}`;

/**
 * The plan list that suits the result: the Flip to Fibre page's own, the requested service's when the
 * address can get it, else the best service it can get; null when it can get none.
 */
export function plansPathFor(sq: SqResult, requested: ServiceType | '', isFlipPage: boolean, currentPath = ''): string | null {
  if (isFlipPage) return FLIP_PLANS_PATH;
  return waysOnPlansPath(sq, requested, currentPath);
}

export { requestedServiceUnavailableText } from '../../../shared/domain/address/result-message';
