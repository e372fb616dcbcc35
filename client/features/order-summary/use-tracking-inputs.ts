// Storage is read after hydration only (the server has none, and the first render must match it).
import { useEffect, useState } from 'react';
import { trackingInputs, type HandoffInputs } from './handoff-form-fields';

/** The tracking and agent inputs as the browser holds them now; none when storage is blocked (private mode). */
export function readTrackingInputs(): HandoffInputs {
  try {
    return trackingInputs(window.localStorage, window.sessionStorage, Date.now());
  } catch {
    return [];
  }
}

export function useTrackingInputs(): HandoffInputs {
  const [inputs, setInputs] = useState<HandoffInputs>([]);
  useEffect(() => setInputs(readTrackingInputs()), []);
  return inputs;
}
