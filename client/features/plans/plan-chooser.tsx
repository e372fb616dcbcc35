// docs/product/address-check.md#plan-tabs: 'Connect now' and 'Fibre upgrade', when showPlanTabs allows; else the page's plans.
import { useState } from 'react';
import { DEFAULT_PLAN_TAB, PLAN_TABS, type PlanTabId } from '../../../shared/domain/plans/plan-tabs';
import type { Plan } from '../../../shared/schemas/plan';
import { Tabs } from '../../components/ui/tabs';
import { PlanList } from './plan-list';
import { PlansNotOffered, type PlansNotOfferedProps } from './plans-not-offered';
import type { UnavailablePlan } from './unavailable-plans';

/** A tab's share of the address's offer (PageOffer): the plans offered, why others are not (shown above
 *  them), and those the address cannot get for a reason of their own (shown marked not available). */
interface TabOffer {
  offered: readonly Plan[];
  notes?: readonly string[];
  unavailable?: readonly UnavailablePlan[];
}

export interface PlanChooserProps {
  /** Accessible name of the page's plan carousel, e.g. 'nbn plans'. */
  label: string;
  /** The page's plans, and the 'Fibre upgrade' plans. */
  own: TabOffer;
  upgrade: TabOffer;
  showTabs: boolean;
  flipLoading?: boolean;
  selectedPlanId: number | null;
  /** `fibreUpgrade` is true for a plan chosen under 'Fibre upgrade' (docs/product/pricing.md#plan-selection fibre-upgrade flag). */
  onToggle: (plan: Plan, fibreUpgrade: boolean) => void;
  homeSecure?: boolean;
  /** "Your connection" after the address check, once above the plans. */
  connection?: PlansNotOfferedProps['connection'];
  /** The new development charge of the page's service and of the upgrade at the checked address (pageOffer). */
  newDevelopmentCharge?: number;
  flipNewDevelopmentCharge?: number;
}

const NONE: readonly string[] = [];

export function PlanChooser({
  label,
  own: page,
  upgrade,
  showTabs,
  flipLoading = false,
  selectedPlanId,
  onToggle,
  homeSecure,
  connection,
  newDevelopmentCharge,
  flipNewDevelopmentCharge,
}: PlanChooserProps) {
  const [tab, setTab] = useState<PlanTabId>(DEFAULT_PLAN_TAB);
  const own = (
    <PlanList
      notOfferedNotes={page.notes ?? NONE}
      connection={showTabs ? null : connection}
      unavailable={page.unavailable}
      label={label}
      plans={page.offered}
      selectedPlanId={selectedPlanId}
      onToggle={(plan) => onToggle(plan, false)}
      homeSecure={homeSecure}
      emptyText="None of these plans are available at your address."
      newDevelopmentCharge={newDevelopmentCharge}
    />
  );
  if (!showTabs) return own;
  const flip = flipLoading && upgrade.offered.length === 0 ? (
    <p role="status">Loading fibre upgrade plans…</p>
  ) : (
    <PlanList
      notOfferedNotes={upgrade.notes ?? NONE}
      unavailable={upgrade.unavailable}
      label="Fibre upgrade plans"
      plans={upgrade.offered}
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
