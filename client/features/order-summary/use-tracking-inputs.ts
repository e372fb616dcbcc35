// Storage is read after hydration only (the server has none, and the first render must match it).
import { useEffect, useState } from 'react';
import { trackingInputs, type HandoffInputs } from './handoff-form-fields';

export function useTrackingInputs(): HandoffInputs {
  const [inputs, setInputs] = useState<HandoffInputs>([]);
  useEffect(() => {
    try {
      setInputs(trackingInputs(window.localStorage, window.sessionStorage, Date.now()));
    } catch {
      // Storage blocked (private mode): the order goes without tracking fields.
    }
  }, []);
  return inputs;
}
