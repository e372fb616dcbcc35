import type { SqResult } from '../../types/address';

/**
 * The fibre upgrade at an address (docs/product/address-check.md#flip-availability); `none`: no upgrade the
 * site sells, HFC for one (docs/product/address-check.md#service-status). address/service-status.ts builds on it.
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
  // On a flip class, anything short of ready with a date is "only by request"; off one, ready or not, no upgrade.
  return isFlipReadyWithDate(sq) ? 'orderable' : 'by-request';
}

/** docs/product/address-check.md#flip-availability: nbn service classes 10, 11, 12, 13, 30, 31, 32, 33, 34. */
export const FLIP_SERVICE_CLASSES: readonly number[] = [10, 11, 12, 13, 30, 31, 32, 33, 34];

export type FlipFields = Pick<SqResult, 'flipReady' | 'flipDate' | 'nbnServiceClass'>;

/** Flip ready and a ready date is known: the upgrade can be ordered now. */
export function isFlipReadyWithDate(sq: FlipFields | null | undefined): boolean {
  return sq != null && sq.flipReady !== false && sq.flipReady !== '' && typeof sq.flipDate === 'string' && sq.flipDate.trim() !== '';
}
