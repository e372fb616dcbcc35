import { describe, expect, it } from 'vitest';
import { firstMonthFreeBadge, hasFreeFirstMonth, planBadgeLabel, shownOfferBadge } from './plan-badges';

describe('docs/product/pricing.md#plan-badges: "\'1st MONTH FREE\' badge when a free month applies, except for nbn12 plans."', () => {
  it.each([
    [{ firstMonthFree: true, planSpeed: 'nbn50' }, '1st MONTH FREE'],
    [{ firstMonthFree: true, planSpeed: 'Fibre12' }, '1st MONTH FREE'],
    [{ firstMonthFree: true, planSpeed: 'nbn12' }, null],
    [{ firstMonthFree: true, planSpeed: 'nbn 12' }, null],
    [{ firstMonthFree: false, planSpeed: 'nbn50' }, null],
  ])('%j -> %j', (plan, expected) => {
    expect(firstMonthFreeBadge(plan)).toBe(expected);
  });
});

describe('docs/product/pricing.md#plan-badges: "Badge label \'Fibre Upgrade\' when flipOnly, else \'Connect Now\'."', () => {
  it('labels', () => {
    expect(planBadgeLabel({ flipOnly: true })).toBe('Fibre Upgrade');
    expect(planBadgeLabel({ flipOnly: false })).toBe('Connect Now');
  });
});

describe('the free month is in the figures exactly when the badge shows (docs/decisions/012-one-minimum-cost.md)', () => {
  it.each([
    [{ firstMonthFree: true, planSpeed: 'nbn50' }, true],
    [{ firstMonthFree: true, planSpeed: 'nbn12' }, false],
    [{ firstMonthFree: false, planSpeed: 'Fibre100' }, false],
  ])('%j -> %j', (plan, expected) => {
    expect(hasFreeFirstMonth(plan)).toBe(expected);
    expect(hasFreeFirstMonth(plan)).toBe(firstMonthFreeBadge(plan) !== null);
  });
});

describe('docs/product/pricing.md#plan-badges: a badge is shown only where it tells the plan apart', () => {
  const flip = { flipOnly: true };
  const ordinary = { flipOnly: false };
  it("shows 'Fibre Upgrade' on a flip-only plan listed beside plans without the upgrade", () => {
    expect(shownOfferBadge(flip, [ordinary, flip])).toBe('Fibre Upgrade');
    expect(shownOfferBadge(ordinary, [ordinary, flip])).toBeNull();
  });

  it("shows no badge that every card of the list would carry: 'Connect Now' on ordinary plans, 'Fibre Upgrade' on the flip list", () => {
    expect(shownOfferBadge(ordinary, [ordinary, ordinary])).toBeNull();
    expect(shownOfferBadge(flip, [flip, flip])).toBeNull();
  });
});
