// docs/product/pricing.md#plan-sources: the Flip to Fibre plans for the checked address, fetched in the browser.
import { useEffect, useRef, useState } from 'react';
import type { FlipPageService } from '../../../shared/domain/address/service-status';
import type { OfferType } from '../../../shared/domain/plans/offer-type';
import type { Plan } from '../../../shared/schemas/plan';
import { useSessionSnapshot } from '../../store/store-context';
import { flipPlansKey } from './flip-plans-key';

export interface FlipPlansState {
  plans: Plan[];
  /** The offer the plans are (the default plans are the standard offer). */
  offerType: OfferType;
  /** What the plans are: the upgrade's, or (at an address on a fibre network) that network's fibre plans. */
  service: FlipPageService;
  loading: boolean;
  failed: boolean;
  /** The plans are the checked address's own (or no address yet): until then none can be ordered. */
  settled: boolean;
}

type HeldPlans = Omit<FlipPlansState, 'settled'> & {
  /** flipPlansKey of the address the plans were asked for ('' for none). */
  key: string;
};

/** The page's default plans, before any address: the standard offer. */
const defaultPlans = (plans: Plan[]): HeldPlans => ({ plans, offerType: 'standard', service: 'flipToFibre', loading: false, failed: false, key: '' });

export function useFlipPlans({
  initialPlans,
  enabled,
}: {
  /** The default plans the loader gave (or [] when the page has none). */
  initialPlans: Plan[];
  enabled: boolean;
}): FlipPlansState {
  const { sq } = useSessionSnapshot();
  const sqResult = sq.sqResult;
  const key = flipPlansKey(sqResult);
  const [state, setState] = useState<HeldPlans>(() => defaultPlans(initialPlans));
  const campaign = useRef<Promise<string | undefined> | null>(null);
  // The latest address, read inside the effect without making every snapshot a dependency.
  const latest = useRef(sqResult);
  latest.current = sqResult;
  const initial = useRef(initialPlans);
  initial.current = initialPlans;
  const initialKey = initialPlans.map((plan) => plan.id).join(',');

  useEffect(() => {
    if (!enabled) return;
    const current = latest.current;
    const initialPlans = initial.current;
    const requestedKey = flipPlansKey(current);
    if (!current && initialPlans.length > 0) {
      setState(defaultPlans(initialPlans));
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    void (async () => {
      try {
        // The request code comes with the first address check that offers the upgrade, not with the page.
        const { fetchFlipPlans } = await import('./fetch-flip-plans');
        const answer = await fetchFlipPlans({ sq: current, campaign, signal, defaultPlans: initialPlans });
        if (!signal.aborted) setState({ ...answer, loading: false, failed: false, key: requestedKey });
      } catch (error) {
        if (signal.aborted) return;
        console.error('Flip to Fibre plans could not be loaded', error);
        // The plans shown stay, but they are not this address's: none of them can be ordered.
        setState((previous) => ({ ...previous, loading: false, failed: true }));
      }
    })();
    return () => controller.abort();
  }, [enabled, key, initialKey]);

  // At render time: the render in which a new address arrives is already unsettled.
  return { ...state, settled: !state.loading && state.key === key };
}
