import { describe, expect, it } from 'vitest';
import { planFixture } from '../../../tests/support/plan-fixture';
import { dataAllowanceText, planCardFact } from './plan-texts';

describe('docs/product/pricing.md#plan-sources Plan data allowance (null = unlimited)', () => {
  it('states the allowance, and unlimited only without one', () => {
    expect(dataAllowanceText(null)).toBe('Unlimited data.');
    expect(dataAllowanceText(30)).toBe('30GB of data each month.');
    expect(dataAllowanceText(200)).toBe('200GB of data each month.');
  });
});

describe('docs/product/pricing.md#card-facts: "a mobile broadband card names its data allowance, not a line\'s speeds"', () => {
  it('mobile broadband: the allowance', () => {
    expect(planCardFact(planFixture({ serviceType: 'mbb', planFullSpeed: '100/20', dataAllowanceGb: 30 }))).toBe('30GB of data each month.');
  });

  it('a fixed line or a home wireless tier: its down/up speeds', () => {
    expect(planCardFact(planFixture())).toBe('nbn 100/20');
    expect(planCardFact(planFixture({ serviceType: 'hwbb', planFullSpeed: '50/10' }))).toBe('50/10');
  });
});
