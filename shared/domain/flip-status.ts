// The fibre upgrade's status at an address (docs/product/address-check.md#flip-availability): a module
// of its own because the plan pages read it on load (plan tabs); service-status.ts builds on it.
import type { SqResult } from '../types/address';
import { FLIP_SERVICE_CLASSES, isFlipReadyWithDate } from './flip-availability';

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

export function flipStatus(sq: Pick<SqResult, 'flipReady' | 'flipDate' | 'nbnServiceClass' | 'nbnType' | 'fibreType'>): FlipStatus {
  if (isOnFibre(sq)) return 'on-fibre';
  if (!FLIP_SERVICE_CLASSES.includes(sq.nbnServiceClass)) return 'none';
  // On a flip class, anything short of ready with a date is "only by request" (isFlipOnlyByRequest).
  return isFlipReadyWithDate(sq) ? 'orderable' : 'by-request';
}

