// Issue 11: after the address check a page shows only the plans the address can get, and says why
// the others are left out (shared/domain/plan-eligibility.ts, the rule the server's hand-off uses).
import { useMemo } from 'react';
import type { HandoffServiceType } from '../../../shared/domain/handoff-service-fields';
import { partitionPlans, type PlanPartition } from '../../../shared/domain/plan-eligibility';
import type { Plan } from '../../../shared/schemas/plan';
import { useSessionSnapshot } from '../../store/store-context';

export function useOfferedPlans(serviceType: HandoffServiceType, plans: readonly Plan[], listName: string): PlanPartition<Plan> {
  const sqResult = useSessionSnapshot().sq.sqResult;
  return useMemo(() => partitionPlans(serviceType, plans, sqResult, listName), [serviceType, plans, sqResult, listName]);
}
