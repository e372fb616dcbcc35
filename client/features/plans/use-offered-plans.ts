// After the address check a page shows only the plans the address can get, and says why
// the others are left out (shared/domain/plan-eligibility.ts, the rule the server's hand-off uses).
// The rule's code loads with the first address check, not with the page (docs/architecture.md#budgets route budget):
// before an address check every plan is offered, as the server rendered them.
import { useEffect, useMemo, useState } from 'react';
import type { HandoffServiceType } from '../../../shared/domain/handoff-service-fields';
import type * as Eligibility from '../../../shared/domain/plan-eligibility';
import type { PlanPartition } from '../../../shared/domain/plan-eligibility';
import type { Plan } from '../../../shared/schemas/plan';
import { useSessionSnapshot } from '../../store/store-context';

type EligibilityRules = typeof Eligibility;

let loadedRules: EligibilityRules | undefined;
const loadRules = () => import('../../../shared/domain/plan-eligibility').then((rules) => (loadedRules = rules));

export function useOfferedPlans(serviceType: HandoffServiceType, plans: readonly Plan[], listName: string): PlanPartition<Plan> {
  const sqResult = useSessionSnapshot().sq.sqResult;
  const [rules, setRules] = useState(loadedRules);
  useEffect(() => {
    // A failed fetch leaves every plan offered; the hand-off checks eligibility again on the server.
    if (sqResult && !rules) void loadRules().then(setRules, () => undefined);
  }, [sqResult, rules]);
  return useMemo(
    () => (rules ? rules.partitionPlans(serviceType, plans, sqResult, listName) : { offered: [...plans], notOffered: [], notes: [] }),
    [rules, serviceType, plans, sqResult, listName],
  );
}
