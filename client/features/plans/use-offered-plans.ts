// After the address check, the plans of the address's one offer (shared/domain/plans/offer.ts) and why the
// others are left out; the offer's code loads with the first check (docs/architecture.md#budgets).
import { useEffect, useMemo, useState } from 'react';
import type { HandoffServiceType } from '../../../shared/domain/ordering/handoff-service-fields';
import type * as ConnectionRules from '../../../shared/domain/address/connection-facts';
import type { ConnectionFact } from '../../../shared/domain/address/connection-facts';
import type * as OfferRules from '../../../shared/domain/plans/offer';
import type { PageOffer } from '../../../shared/domain/plans/offer';
import type { OfferType } from '../../../shared/domain/plans/offer-type';
import type { Plan } from '../../../shared/schemas/plan';
import type { SqResult } from '../../../shared/types/address';
import { useSessionSnapshot } from '../../store/store-context';

// "Your connection" loads beside the offer, not inside it: pages that compare offers (/compare) never
// show the panel, and its words stay out of their JavaScript (docs/architecture.md#budgets).
type Rules = typeof OfferRules & Pick<typeof ConnectionRules, 'connectionFacts'>;
let loadedRules: Rules | undefined;
const loadRules = () =>
  Promise.all([import('../../../shared/domain/plans/offer'), import('../../../shared/domain/address/connection-facts')]).then(
    ([offer, facts]) => (loadedRules = { ...offer, connectionFacts: facts.connectionFacts }),
  );
const nothingToOrder = () => null;

export function useOfferedPlans(
  serviceType: HandoffServiceType,
  plans: readonly Plan[],
  /** The offer the plans are, and whether they are the checked address's own (Flip to Fibre's address plans). */
  { offerType = 'standard', settled = true }: { offerType?: OfferType; settled?: boolean } = {},
): PageOffer & { connection: ConnectionFact[] | null } {
  const sqResult = useSessionSnapshot().sq.sqResult as SqResult | null;
  const [rules, setRules] = useState(loadedRules);
  useEffect(() => {
    // A failed fetch leaves nothing orderable; the plans stay as the server rendered them.
    if (sqResult && !rules) void loadRules().then(setRules, () => undefined);
  }, [sqResult, rules]);
  return useMemo(
    () =>
      sqResult && rules
        ? { ...rules.pageOffer(serviceType, { plans, offerType }, sqResult, settled), connection: rules.connectionFacts(sqResult, undefined, serviceType) }
        : { offered: [...plans], notOffered: [], unavailable: [], fastestSpeed: null, notes: [], connection: null, orderPlan: nothingToOrder },
    [rules, serviceType, plans, sqResult, offerType, settled],
  );
}
