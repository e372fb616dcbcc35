// docs/product/pricing.md#summary-lines: "A monthly line gives its price steps; a one-off line its
// price and `one-off`", FREE when there is nothing to pay.
import { describe, expect, it } from 'vitest';
import { lineAmountText } from './order-totals';

describe('lineAmountText', () => {
  it('a monthly line its steps, else its price a month; a one-off its price; FREE when free', () => {
    expect(lineAmountText({ amount: 84.95, period: 'month', free: false, steps: '$69.95/mth for the first 6 months, then $84.95/mth' })).toBe(
      '$69.95/mth for the first 6 months, then $84.95/mth',
    );
    expect(lineAmountText({ amount: 10, period: 'month', free: false })).toBe('$10/mth');
    expect(lineAmountText({ amount: 170, period: 'once', free: false })).toBe('$170');
    expect(lineAmountText({ amount: 0, period: 'once', free: true })).toBe('FREE');
  });
});
