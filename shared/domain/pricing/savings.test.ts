import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents, formatPrice } from './money';
import { pricingState } from './pricing-states';
import { planSavings, promotionMonths, promotionSavings, savingsOver, stepsSavings } from './savings';

const special = (planPrice: number, months = 6) => ({ planPrice, months, duration: `for the first ${months} months` });

describe('docs/product/pricing.md#savings: "The saving of a promotion is the ongoing price less the plan fee of each month, added up over the months the text names: the promotion\'s own length."', () => {
  it('worked example: $89.95 normally, $79.95 for 6 months: 6 × $10 = $60', () => {
    expect(planSavings({ price: 89.95, special: special(79.95) })).toEqual({ amount: 60, months: 6, text: 'Save $60 over 6 months' });
  });

  it('worked example: $99 normally, $84.05 for 6 months: 6 × $14.95 = $89.70 (exact to the cent)', () => {
    expect(planSavings({ price: 99, special: special(84.05) })?.text).toBe('Save $89.70 over 6 months');
  });

  it('worked example: first month free, then $69.95 for 5 months, then $84.95: $84.95 + 5 × $15 = $159.95 over 6 months', () => {
    const plan = { price: 84.95, special: special(69.95), firstMonthFree: true, planSpeed: 'nbn50' };
    expect(planSavings(plan)).toEqual({ amount: 159.95, months: 6, text: 'Save $159.95 over 6 months' });
    expect(savingsOver({ price: 84.95, special: special(69.95), freeFirstMonth: true }, 6)).toBe(159.95);
  });

  it('the free month counts only where its badge shows: never on nbn12 (docs/product/pricing.md#plan-badges)', () => {
    expect(planSavings({ price: 64.95, special: special(54.95), firstMonthFree: true, planSpeed: 'nbn12' })?.amount).toBe(60);
  });

  it('a 12-month special is named and added over 12 months: $99.95 normally, $74.95 for 12 months: $300 over 12 months', () => {
    expect(planSavings({ price: 99.95, special: special(74.95, 12) })).toEqual({ amount: 300, months: 12, text: 'Save $300 over 12 months' });
  });

  it('the text names the months it counts', () => {
    expect(planSavings({ price: 80, special: special(70, 3) })?.text).toBe('Save $30 over 3 months');
    expect(promotionMonths({ price: 80, special: special(70, 1), freeFirstMonth: false })).toBe(1);
    expect(promotionSavings({ price: 80, special: special(70, 1), freeFirstMonth: false })?.text).toBe('Save $10 over 1 month');
  });

  it('no special, or a special that saves nothing: no savings text', () => {
    expect(planSavings({ price: 69.95, special: null })).toBeNull();
    expect(planSavings({ price: 69.95, special: special(69.95) })).toBeNull();
    expect(planSavings({ price: 69.95, special: special(79.95) })).toBeNull();
  });
});

describe('the saving agrees with the price steps the card shows (property)', () => {
  it('saving = ongoing price × the months named − what the steps charge over those months', () => {
    const cents = fc.integer({ min: 100, max: 20_000 }).map((value) => value / 100);
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 1, max: 24 }), fc.boolean(), (price, planPrice, months, freeFirstMonth) => {
        const plan = { price, special: { planPrice, months }, freeFirstMonth };
        const saving = promotionSavings(plan);
        const steps = pricingState({ ...plan, homeSecure: false }).segments;
        const named = promotionMonths(plan);
        // What the card's steps charge over the months named, step by step.
        const charged = steps.reduce((sum, step) => {
          const last = Math.min(named, step.months === null ? named : step.fromMonth + step.months - 1);
          return sum + toCents(step.monthly) * Math.max(0, last - step.fromMonth + 1);
        }, 0);
        const expected = toCents(price) * named - charged;
        if (expected > 0) {
          expect(saving?.months).toBe(named);
          expect(toCents(saving!.amount)).toBe(expected);
          expect(saving!.text).toBe(`Save ${formatPrice(saving!.amount, { dollarSign: true })} over ${named === 1 ? '1 month' : `${named} months`}`);
        } else expect(saving).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});

describe('stepsSavings: the saving read from an offer\'s price steps (shared/domain/plans/offered-plan.ts)', () => {
  it('worked example from the steps: FREE for the first month, $69.95 for 5 months, then $84.95: Save $159.95 over 6 months', () => {
    const steps = pricingState({ price: 84.95, special: special(69.95), freeFirstMonth: true, homeSecure: false }).segments;
    expect(stepsSavings(steps)).toEqual({ amount: 159.95, months: 6, text: 'Save $159.95 over 6 months' });
    // A 12-month boost special names 12 months and adds them all.
    const boost = pricingState({ price: 84.95, special: special(64.95, 12), freeFirstMonth: false, homeSecure: false }).segments;
    expect(stepsSavings(boost)?.text).toBe('Save $240 over 12 months');
    expect(stepsSavings(pricingState({ price: 84.95, special: null, freeFirstMonth: false, homeSecure: false }).segments)).toBeNull();
  });

  it('agrees with the saving of the plan for any price, special and free month (one rule, two readings)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2_000, max: 20_000 }),
        // A special below the ongoing price (one at the same price is not a promotion the steps show).
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.boolean(),
        (priceCents, discountCents, months, freeFirstMonth) => {
          const price = priceCents / 100;
          const plan = { price, special: special(Math.max(0, priceCents - discountCents) / 100, months), freeFirstMonth };
          expect(stepsSavings(pricingState({ ...plan, homeSecure: false }).segments)).toEqual(promotionSavings(plan));
        },
      ),
      { numRuns: 300 },
    );
  });
});
