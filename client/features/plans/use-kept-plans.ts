// docs/product/address-check.md#plans-shown-before-the-check: plans shown before the check that the
// address's plans leave out stay, marked not available; the rule loads with the first check.
import { useEffect, useMemo, useState } from 'react';
import type { HandoffServiceType } from '../../../shared/domain/ordering/handoff-service-fields';
import type * as KeptRules from '../../../shared/domain/plans/plans-kept-in-view';
import type { KeptPlan } from '../../../shared/domain/plans/plans-kept-in-view';
import type { Plan } from '../../../shared/schemas/plan';
import type { SqResult } from '../../../shared/types/address';
import { useSessionSnapshot } from '../../store/store-context';

let loadedRules: typeof KeptRules | undefined;
const loadRules = () => import('../../../shared/domain/plans/plans-kept-in-view').then((rules) => (loadedRules = rules));
const NONE: KeptPlan[] = [];

export function useKeptPlans(
  service: HandoffServiceType,
  shownBefore: readonly Plan[],
  /** Every plan the page accounts for now: offered, or refused with a card or a note. */
  nowListed: readonly Pick<Plan, 'id'>[],
  /** The address's own plans are in: until then the plans shown are still the ones before. */
  settled: boolean,
): KeptPlan[] {
  const sqResult = useSessionSnapshot().sq.sqResult as SqResult | null;
  const [rules, setRules] = useState(loadedRules);
  useEffect(() => {
    if (sqResult && !rules) void loadRules().then(setRules, () => undefined);
  }, [sqResult, rules]);
  return useMemo(
    () => (sqResult && rules && settled ? rules.plansKeptInView(service, shownBefore, nowListed, sqResult) : NONE),
    [rules, sqResult, settled, service, shownBefore, nowListed],
  );
}
