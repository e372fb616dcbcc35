// What one address can get of each service, and why not (docs/product/address-check.md#service-status):
// the one answer the result message, the plan tabs, the plan list, the order button and the server's
// hand-off read (docs/decisions/019-one-offer-per-address.md). Pure and small: the pages read it on load.
import type { SqResult } from '../types/address';
import { FLIP_SERVICE_CLASSES, isFlipOnlyByRequest, isFlipReadyWithDate } from './flip-availability';
import type { HandoffServiceType } from './handoff-service-fields';

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

/**
 * The fibre upgrade at an address (docs/product/address-check.md#flip-availability):
 * - `on-fibre`: already on fibre (nbn FTTP, or an OptiComm or Vision fibre network): nothing to upgrade;
 * - `orderable`: flip ready with a date on a flip service class: it can be ordered now;
 * - `by-request`: a flip class not ready yet, or ready without a date;
 * - `none`: no upgrade path the site sells (HFC, wireless, satellite, even when nbn says
 *   'Eligible To Order': the flip classes are FTTN/FTTB and FTTC only).
 */
export type FlipStatus = 'on-fibre' | 'orderable' | 'by-request' | 'none';

const FTTP = /^(fttp|fibre to the premises)$/i;

/** Already on fibre: nbn FTTP, or a fibre network's premises. */
export function isOnFibre(sq: Pick<SqResult, 'nbnType' | 'fibreType'>): boolean {
  return FTTP.test(sq.nbnType.trim()) || sq.fibreType !== '';
}

export function flipStatus(sq: Pick<StatusSq, 'flipReady' | 'flipDate' | 'nbnServiceClass' | 'nbnType' | 'fibreType'>): FlipStatus {
  if (isOnFibre(sq)) return 'on-fibre';
  const flipClass = FLIP_SERVICE_CLASSES.includes(sq.nbnServiceClass);
  if (flipClass && isFlipReadyWithDate(sq)) return 'orderable';
  if (flipClass && isFlipOnlyByRequest(sq)) return 'by-request';
  return 'none';
}

export type ServiceStatusKind = 'available' | 'no-service' | 'not-at-address' | 'by-request' | 'already-on-fibre';

/** Why a plan is not offered: the address-wide reasons of a service, then the per-plan ones. */
export type NotOfferedReason =
  /** The address check found nothing to sell there (no plan category at all). */
  | 'address_has_no_service'
  /** The address does not have the plan's category. */
  | 'service_not_at_address'
  /** A flip plan where the upgrade cannot be ordered now (only by request, or no upgrade path). */
  | 'flip_not_available'
  /** A flip plan at an address already on fibre. */
  | 'already_on_fibre'
  /** A flip plan slower than docs/product/address-check.md#flip-eligibility allows for the line's technology. */
  | 'flip_speed_too_low'
  /** An nbn plan faster than the line's maximum download speed. */
  | 'above_line_speed';

export type ServiceStatus =
  | { kind: 'available'; newDevelopmentFee: boolean }
  | { kind: Exclude<ServiceStatusKind, 'available'>; reason: NotOfferedReason; why: string; newDevelopmentFee: boolean };

const SERVICE_MISSING: Readonly<Record<HandoffServiceType, string>> = {
  nbn: 'nbn does not reach it yet',
  fibre: 'it is not on an OptiComm or Vision fibre network',
  hwbb: 'it has no 5G home wireless coverage',
  mbb: 'it has no mobile broadband coverage',
  flipToFibre: 'nbn does not reach it yet',
};

/** How the pages name a service's plans in a sentence ('nbn plans aren't available at your address: ...'). */
const SERVICE_LIST_NAMES: Readonly<Record<HandoffServiceType, string>> = {
  nbn: 'nbn plans',
  fibre: 'Fibre plans',
  hwbb: 'Home wireless plans',
  mbb: 'Mobile broadband plans',
  flipToFibre: 'Flip to Fibre plans',
};

export function serviceListName(service: HandoffServiceType): string {
  return SERVICE_LIST_NAMES[service];
}

export const NO_SERVICE_WHY = 'we could not confirm any of our services there';
export const FLIP_NOT_AVAILABLE_WHY = 'the fibre upgrade cannot be ordered there yet';
export const ALREADY_ON_FIBRE_WHY = 'it is already on fibre';

/**
 * The status of one service at the address, checked in this order:
 * - at least one plan category (else nothing can be sold there);
 * - the service's category (nbn → 'nbn', fibre → 'fibre' on a known fibre network, hwbb → 'hwbb',
 *   mbb → 'mbb'; Flip to Fibre → 'nbn');
 * - Flip to Fibre: the upgrade's status (flipStatus): orderable, else already on fibre, else not
 *   available (only by request, or no upgrade path).
 * The nbn new development charge (docs/product/pricing.md#new-development-fee) applies to the services
 * that connect an nbn line: nbn and Flip to Fibre.
 */
export function serviceStatus(service: HandoffServiceType, sq: StatusSq): ServiceStatus {
  const newDevelopmentFee = sq.nbnNewDev && (service === 'nbn' || service === 'flipToFibre');
  if (sq.categories.length === 0)
    return { kind: 'no-service', reason: 'address_has_no_service', why: NO_SERVICE_WHY, newDevelopmentFee };
  if (!sq.categories.includes(SERVICE_CATEGORY[service]) || (service === 'fibre' && sq.fibreType === ''))
    return { kind: 'not-at-address', reason: 'service_not_at_address', why: SERVICE_MISSING[service], newDevelopmentFee };
  if (service === 'flipToFibre') {
    const flip = flipStatus(sq);
    if (flip === 'on-fibre') return { kind: 'already-on-fibre', reason: 'already_on_fibre', why: ALREADY_ON_FIBRE_WHY, newDevelopmentFee };
    if (flip !== 'orderable')
      return {
        kind: flip === 'by-request' ? 'by-request' : 'not-at-address',
        reason: 'flip_not_available',
        why: FLIP_NOT_AVAILABLE_WHY,
        newDevelopmentFee,
      };
  }
  return { kind: 'available', newDevelopmentFee };
}
