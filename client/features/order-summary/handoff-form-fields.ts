// The hidden inputs of the hand-off form (shared/schemas/handoff.ts): choices only; the server re-prices,
// re-qualifies and encrypts.
import { useEffect, useState } from 'react';
import { fdclidToKeep, isTrackingId } from '../../../shared/domain/ordering/tracking';

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
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(storedFdclid);
    } catch {
      parsed = null;
    }
    const kept = fdclidToKeep(parsed, nowMs);
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
export function readTrackingInputs(): HandoffInputs {
  try {
    return trackingInputs(window.localStorage, window.sessionStorage, Date.now());
  } catch {
    return [];
  }
}

/** Read after hydration only (the server has no storage, and the first render must match it). */
export function useTrackingInputs(): HandoffInputs {
  const [inputs, setInputs] = useState<HandoffInputs>([]);
  useEffect(() => setInputs(readTrackingInputs()), []);
  return inputs;
}
