// After the address check a page shows the plans of the address's one offer (shared/domain/offer.ts,
// the computation the server's hand-off reads), and says why the others are left out. The offer's
// code loads with the first address check, not with the page (DESIGN §5 route budget): before an
// address check every plan is shown, as the server rendered them, and none can be ordered.
import { useEffect, useMemo, useState } from 'react';
import type { HandoffServiceType } from '../../../shared/domain/handoff-service-fields';
import type * as OfferRules from '../../../shared/domain/offer';
import type { NotOfferedPlan, OfferedPlan } from '../../../shared/domain/offer';
import type { OfferType } from '../../../shared/domain/offer-type';
import type { Plan } from '../../../shared/schemas/plan';
import { useSessionSnapshot } from '../../store/store-context';
import type { SqResult } from '../../../shared/types/address';

type Rules = typeof OfferRules;

let loadedRules: Rules | undefined;
const loadRules = () => import('../../../shared/domain/offer').then((rules) => (loadedRules = rules));

export interface PageOffer {
  /** The plans to show as offered. */
  offered: Plan[];
  notOffered: NotOfferedPlan[];
  /** What the page says about the plans left out. */
  notes: string[];
  /** The offer of each plan that can be ordered now: empty until the address's offer is known. */
  orderable: readonly OfferedPlan[];
}

export interface OfferedPlansOptions {
  /** The offer the plans are ('standard' for every catalogue but Flip to Fibre's address plans). */
  offerType?: OfferType;
  /** The plans are the checked address's own (Flip to Fibre: its plans have arrived). */
  settled?: boolean;
}

export function useOfferedPlans(
  serviceType: HandoffServiceType,
  plans: readonly Plan[],
  _listName?: string,
  { offerType = 'standard', settled = true }: OfferedPlansOptions = {},
): PageOffer {
  const sqResult = useSessionSnapshot().sq.sqResult as SqResult | null;
  const [rules, setRules] = useState(loadedRules);
  useEffect(() => {
    // A failed fetch leaves nothing orderable; the plans stay as the server rendered them.
    if (sqResult && !rules) void loadRules().then(setRules, () => undefined);
  }, [sqResult, rules]);
  return useMemo(() => {
    if (!sqResult || !rules) return { offered: [...plans], notOffered: [], notes: [], orderable: [] };
    const offer = rules.serviceOffer(serviceType, { plans, offerType }, sqResult);
    return {
      offered: offer.offered.map((entry) => entry.plan),
      notOffered: offer.notOffered,
      notes: offer.notes,
      orderable: settled ? offer.offered : [],
    };
  }, [rules, serviceType, plans, sqResult, offerType, settled]);
}

/** What the order summary needs of the chosen plan: the plan, with the offer and the CIS it was shown. */
export function orderPlanOf(offer: PageOffer, planId: number | null): (Plan & { offerType: OfferType; cisVersion: string }) | null {
  const entry = planId === null ? undefined : offer.orderable.find((candidate) => candidate.plan.id === planId);
  return entry ? { ...entry.plan, offerType: entry.offerType, cisVersion: entry.cisVersion } : null;
}
