// The hidden inputs of the hand-off form (shared/schemas/handoff.ts): choices only; the server re-prices,
// re-qualifies and encrypts.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { isTrackingId, storedFdclidToKeep } from '../../../shared/domain/ordering/tracking';

export { locationInputs, orderInputs, type HandoffInputs } from '../../../shared/domain/ordering/handoff-form-inputs';
import type { HandoffInputs } from '../../../shared/domain/ordering/handoff-form-inputs';

type StorageReader = Pick<Storage, 'getItem' | 'removeItem'>;

const read = (storage: StorageReader, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};

/** Tracking and agent inputs (docs/product/frame.md#browser-storage); a stale or malformed click id is deleted. */
export function trackingInputs(local: StorageReader, session: StorageReader, nowMs: number): HandoffInputs {
  const inputs: HandoffInputs = [];
  const storedFdclid = read(local, 'fdclid');
  if (storedFdclid !== null) {
    const kept = storedFdclidToKeep(storedFdclid, nowMs);
    if (kept && isTrackingId(kept.value.trim())) {
      inputs.push(['fdclid', kept.value.trim()], ['fdclid_ts', String(Math.floor(kept.timestamp))]);
    } else if (!kept) {
      try {
        local.removeItem('fdclid');
      } catch {
        // Storage blocked: nothing to delete.
      }
    }
  }
  for (const key of ['utm_source', 'conversation_id']) {
    const value = read(session, key)?.trim();
    if (value && isTrackingId(value)) inputs.push([key, value]);
  }
  const token = read(local, 'orderFormToken');
  if (read(local, 'isAgent') === 'true' && token) inputs.push(['agent-token', token]);
  return inputs;
}

/** The tracking and agent inputs as the browser holds them now; none when storage is blocked (private mode). */
function readTrackingInputs(): HandoffInputs {
  try {
    return trackingInputs(window.localStorage, window.sessionStorage, Date.now());
  } catch {
    return [];
  }
}

/**
 * The tracking and agent inputs, read as the order is sent (`readNow` as the form's onSubmit, before the
 * browser collects its fields): the server has no storage, and storage changes after hydration (an
 * agent's session stored once verified, or cleared by Log Out).
 */
export function useTrackingInputs(): { tracking: HandoffInputs; readNow: () => void } {
  const [tracking, setTracking] = useState<HandoffInputs>([]);
  return { tracking, readNow: () => flushSync(() => setTracking(readTrackingInputs())) };
}
