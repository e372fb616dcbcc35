import { describe, expect, it } from 'vitest';
import { planCostInput } from './minimum-cost';
import { planFeeInMonth, pricingState, type PlanFeeInput } from './pricing-states';
import { costOverMonths, twelveMonthCost, twelveMonthCostText } from './twelve-month-cost';

const steps = (plan: Partial<PlanFeeInput>) => pricingState({ price: 84.95, special: null, freeFirstMonth: false, ...plan, homeSecure: false });

describe('docs/product/pricing.md#12-month-cost "each month at the price its price steps show (a free first month at $0, the promotion for its months, then the ongoing price), added up"', () => {
  it('no promotion: 12 months of the ongoing price ($84.95 × 12 = $1,019.40)', () => {
    expect(twelveMonthCost(steps({}))).toBe(1019.4);
    expect(twelveMonthCostText(1019.4)).toBe('$1,019.40 over 12 months');
  });

  it('a 6-month promotion, then the ongoing price: 6 × $69.95 + 6 × $84.95 = $929.40', () => {
    expect(twelveMonthCost(steps({ special: { planPrice: 69.95, months: 6 } }))).toBe(929.4);
  });

  it('worked example: first month free, then $69.95/mth for 5 months, then $84.95/mth: $0 + 5 × $69.95 + 6 × $84.95 = $859.45', () => {
    const state = steps({ special: { planPrice: 69.95, months: 6 }, freeFirstMonth: true });
    expect(state.text).toBe('FREE for the first month, $69.95/mth for the next 5 months, then $84.95/mth');
    expect(twelveMonthCost(state)).toBe(859.45);
  });

  it('a promotion longer than a year counts only its first 12 months', () => {
    expect(twelveMonthCost(steps({ special: { planPrice: 50, months: 18 } }))).toBe(600);
  });

  it('a promotion without a stated length is not counted: no figure understates a cost', () => {
    expect(twelveMonthCost(steps({ special: { planPrice: 10 } }))).toBe(1019.4);
  });

  it('agrees with the plan fee of each month, for any price steps (the card and the comparison read the same steps)', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const plan: PlanFeeInput = {
        price: 20 + ((seed * 7919) % 10_000) / 100,
        special: seed % 3 === 0 ? null : { planPrice: 10 + ((seed * 104_729) % 6000) / 100, months: seed % 15 },
        freeFirstMonth: seed % 4 === 0,
      };
      let cents = 0;
      for (let month = 1; month <= 12; month += 1) cents += Math.round(planFeeInMonth(plan, month) * 100);
      expect(twelveMonthCost(steps(plan)), JSON.stringify(plan)).toBe(cents / 100);
    }
  });

  it('reads a catalogue plan through the card\'s cost input (the free month only where its badge shows)', () => {
    const card = planCostInput({ price: 89.95, special: { planPrice: 74.95, months: 6 }, planSpeed: 'nbn100', firstMonthFree: true });
    expect(twelveMonthCost(pricingState({ ...card, homeSecure: false }))).toBe(0 + 5 * 74.95 + 6 * 89.95);
    expect(costOverMonths(pricingState({ ...card, homeSecure: false }).segments, 1)).toBe(0);
  });
});
