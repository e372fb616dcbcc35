// docs/product/address-check.md#service-type-from-path "Service type from path" and docs/product/pricing.md#service-types catalogue urls.
import type { ServiceType } from '../../schemas/plan';

export type PathServiceType = 'nbn' | 'fibre' | 'hwbb' | '';

/**
 * docs/product/address-check.md#service-type-from-path: "path containing broadband/nbn gives nbn, broadband/fibre gives fibre,
 * broadband/home-wireless gives hwbb, otherwise empty."
 */
export function serviceTypeFromPath(path: string): PathServiceType {
  if (path.includes('broadband/nbn')) return 'nbn';
  if (path.includes('broadband/fibre')) return 'fibre';
  if (path.includes('broadband/home-wireless')) return 'hwbb';
  return '';
}

const startsWithSegment = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`);

/**
 * The service type a visitor asked for (docs/product/address-check.md#requested-service-unavailable): the path rule above,
 * plus the two other pages that sell their own service (the site's reading, written there).
 */
export function requestedServiceTypeForPath(path: string): ServiceType | '' {
  if (startsWithSegment(path, '/flip-to-fibre')) return 'flipToFibre';
  if (startsWithSegment(path, '/mobile-broadband')) return 'mbb';
  return serviceTypeFromPath(path);
}
