// docs/product/pricing.md#plan-selection: "with more than two plans the third is preselected; with
// exactly two, the second", and "the preselected plan never changes silently: a plan chosen before
// the address check that the address is not offered is replaced with a sentence that says so".
import { describe, expect, it } from 'vitest';
import { planFixture } from '../../../tests/support/plan-fixture';
import { choiceAfterPlans, flipPreselection, preselectedFlipPlan } from './plan-preselection';

describe('preselectedFlipPlan (more than two preselects the third; exactly two the second)', () => {
  it.each([
    [['a', 'b', 'c', 'd'], 'c'],
    [['a', 'b', 'c'], 'c'],
    [['a', 'b'], 'b'],
    [['a'], undefined],
    [[], undefined],
  ])('%j -> %s', (plans, expected) => {
    expect(preselectedFlipPlan(plans)).toBe(expected);
  });
  it('a single plan is preselected too (the decision)', () => {
    expect(flipPreselection(['a'])).toBe('a');
    expect(flipPreselection([])).toBeUndefined();
  });
});

const tier = (id: number, heading: string) => planFixture({ id, planTitle: `FTTN ${heading}`, planHeading: heading, serviceType: 'flipToFibre' });
const p100 = tier(1, 'Family nbn 100/20Mbps with a free fibre upgrade');
const p250 = tier(2, 'Superfast nbn 250/25Mbps with a free fibre upgrade');
const p500 = tier(3, 'Ultrafast nbn 500/50Mbps with a free fibre upgrade');
const p1000 = tier(4, 'Hyperfast nbn 1000/50Mbps with a free fibre upgrade');
const before = [p100, p250, p500, p1000];

describe('choiceAfterPlans', () => {
  it('keeps a choice that is still offered, and a deselection until new plans load', () => {
    expect(choiceAfterPlans({ planId: 3, ofThisService: true }, before, before, true)).toEqual({ change: false });
    expect(choiceAfterPlans({ planId: null, ofThisService: true }, before, before, false)).toEqual({ change: false });
  });

  it('preselects without a word when nothing of this service was chosen', () => {
    expect(choiceAfterPlans({ planId: null, ofThisService: false }, before, [], false)).toEqual({ change: true, planId: 3, notice: null });
    expect(choiceAfterPlans({ planId: 77, ofThisService: false }, before, before, false)).toEqual({ change: true, planId: 3, notice: null });
  });

  it('says so when the plan chosen before the check is not offered after it (never silently)', () => {
    // 14 Lyrebird Rise against an upstream that answers only the 100 tier: 500 was preselected.
    expect(choiceAfterPlans({ planId: 3, ofThisService: true }, [p100], before, true)).toEqual({
      change: true,
      planId: 1,
      notice:
        "Ultrafast nbn 500/50Mbps with a free fibre upgrade isn't available at your address, so we've chosen Family nbn 100/20Mbps with a free fibre upgrade for you instead. You can choose another plan below.",
    });
    expect(choiceAfterPlans({ planId: 3, ofThisService: true }, [], before, true)).toEqual({
      change: true,
      planId: null,
      notice: "Ultrafast nbn 500/50Mbps with a free fibre upgrade isn't available at your address, so no plan is chosen.",
    });
  });
});
