import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_TAB, PLAN_TABS, showPlanTabs } from './plan-tabs';

const line = { categories: ['nbn'], nbnType: 'FTTN', fibreType: '', nbnNewDev: false } as const;
const ready = { ...line, flipReady: 'Ready', flipDate: '2025-08-01', nbnServiceClass: 13 } as const;

describe("docs/product/address-check.md#plan-tabs: \"Plan tabs appear only when flipReady with a flipDate on a non-flip page (or the flip page without them), and the flip offer is not 'available only by request'.\"", () => {
  it('flip ready with a date on /broadband/nbn: tabs', () => {
    expect(showPlanTabs(ready, false)).toBe(true);
  });
  it('the same address on the flip page: no tabs (the page is the upgrade offer)', () => {
    expect(showPlanTabs(ready, true)).toBe(false);
  });
  it('flip ready without a date (only by request): no tabs', () => {
    expect(showPlanTabs({ ...ready, flipDate: '' }, false)).toBe(false);
  });
  it('not flip ready (class 13, only by request): no tabs', () => {
    expect(showPlanTabs({ ...line, flipReady: false, flipDate: '', nbnServiceClass: 13 }, false)).toBe(false);
  });
  it("HFC 'Eligible To Order' (not a flip class): no tabs, as the plan list offers no upgrade plan there", () => {
    expect(showPlanTabs({ ...ready, nbnType: 'HFC', nbnServiceClass: 24 }, false)).toBe(false);
  });
  it('an address already on fibre (Vision): no tabs', () => {
    expect(showPlanTabs({ ...ready, fibreType: 'Vision' }, false)).toBe(false);
  });
  it('no address checked yet: no tabs', () => {
    expect(showPlanTabs(null, false)).toBe(false);
  });
});

describe("docs/product/address-check.md#plan-tabs: \"Two tabs: 'Connect now' (default) and 'Fibre upgrade'\"", () => {
  it('labels and default', () => {
    expect(PLAN_TABS.map((tab) => tab.label)).toEqual(['Connect now', 'Fibre upgrade']);
    expect(DEFAULT_PLAN_TAB).toBe('connectNow');
  });
});
