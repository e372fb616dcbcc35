// docs/product/address-check.md#plan-tabs "Plan tabs": the tabs themselves. A module apart from the rule
// (plan-tabs.ts), which the pages read on load, while the tabs come with the plans' code later.
/** docs/product/address-check.md#plan-tabs: the two tabs, 'Connect now' being the default. */
export const PLAN_TABS = [
  { id: 'connectNow', label: 'Connect now' },
  { id: 'fibreUpgrade', label: 'Fibre upgrade' },
] as const;
export type PlanTabId = (typeof PLAN_TABS)[number]['id'];
export const DEFAULT_PLAN_TAB: PlanTabId = 'connectNow';
