// What one address can get of each service, and why not (docs/product/address-check.md#service-status,
// docs/decisions/019-one-offer-per-address.md). Reasons as codes: their words (plan-eligibility.ts) load with the offer.
import type { SqResult } from '../../types/address';
import { flipStatus } from '../flip/flip-status';
import type { HandoffServiceType } from '../ordering/handoff-service-fields';

/** The address check's plan category each service type needs (docs/product/pricing.md#service-types categories). */
export const SERVICE_CATEGORY: Readonly<Record<HandoffServiceType, string>> = {
  nbn: 'nbn',
  fibre: 'fibre',
  hwbb: 'hwbb',
  mbb: 'mbb',
  // The upgrade is ordered on the address's nbn line.
  flipToFibre: 'nbn',
};

export type StatusSq = Pick<
  SqResult,
  'flipReady' | 'flipDate' | 'nbnServiceClass' | 'nbnType' | 'fibreType' | 'nbnNewDev'
> & { categories: readonly string[] };

/** An nbn line (or a fibre network's) serves the address: nbn's technology is then the line's. */
export function hasFixedLine(sq: Pick<StatusSq, 'categories' | 'fibreType'>): boolean {
  return sq.categories.includes('nbn') || sq.fibreType !== '';
}

export type ServiceStatusKind = 'available' | 'no-service' | 'not-at-address' | 'by-request' | 'already-on-fibre';

/** Why a plan is not offered: the address-wide reasons of a service, then the per-plan ones. */
export type NotOfferedReason =
  /** The address check found nothing to sell there (no plan category at all). */
  | 'address_has_no_service'
  /** The address does not have the plan's category. */
  | 'service_not_at_address'
  /** A flip plan where the upgrade is only by request. */
  | 'flip_not_available'
  /** A flip plan on a line the upgrade is not sold for (HFC, wireless, satellite). */
  | 'flip_not_offered'
  /** A flip plan at an address already on fibre. */
  | 'already_on_fibre'
  /** A flip plan slower than docs/product/address-check.md#flip-eligibility allows for the line's technology. */
  | 'flip_speed_too_low'
  /** An nbn plan faster than the line's maximum download speed. */
  | 'above_line_speed';

export type ServiceStatus =
  | { kind: 'available' }
  | { kind: Exclude<ServiceStatusKind, 'available'>; reason: NotOfferedReason };

/** The status of one service at the address, by the table of docs/product/address-check.md#service-status. */
export function serviceStatus(service: HandoffServiceType, sq: StatusSq): ServiceStatus {
  if (sq.categories.length === 0)
    return { kind: 'no-service', reason: 'address_has_no_service' };
  if (!sq.categories.includes(SERVICE_CATEGORY[service]) || (service === 'fibre' && sq.fibreType === ''))
    return { kind: 'not-at-address', reason: 'service_not_at_address' };
  if (service === 'flipToFibre') {
    const flip = flipStatus(sq);
    if (flip === 'on-fibre') return { kind: 'already-on-fibre', reason: 'already_on_fibre' };
    if (flip === 'by-request') return { kind: 'by-request', reason: 'flip_not_available' };
    if (flip === 'none') return { kind: 'not-at-address', reason: 'flip_not_offered' };
  }
  return { kind: 'available' };
}

// docs/product/address-check.md#fibre-networks-on-the-flip-page: at an address on a fibre network the
// flip page sells the network's fibre plans; everywhere else the upgrade.

export type FlipPageService = 'flipToFibre' | 'fibre';

export function flipPageService(sq: StatusSq | null | undefined): FlipPageService {
  if (!sq) return 'flipToFibre';
  const onFibre = serviceStatus('flipToFibre', sq).kind === 'already-on-fibre';
  return onFibre && serviceStatus('fibre', sq).kind === 'available' ? 'fibre' : 'flipToFibre';
}
