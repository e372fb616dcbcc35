// After the address check a page shows the plans of the address's one offer (shared/domain/offer.ts,
// the computation the server's hand-off reads), and says why the others are left out. The offer's
// code loads with the first address check, not with the page (docs/architecture.md#budgets route budget): before an
// address check every plan is shown, as the server rendered them, and none can be ordered.
import { useEffect, useMemo, useState } from 'react';
import type { HandoffServiceType } from '../../../shared/domain/handoff-service-fields';
import type * as OfferRules from '../../../shared/domain/offer';
import type { PageOffer } from '../../../shared/domain/offer';
import type { OfferType } from '../../../shared/domain/offer-type';
import type { Plan } from '../../../shared/schemas/plan';
import type { SqResult } from '../../../shared/types/address';
import { useSessionSnapshot } from '../../store/store-context';

let loadedRules: typeof OfferRules | undefined;
const loadRules = () => import('../../../shared/domain/offer').then((rules) => (loadedRules = rules));
const nothingToOrder = () => null;

export function useOfferedPlans(
  serviceType: HandoffServiceType,
  plans: readonly Plan[],
  /** The offer the plans are, and whether they are the checked address's own (Flip to Fibre's address plans). */
  { offerType = 'standard', settled = true }: { offerType?: OfferType; settled?: boolean } = {},
): PageOffer {
  const sqResult = useSessionSnapshot().sq.sqResult as SqResult | null;
  const [rules, setRules] = useState(loadedRules);
  useEffect(() => {
    // A failed fetch leaves nothing orderable; the plans stay as the server rendered them.
    if (sqResult && !rules) void loadRules().then(setRules, () => undefined);
  }, [sqResult, rules]);
  return useMemo(
    () =>
      sqResult && rules
        ? rules.pageOffer(serviceType, { plans, offerType }, sqResult, settled)
        : { offered: [...plans], notOffered: [], unavailable: [], fastestSpeed: null, notes: [], connection: null, orderPlan: nothingToOrder },
    [rules, serviceType, plans, sqResult, offerType, settled],
  );
}
