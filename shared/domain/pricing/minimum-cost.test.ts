import { describe, expect, it } from 'vitest';
import { minimumCost, minimumCostText, NOTICE_PERIOD_DAYS, PLAN_ALONE, planCostInput, planMinimumCost, proRata, type CostSelection } from './minimum-cost';

const plan = (fields: Partial<CostSelection['plan']> = {}): CostSelection['plan'] => ({
  price: 84.95,
  special: null,
  freeFirstMonth: false,
  ...fields,
});

describe('docs/product/pricing.md#minimum-cost "Total minimum cost = the first month\'s charges + upfront cost − Home Secure (if subscribed) + the 30-day notice period at the daily rate of the month after"', () => {
  it('"the daily rate is the monthly charge × 12 ÷ 365": 30 days of $84.95 is $83.79', () => {
    expect(NOTICE_PERIOD_DAYS).toBe(30);
    expect(proRata(84.95, 30)).toBe(83.79);
    expect(proRata(69.95, 30)).toBe(68.99);
    expect(proRata(0, 30)).toBe(0);
  });

  it('worked example: $84.95 a month, nothing else: $84.95 + $83.79 = $168.74', () => {
    expect(minimumCost({ plan: plan(), ...PLAN_ALONE })).toMatchObject({ firstMonth: 84.95, noticePeriod: 83.79, total: 168.74 });
    expect(planMinimumCost(plan())).toBe(168.74);
  });

  it('the first month at the special price, and the notice at the price of month 2', () => {
    expect(planMinimumCost(plan({ special: { planPrice: 69.95, months: 6 } }))).toBe(138.94);
    // A one-month special: the notice falls at the ongoing price.
    expect(planMinimumCost(plan({ special: { planPrice: 69.95, months: 1 } }))).toBe(153.74);
  });

  it("'1st MONTH FREE': the first month's plan fee is $0 and the notice is charged at month 2's price: never $0", () => {
    expect(planMinimumCost(plan({ special: { planPrice: 69.95, months: 6 }, freeFirstMonth: true }))).toBe(68.99);
  });

  it('"upfront cost" is modem + extenders × price + activation + new development fee', () => {
    const cost = minimumCost({
      ...PLAN_ALONE,
      plan: plan({ activationFee: 99 }),
      modem: { selected: true, price: 170 },
      extenders: { count: 2, price: 120 },
      newDev: true,
    });
    expect(cost).toMatchObject({ modemPrice: 170, extenderCount: 2, extendersPrice: 240, activationFee: 99, newDevFee: 300 });
    expect(cost.upfront).toBe(809);
    expect(cost.total).toBe(977.74);
  });

  it('the call pack is in the first month and in the notice period; "− Home Secure (if subscribed)": subscribing leaves the figure as it is', () => {
    const without = minimumCost({ ...PLAN_ALONE, plan: plan(), voice: 'unlimited' });
    const withHomeSecure = minimumCost({ ...PLAN_ALONE, plan: plan(), voice: 'unlimited', homeSecure: true });
    expect(without).toMatchObject({ firstMonth: 94.95, noticePeriod: 93.65, total: 188.6 });
    expect(withHomeSecure.firstMonth).toBe(100.95);
    expect(withHomeSecure.total).toBe(without.total);
  });

  it('docs/product/ordering-and-handoff.md#extras-step: without the modem there are no extenders to pay for', () => {
    expect(minimumCost({ ...PLAN_ALONE, plan: plan(), extenders: { count: 3, price: 120 } }).upfront).toBe(0);
  });

  it('the card and the CIS state the figure with the notice period in it', () => {
    expect(minimumCostText(168.74)).toBe('Min. cost $168.74 inc. GST, including the 30-day cancellation notice period.');
  });

  it('a catalogue plan counts its free month exactly where the badge shows (never on nbn12, docs/product/pricing.md#plan-badges)', () => {
    const catalogue = { price: 59.95, special: null, firstMonthFree: true };
    expect(planCostInput({ ...catalogue, planSpeed: 'nbn50' }).freeFirstMonth).toBe(true);
    expect(planCostInput({ ...catalogue, planSpeed: 'nbn12' }).freeFirstMonth).toBe(false);
    expect(planMinimumCost(planCostInput({ ...catalogue, planSpeed: 'nbn12' }))).toBe(119.08);
  });
});
