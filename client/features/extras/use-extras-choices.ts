// The cart's extras as one object that changes only when an extra does (not when a plan is chosen),
// for the extras step rendered as a region hydrated on need (client/app/hydrate-on-need.tsx).
import { useMemo } from 'react';
import { useSessionSnapshot } from '../../store/store-context';
import type { ExtrasChoices } from './extras-step';

export function useExtrasChoices(): ExtrasChoices {
  const { modem, extenders, voip, voipPlan, homeSecure, transferPlan } = useSessionSnapshot().cart.cart;
  return useMemo(
    () => ({ modem, extenders, voip, voipPlan, homeSecure, transferPlan }),
    [modem, extenders, voip, voipPlan, homeSecure, transferPlan],
  );
}
