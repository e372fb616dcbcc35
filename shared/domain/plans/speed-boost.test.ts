import { describe, expect, it } from 'vitest';
import { SPEED_BOOST_DAYS_PER_MONTH, speedBoostText } from './plan-texts';

describe('docs/product/pricing.md#plan-promises: "Plans with speedboost include 5 My Speed Boost (free Speed Upgrade) days per month."', () => {
  it('five days a month', () => {
    expect(SPEED_BOOST_DAYS_PER_MONTH).toBe(5);
  });

  it('a plan with speedboost says so; a plan without says nothing', () => {
    expect(speedBoostText({ speedboost: true })).toBe('Includes 5 My Speed Boost (free Speed Upgrade) days per month');
    expect(speedBoostText({ speedboost: false })).toBeNull();
  });
});
