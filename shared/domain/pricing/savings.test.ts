import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents, formatPrice } from './money';
import { planFeeInMonth, pricingState } from './pricing-states';
import { stepsSavings } from './savings';

const special = (planPrice: number, months = 6) => ({ planPrice, months, duration: `for the first ${months} months` });
/** The saving of a plan as its card shows it: read from its price steps (shared/domain/plans/offered-plan.ts). */
const saving = (price: number, promotion: ReturnType<typeof special> | null, freeFirstMonth = false) =>
  stepsSavings(pricingState({ price, special: promotion, freeFirstMonth, homeSecure: false }).segments);

describe('docs/product/pricing.md#savings: "The saving of a promotion is the ongoing price less the plan fee of each month, added up over the months the text names: the promotion\'s own length."', () => {
  it('worked example: $89.95 normally, $79.95 for 6 months: 6 × $10 = $60', () => {
    expect(saving(89.95, special(79.95))).toEqual({ amount: 60, months: 6, text: 'Save $60 over 6 months' });
  });

  it('worked example: $99 normally, $84.05 for 6 months: 6 × $14.95 = $89.70 (exact to the cent)', () => {
    expect(saving(99, special(84.05))?.text).toBe('Save $89.70 over 6 months');
  });

  it('worked example: first month free, then $69.95 for 5 months, then $84.95: $84.95 + 5 × $15 = $159.95 over 6 months', () => {
    expect(saving(84.95, special(69.95), true)).toEqual({ amount: 159.95, months: 6, text: 'Save $159.95 over 6 months' });
  });

  it('a 12-month special is named and added over 12 months: $99.95 normally, $74.95 for 12 months: $300 over 12 months', () => {
    expect(saving(99.95, special(74.95, 12))).toEqual({ amount: 300, months: 12, text: 'Save $300 over 12 months' });
    expect(saving(84.95, special(64.95, 12))?.text).toBe('Save $240 over 12 months');
  });

  it('the text names the months it counts', () => {
    expect(saving(80, special(70, 3))?.text).toBe('Save $30 over 3 months');
    expect(saving(80, special(70, 1))?.text).toBe('Save $10 over 1 month');
  });

  it('no special, or a special that saves nothing: no savings text', () => {
    expect(saving(69.95, null)).toBeNull();
    expect(saving(69.95, special(69.95))).toBeNull();
    expect(saving(69.95, special(79.95))).toBeNull();
  });
});

describe('the saving agrees with the plan fee of each month (property)', () => {
  it('saving = the ongoing price less each month\'s fee, over the special\'s months (or the free month alone)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2_000, max: 20_000 }),
        // A special below the ongoing price (one at the same price is not a promotion the steps show).
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.boolean(),
        (priceCents, discountCents, months, freeFirstMonth) => {
          const plan = { price: priceCents / 100, special: special(Math.max(0, priceCents - discountCents) / 100, months), freeFirstMonth };
          const named = Math.max(months, freeFirstMonth ? 1 : 0);
          let expected = 0;
          for (let month = 1; month <= named; month += 1) expected += priceCents - toCents(planFeeInMonth(plan, month));
          const found = saving(plan.price, plan.special, freeFirstMonth);
          if (expected > 0) {
            expect(found?.months).toBe(named);
            expect(toCents(found!.amount)).toBe(expected);
            expect(found!.text).toBe(`Save ${formatPrice(found!.amount, { dollarSign: true })} over ${named === 1 ? '1 month' : `${named} months`}`);
          } else expect(found).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
