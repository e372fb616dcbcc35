import { describe, expect, it } from 'vitest';
import { dataAllowanceText } from './data-allowance';

describe('docs/product/pricing.md#plan-sources Plan data allowance (null = unlimited)', () => {
  it('states the allowance, and unlimited only without one', () => {
    expect(dataAllowanceText(null)).toBe('Unlimited data.');
    expect(dataAllowanceText(30)).toBe('30GB of data each month.');
    expect(dataAllowanceText(200)).toBe('200GB of data each month.');
  });
});
