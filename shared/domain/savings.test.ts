import { describe, expect, it } from 'vitest';
import { planSavings } from './savings';

const special = (planPrice: number, months = 6) => ({ planPrice, months, duration: `for the first ${months} months` });

describe('docs/product/pricing.md#savings: "Savings text: 6 times the monthly difference between normal and special price, over the special duration."', () => {
  it('worked example: $89.95 normally, $79.95 special: 6 × $10 = $60', () => {
    expect(planSavings({ price: 89.95, special: special(79.95) })).toEqual({ amount: 60, text: 'Save $60 over 6 months' });
  });
  it('worked example: $99 normally, $84.05 special: 6 × $14.95 = $89.70 (exact to the cent)', () => {
    expect(planSavings({ price: 99, special: special(84.05) })).toEqual({
      amount: 89.7,
      text: 'Save $89.70 over 6 months',
    });
  });
  it('worked example: $69.95 normally, $59.95 special: $60', () => {
    expect(planSavings({ price: 69.95, special: special(59.95) })?.text).toBe('Save $60 over 6 months');
  });
  it('no special, or a special that is not cheaper: no savings', () => {
    expect(planSavings({ price: 69.95, special: null })).toBeNull();
    expect(planSavings({ price: 69.95, special: special(69.95) })).toBeNull();
    expect(planSavings({ price: 69.95, special: special(79.95) })).toBeNull();
  });
  it('the text names the special duration', () => {
    expect(planSavings({ price: 80, special: special(70, 3) })?.text).toBe('Save $60 over 3 months');
  });
});
