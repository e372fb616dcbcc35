// SPEC §4 "Service type from path" and SPEC §3 catalogue urls.
import type { ServiceType } from '../schemas/plan';

export type PathServiceType = 'nbn' | 'fibre' | 'hwbb' | '';

/**
 * SPEC §4: "path containing broadband/nbn gives nbn, broadband/fibre gives fibre,
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
 * The service type a visitor asked for, for the address widget's additional error (SPEC §4: "An
 * additional error shows ... when the requested service type is not available").
 *
 * Decision: SPEC §4's path rule knows only the three broadband catalogues, but the widget also sits on
 * /flip-to-fibre and /mobile-broadband (SPEC §3 catalogue urls). Those two pages ask for their own
 * service, so they are added here; serviceTypeFromPath stays exactly as SPEC §4 says. /mobilephone is
 * not an address-qualified service and gives ''.
 */
export function requestedServiceTypeForPath(path: string): ServiceType | '' {
  if (startsWithSegment(path, '/flip-to-fibre')) return 'flipToFibre';
  if (startsWithSegment(path, '/mobile-broadband')) return 'mbb';
  return serviceTypeFromPath(path);
}
