// docs/product/address-check.md#plan-tabs: 'Connect now' and 'Fibre upgrade', when showPlanTabs allows; else the page's plans.
import { useState } from 'react';
import { DEFAULT_PLAN_TAB, PLAN_TABS, type PlanTabId } from '../../../shared/domain/plans/plan-tabs';
import type { Plan } from '../../../shared/schemas/plan';
import { Tabs } from '../../components/ui/tabs';
import { PlanList } from './plan-list';
import { PlansNotOffered, type PlansNotOfferedProps } from './plans-not-offered';
import type { UnavailablePlan } from './unavailable-plans';

export interface PlanChooserProps {
  /** Accessible name of the page's plan carousel, e.g. 'nbn plans'. */
  label: string;
  plans: readonly Plan[];
  flipPlans: readonly Plan[];
  showTabs: boolean;
  flipLoading?: boolean;
  selectedPlanId: number | null;
  /** `fibreUpgrade` is true for a plan chosen under 'Fibre upgrade' (docs/product/pricing.md#plan-selection fibre-upgrade flag). */
  onToggle: (plan: Plan, fibreUpgrade: boolean) => void;
  homeSecure?: boolean;
  /** Why plans of the page are not offered at the checked address; shown above them. */
  notOfferedNotes?: readonly string[];
  /** The same for the 'Fibre upgrade' plans. */
  flipNotOfferedNotes?: readonly string[];
  /** "Your connection" after the address check, once above the plans. */
  connection?: PlansNotOfferedProps['connection'];
  /** The page's plans the address cannot get for a reason of their own, shown marked not available. */
  unavailable?: readonly UnavailablePlan[];
  /** The same for the 'Fibre upgrade' plans. */
  flipUnavailable?: readonly UnavailablePlan[];
  /** The new development charge of the page's service and of the upgrade at the checked address (pageOffer). */
  newDevelopmentCharge?: number;
  flipNewDevelopmentCharge?: number;
}

const NONE: readonly string[] = [];

export function PlanChooser({
  label,
  plans,
  flipPlans,
  showTabs,
  flipLoading = false,
  selectedPlanId,
  onToggle,
  homeSecure,
  notOfferedNotes = NONE,
  flipNotOfferedNotes = NONE,
  connection,
  unavailable,
  flipUnavailable,
  newDevelopmentCharge,
  flipNewDevelopmentCharge,
}: PlanChooserProps) {
  const [tab, setTab] = useState<PlanTabId>(DEFAULT_PLAN_TAB);
  const own = (
    <PlanList
      notOfferedNotes={notOfferedNotes}
      connection={showTabs ? null : connection}
      unavailable={unavailable}
      label={label}
      plans={plans}
      selectedPlanId={selectedPlanId}
      onToggle={(plan) => onToggle(plan, false)}
      homeSecure={homeSecure}
      emptyText="None of these plans are available at your address."
      newDevelopmentCharge={newDevelopmentCharge}
    />
  );
  if (!showTabs) return own;
  const flip = flipLoading && flipPlans.length === 0 ? (
    <p role="status">Loading fibre upgrade plans…</p>
  ) : (
    <PlanList
      notOfferedNotes={flipNotOfferedNotes}
      unavailable={flipUnavailable}
      label="Fibre upgrade plans"
      plans={flipPlans}
      selectedPlanId={selectedPlanId}
      onToggle={(plan) => onToggle(plan, true)}
      homeSecure={homeSecure}
      newDevelopmentCharge={flipNewDevelopmentCharge}
    />
  );
  return (
    <>
    <PlansNotOffered notes={NONE} connection={connection} />
    <Tabs
      label="Plan type"
      className="plan-tabs"
      selectedId={tab}
      onSelect={(id) => setTab(id as PlanTabId)}
      tabs={PLAN_TABS.map((item) => ({ id: item.id, label: item.label, panel: item.id === 'connectNow' ? own : flip }))}
    />
    </>
  );
}
