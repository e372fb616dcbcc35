// docs/product/address-check.md#plans-shown-before-the-check: "a plan shown before the address check
// and not offered after it stays visible with its reason, whatever the plans upstream answers".
import { describe, expect, it } from 'vitest';
import { planFixture } from '../../../tests/support/plan-fixture';
import { scenarioSq } from '../../../tests/support/scenario-sq';
import type { Plan } from '../../schemas/plan';
import { NOT_IN_ADDRESS_PLANS_TEXT, plansKeptInView } from './plans-kept-in-view';

const tier = (id: number, speed: number, name: string): Plan =>
  planFixture({ id, serviceType: 'flipToFibre', planTitle: `FTTN ${speed}`, planHeading: `${name} nbn ${speed}Mbps with a free fibre upgrade`, planDownloadSpeed: speed });
const DEFAULTS = [tier(1, 100, 'Family'), tier(2, 250, 'Superfast'), tier(3, 500, 'Ultrafast'), tier(4, 1000, 'Hyperfast')];
const [p100, p250, p500, p1000] = DEFAULTS as [Plan, Plan, Plan, Plan];

describe('plansKeptInView', () => {
  it('14 Lyrebird Rise, against an upstream that answers only the 100 tier: 250, 500 and 1000 stay, each with its reason', () => {
    const kept = plansKeptInView('flipToFibre', DEFAULTS, [p100], scenarioSq('flip-ready-fttn'));
    expect(kept.map((entry) => entry.plan.id)).toEqual([2, 3, 4]);
    for (const entry of kept) {
      expect(entry.unavailableText).toBe(NOT_IN_ADDRESS_PLANS_TEXT);
      expect(entry.sentence).toBe(`${entry.plan.planHeading} isn't available at your address: our plans for your address do not include it.`);
    }
  });

  it('names the rule where one rules the plan out: an FTTC line upgrades with 250 or faster', () => {
    const kept = plansKeptInView('flipToFibre', DEFAULTS, [p250, p500, p1000], scenarioSq('flip-ready-fttc'));
    expect(kept).toEqual([
      {
        plan: p100,
        unavailableText: 'The free upgrade of a current FTTC line comes with a Superfast nbn 250/25Mbps plan or faster.',
        sentence: "Family nbn 100Mbps with a free fibre upgrade isn't available at your address: a current FTTC line needs a Superfast nbn 250/25Mbps plan or faster.",
      },
    ]);
  });

  it('keeps nothing when every plan shown is still listed, or when a reason for the whole service is said once above the plans', () => {
    expect(plansKeptInView('flipToFibre', DEFAULTS, DEFAULTS, scenarioSq('flip-ready-fttn'))).toEqual([]);
    // Only by request: "Flip to Fibre plans aren't available at your address" is said once, no cards.
    expect(plansKeptInView('flipToFibre', DEFAULTS, [], scenarioSq('flip-by-request-no-date'))).toEqual([]);
  });

  it("ignores another service's plans", () => {
    expect(plansKeptInView('flipToFibre', [planFixture({ id: 9 })], [], scenarioSq('flip-ready-fttn'))).toEqual([]);
  });
});
