// docs/product/address-check.md#flip-availability "Flip availability".
import type { SqResult } from '../types/address';

/** docs/product/address-check.md#service-type-from-path: nbn service classes 10, 11, 12, 13, 30, 31, 32, 33, 34. */
export const FLIP_SERVICE_CLASSES: readonly number[] = [10, 11, 12, 13, 30, 31, 32, 33, 34];

export type FlipFields = Pick<SqResult, 'flipReady' | 'flipDate' | 'nbnServiceClass'>;

const isReady = (sq: FlipFields): boolean => sq.flipReady !== false && sq.flipReady !== '';
const hasDate = (sq: FlipFields): boolean => typeof sq.flipDate === 'string' && sq.flipDate.trim() !== '';

/** Flip ready and a ready date is known: the upgrade can be ordered now. */
export function isFlipReadyWithDate(sq: FlipFields | null | undefined): boolean {
  return sq != null && isReady(sq) && hasDate(sq);
}

/**
 * docs/product/address-check.md#flip-availability: "The flip is 'only by request' when the address is not flip ready and has such a class,
 * or when flip ready but without a date."
 */
export function isFlipOnlyByRequest(sq: FlipFields | null | undefined): boolean {
  if (sq == null) return false;
  if (!isReady(sq)) return FLIP_SERVICE_CLASSES.includes(sq.nbnServiceClass);
  return !hasDate(sq);
}
