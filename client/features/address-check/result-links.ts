// Where the result panel sends the visitor next ("Result panel links onward, e.g. 'See plans'
// to the matching service page #plans") and the additional error's wording.
import { isRequestedServiceAvailable } from '../../../shared/domain/result-message';
import { CATALOGUE_PATHS, PATHS } from '../../../shared/routes/paths';
import type { SqResult } from '../../../shared/types/address';
import type { ServiceType } from '../../../shared/schemas/plan';

export const PLANS_ANCHOR = '#plans';

type CatalogueType = keyof typeof CATALOGUE_PATHS;
const isCatalogueType = (type: ServiceType | ''): type is CatalogueType => type !== '' && type in CATALOGUE_PATHS;

const hasCategory = (sq: Pick<SqResult, 'categories'>, wanted: string): boolean =>
  sq.categories.some((category) => category.toLowerCase() === wanted);

/**
 * The plan list that suits the result: the requested service when it is available there, else the
 * best service of the address (fibre networks first, then nbn, then home wireless).
 */
export function plansPathFor(sq: SqResult, requested: ServiceType | '', isFlipPage: boolean): string {
  if (isFlipPage) return `${PATHS.flipToFibre}${PLANS_ANCHOR}`;
  if (isCatalogueType(requested) && isRequestedServiceAvailable(sq, requested)) return `${CATALOGUE_PATHS[requested]}${PLANS_ANCHOR}`;
  if (sq.priority === 'fibre' || (sq.services.includes('fibre') && !sq.services.includes('nbn'))) return `${PATHS.fibre}${PLANS_ANCHOR}`;
  if (sq.services.includes('nbn') && hasCategory(sq, 'nbn')) return `${PATHS.nbn}${PLANS_ANCHOR}`;
  if (hasCategory(sq, 'hwbb')) return `${PATHS.homeWireless}${PLANS_ANCHOR}`;
  return `${PATHS.nbn}${PLANS_ANCHOR}`;
}

export const FLIP_PLANS_PATH = `${PATHS.flipToFibre}${PLANS_ANCHOR}`;

export { requestedServiceUnavailableText } from '../../../shared/domain/result-message';
