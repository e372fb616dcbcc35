import { LIMITS } from '../site/frame';

// docs/product/ordering-and-handoff.md#fdclid: "The comparison-site click id is deleted when older than 31 days." (local storage fdclid
// with a timestamp, docs/product/ordering-and-handoff.md#fdclid).

const DAY_MS = 24 * 60 * 60 * 1000;
export const FDCLID_MAX_AGE_MS = LIMITS.fdclidMaxAgeDays * DAY_MS;

export interface StoredFdclid {
  value: string;
  /** When it was stored, milliseconds since the epoch. */
  timestamp: number;
}

/** Older than 31 days (exactly 31 days old is still kept). */
export function isFdclidExpired(timestamp: number, nowMs: number): boolean {
  return !Number.isFinite(timestamp) || nowMs - timestamp > FDCLID_MAX_AGE_MS;
}

/** The stored click id to keep; null (none, malformed or too old) means the caller deletes the entry. */
export function fdclidToKeep(stored: unknown, nowMs: number): StoredFdclid | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { value, timestamp } = stored as Record<string, unknown>;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = typeof timestamp === 'string' && timestamp.trim() !== '' ? Number(timestamp) : timestamp;
  if (typeof time !== 'number' || isFdclidExpired(time, nowMs)) return null;
  return { value, timestamp: time };
}

/** fdclidToKeep of the entry as local storage holds it (JSON text); text that does not parse is not kept either. */
export function storedFdclidToKeep(text: string, nowMs: number): StoredFdclid | null {
  try {
    return fdclidToKeep(JSON.parse(text), nowMs);
  } catch {
    return null;
  }
}

/** docs/product/frame.md#browser-storage: the landing URL's query parameter and the local storage key of the click id. */
export const FDCLID_KEY = 'fdclid';

/** The click id a landing URL brings (`?fdclid=...`), stamped to store; null when it has no valid one. A newer click replaces an older. */
export function fdclidToStore(queryValue: string | null | undefined, nowMs: number): StoredFdclid | null {
  const value = queryValue?.trim() ?? '';
  return isTrackingId(value) ? { value, timestamp: nowMs } : null;
}

// docs/product/ordering-and-handoff.md#tracking-fields: what a tracking id may hold, as the hand-off schema (shared/schemas/handoff.ts)
// takes it, so a value kept in the browser is never one the server refuses.
export const TRACKING_ID_PATTERN = /^[\w.:~-]{1,200}$/;

export const isTrackingId = (value: string): boolean => TRACKING_ID_PATTERN.test(value);
