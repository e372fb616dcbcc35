import { describe, expect, it } from 'vitest';
import { pricingState } from './pricing-states';

describe('SPEC §4 pricing states', () => {
  it('no special and no Home Secure: one ongoing price', () => {
    expect(pricingState({ price: 69.95, special: null, homeSecure: false })).toEqual({
      kind: 'standard',
      segments: [{ fromMonth: 1, months: null, monthly: 69.95 }],
      text: '$69.95/mth',
    });
  });

  it('"with a special price, it shows for the special duration then the ongoing price"', () => {
    expect(pricingState({ price: 69.95, special: { planPrice: 59.95, months: 6 }, homeSecure: false })).toEqual({
      kind: 'special',
      segments: [
        { fromMonth: 1, months: 6, monthly: 59.95 },
        { fromMonth: 7, months: null, monthly: 69.95 },
      ],
      text: '$59.95/mth for the first 6 months, then $69.95/mth',
    });
  });

  it('"With Home Secure, the monthly price is higher by an amount the caller computes and the text says the first 3 months are at one price."', () => {
    expect(pricingState({ price: 69.95, special: null, homeSecure: true, homeSecureMonthly: 6 })).toEqual({
      kind: 'homeSecure',
      segments: [
        { fromMonth: 1, months: 3, monthly: 69.95 },
        { fromMonth: 4, months: null, monthly: 75.95 },
      ],
      text: '$69.95/mth for the first 3 months, then $75.95/mth',
    });
  });

  it('"With both, the text gives the first 3 months, the next 3 months and then the ongoing price."', () => {
    expect(pricingState({ price: 85, special: { planPrice: 65, months: 6 }, homeSecure: true })).toEqual({
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
    expect(pricingState({ price: 70, special: { planPrice: 70, months: 6 }, homeSecure: false }).text).toBe('$70/mth');
  });

  it('a 1-month special with Home Secure', () => {
    expect(pricingState({ price: 80, special: { planPrice: 0, months: 1 }, homeSecure: true }).text).toBe(
      '$0/mth for the first month, $80/mth for the next 2 months, then $86/mth',
    );
  });
});
