import { describe, expect, it } from 'vitest';
import { planFeeInMonth, pricingState } from './pricing-states';

describe('docs/product/pricing.md#pricing-states pricing states', () => {
  it('no special and no Home Secure: one ongoing price', () => {
    expect(pricingState({ price: 69.95, special: null, homeSecure: false, freeFirstMonth: false })).toMatchObject({
      kind: 'standard',
      segments: [{ fromMonth: 1, months: null, monthly: 69.95 }],
      text: '$69.95/mth',
    });
  });

  it('"with a special price, it shows for the special duration then the ongoing price"', () => {
    expect(pricingState({ price: 69.95, special: { planPrice: 59.95, months: 6 }, homeSecure: false, freeFirstMonth: false })).toMatchObject({
      kind: 'special',
      segments: [
        { fromMonth: 1, months: 6, monthly: 59.95 },
        { fromMonth: 7, months: null, monthly: 69.95 },
      ],
      text: '$59.95/mth for the first 6 months, then $69.95/mth',
    });
  });

  it('"With Home Secure, the monthly price is higher by an amount the caller computes and the text says the first 3 months are at one price."', () => {
    expect(pricingState({ price: 69.95, special: null, homeSecure: true, homeSecureMonthly: 6, freeFirstMonth: false })).toMatchObject({
      kind: 'homeSecure',
      segments: [
        { fromMonth: 1, months: 3, monthly: 69.95 },
        { fromMonth: 4, months: null, monthly: 75.95 },
      ],
      text: '$69.95/mth for the first 3 months, then $75.95/mth',
    });
  });

  it('"With both, the text gives the first 3 months, the next 3 months and then the ongoing price."', () => {
    expect(pricingState({ price: 85, special: { planPrice: 65, months: 6 }, homeSecure: true, freeFirstMonth: false })).toMatchObject({
      kind: 'both',
      segments: [
        { fromMonth: 1, months: 3, monthly: 65 },
        { fromMonth: 4, months: 3, monthly: 71 },
        { fromMonth: 7, months: null, monthly: 91 },
      ],
      text: '$65/mth for the first 3 months, $71/mth for the next 3 months, then $91/mth',
    });
  });

  it('a special no cheaper than the plan collapses into one price', () => {
    expect(pricingState({ price: 70, special: { planPrice: 70, months: 6 }, homeSecure: false, freeFirstMonth: false }).text).toBe('$70/mth');
  });

  it('a 1-month special with Home Secure', () => {
    expect(pricingState({ price: 80, special: { planPrice: 0, months: 1 }, homeSecure: true, freeFirstMonth: false }).text).toBe(
      'FREE for the first month, $80/mth for the next 2 months, then $86/mth',
    );
  });

  it('gives each step its amount apart, so the card shows every amount at one size', () => {
    expect(pricingState({ price: 84.95, special: { planPrice: 69.95, months: 6 }, homeSecure: false, freeFirstMonth: false }).steps).toEqual([
      { lead: '', amount: '$69.95', tail: '/mth for the first 6 months' },
      { lead: 'then ', amount: '$84.95', tail: '/mth' },
    ]);
  });
});

describe("docs/product/pricing.md#plan-badges '1st MONTH FREE' in the figures (docs/decisions/012-one-minimum-cost.md)", () => {
  const nbn50 = { price: 84.95, special: { planPrice: 69.95, months: 6 }, freeFirstMonth: true };

  it('the plan fee of month 1 is $0; the special, counted from the first bill, covers months 2 to 6', () => {
    expect([1, 2, 6, 7].map((month) => planFeeInMonth(nbn50, month))).toEqual([0, 69.95, 69.95, 84.95]);
    expect(pricingState({ ...nbn50, homeSecure: false }).text).toBe(
      'FREE for the first month, $69.95/mth for the next 5 months, then $84.95/mth',
    );
  });

  it('a free month without a special: free, then the price', () => {
    expect(pricingState({ price: 64.95, special: null, freeFirstMonth: true, homeSecure: false }).text).toBe(
      'FREE for the first month, then $64.95/mth',
    );
  });

  it('with Home Secure subscribed (free for 3 months): four steps', () => {
    expect(pricingState({ ...nbn50, homeSecure: true }).text).toBe(
      'FREE for the first month, $69.95/mth for the next 2 months, $75.95/mth for the next 3 months, then $90.95/mth',
    );
  });

  it('a special without a stated length is not counted, so no figure understates a cost', () => {
    expect(planFeeInMonth({ price: 84.95, special: { planPrice: 69.95 }, freeFirstMonth: false }, 1)).toBe(84.95);
  });
});
