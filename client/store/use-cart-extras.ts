// The cart's extras as one object that changes only when an extra does, passed as props so a region
// hydrated later (client/app/lazy-on-need.tsx) renders the server's state first.
import { useMemo } from 'react';
import type { CartSelection } from './session-store';
import { useSessionSnapshot } from './store-context';

export type CartExtras = Pick<CartSelection, 'modem' | 'extenders' | 'voip' | 'voipPlan' | 'homeSecure' | 'transferPlan'>;

export function useCartExtras(): CartExtras {
  const { modem, extenders, voip, voipPlan, homeSecure, transferPlan } = useSessionSnapshot().cart.cart;
  return useMemo(
    () => ({ modem, extenders, voip, voipPlan, homeSecure, transferPlan }),
    [modem, extenders, voip, voipPlan, homeSecure, transferPlan],
  );
}
