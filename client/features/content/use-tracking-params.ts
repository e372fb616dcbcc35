// docs/product/frame.md#browser-storage: tracking parameters go to session storage from any page load,
// the click id (?fdclid=, docs/product/ordering-and-handoff.md#fdclid) to local storage with its time.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FDCLID_KEY, fdclidToStore, storedFdclidToKeep } from '../../../shared/domain/ordering/tracking';

export const TRACKING_PARAMS = ['utm_source', 'conversation_id'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingValues = Partial<Record<TrackingParam, string>>;

/** Copies the tracking parameters present (and not blank) in `search` into `storage`. */
export function saveTrackingParams(search: string, storage: Storage): void {
  const query = new URLSearchParams(search);
  for (const name of TRACKING_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) storage.setItem(name, value);
  }
}

/** Stores a valid click id from `search` in `storage` as JSON {value, timestamp}; a newer click replaces an older one. */
export function saveFdclid(search: string, storage: Pick<Storage, 'setItem'>, nowMs: number): void {
  const click = fdclidToStore(new URLSearchParams(search).get(FDCLID_KEY), nowMs);
  if (click) storage.setItem(FDCLID_KEY, JSON.stringify(click));
}

/** The saved tracking values; blocked storage reads as none. */
export function readTrackingParams(storage: Storage | null | undefined = typeof window === 'undefined' ? null : safeSessionStorage()): TrackingValues {
  const values: TrackingValues = {};
  if (!storage) return values;
  for (const name of TRACKING_PARAMS) {
    try {
      const value = storage.getItem(name);
      if (value) values[name] = value;
    } catch {
      // Storage blocked: no value.
    }
  }
  return values;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Saves a query's tracking values; best effort. A stored click id past its 31 days is deleted as any page loads, not only when an order reads it (docs/product/ordering-and-handoff.md#fdclid). */
export function saveTrackingFromUrl(search: string): void {
  try {
    const stored = window.localStorage.getItem(FDCLID_KEY);
    if (stored !== null && !storedFdclidToKeep(stored, Date.now())) window.localStorage.removeItem(FDCLID_KEY);
    if (!search) return;
    const storage = safeSessionStorage();
    if (storage) saveTrackingParams(search, storage);
    saveFdclid(search, window.localStorage, Date.now());
  } catch {
    // Storage full or blocked: tracking is best effort.
  }
}

/** Later navigations' tracking values; the landing URL's are saved by entry-client.tsx before hydration. */
export function useTrackingParams(): void {
  const { search } = useLocation();
  useEffect(() => saveTrackingFromUrl(search), [search]);
}
