import { describe, expect, it } from 'vitest';
import { minimumCost, minimumCostText, PLAN_ALONE, planCostInput, planMinimumCost, PRO_RATA_NOTE, type CostSelection } from './minimum-cost';

const plan = (fields: Partial<CostSelection['plan']> = {}): CostSelection['plan'] => ({
  price: 84.95,
  special: null,
  freeFirstMonth: false,
  ...fields,
});

describe('docs/product/pricing.md#minimum-cost "Total minimum cost = monthly price + upfront (modem, extenders times price, activation, new-dev fee), less Home Secure price if chosen, plus a 30-day cancellation notice pro-rata."', () => {
  it('"monthly price": the first month of the plan, at its special price when one applies', () => {
    expect(planMinimumCost(plan())).toBe(84.95);
    expect(planMinimumCost(plan({ special: { planPrice: 69.95, months: 6 } }))).toBe(69.95);
  });

  it("'1st MONTH FREE' is in the figure: the first month's plan fee is $0 (docs/decisions/012-one-minimum-cost.md)", () => {
    expect(planMinimumCost(plan({ special: { planPrice: 69.95, months: 6 }, freeFirstMonth: true }))).toBe(0);
  });

  it('"upfront (modem, extenders times price, activation, new-dev fee)"', () => {
    const cost = minimumCost({
      ...PLAN_ALONE,
      plan: plan({ activationFee: 99 }),
      modem: { selected: true, price: 170 },
      extenders: { count: 2, price: 120 },
      newDev: true,
    });
    expect(cost).toMatchObject({ modemPrice: 170, extenderCount: 2, extendersPrice: 240, activationFee: 99, newDevFee: 300 });
    expect(cost.upfront).toBe(809);
    expect(cost.total).toBe(893.95);
  });

  it('"less Home Secure price if chosen": subscribing changes the first month, not the minimum cost', () => {
    const without = minimumCost({ ...PLAN_ALONE, plan: plan(), voice: 'unlimited' });
    const withHomeSecure = minimumCost({ ...PLAN_ALONE, plan: plan(), voice: 'unlimited', homeSecure: true });
    expect(withHomeSecure.firstMonth).toBe(100.95);
    expect(withHomeSecure.total).toBe(without.total);
    expect(without.total).toBe(94.95);
  });

  it('docs/product/ordering-and-handoff.md#extras-step: without the modem there are no extenders to pay for', () => {
    expect(minimumCost({ ...PLAN_ALONE, plan: plan(), extenders: { count: 3, price: 120 } }).upfront).toBe(0);
  });

  it('"plus a 30-day cancellation notice pro-rata" ("Pro-rata amounts: not shown"): stated in words, once, never added', () => {
    expect(PRO_RATA_NOTE).toBe('plus any pro-rata charges for 30-day cancellation notice period');
    expect(minimumCostText(69.95)).toBe(
      'Min. cost $69.95 inc. GST plus any pro-rata charges for 30-day cancellation notice period.',
    );
  });

  it('a catalogue plan counts its free month exactly where the badge shows (never on nbn12, docs/product/pricing.md#plan-badges)', () => {
    const catalogue = { price: 59.95, special: null, firstMonthFree: true };
    expect(planCostInput({ ...catalogue, planSpeed: 'nbn50' }).freeFirstMonth).toBe(true);
    expect(planCostInput({ ...catalogue, planSpeed: 'nbn12' }).freeFirstMonth).toBe(false);
    expect(planMinimumCost(planCostInput({ ...catalogue, planSpeed: 'nbn12' }))).toBe(59.95);
  });
});
