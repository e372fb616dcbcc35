import { describe, expect, it } from 'vitest';
import { AWARD_PLAN_IDS, isAwardPlan } from './award-plans';

describe('docs/product/pricing.md#award-images: "Award images are mapped to plan ids 10317 and 10591."', () => {
  it('ids', () => {
    expect(AWARD_PLAN_IDS).toEqual([10317, 10591]);
    expect(isAwardPlan(10317)).toBe(true);
    expect(isAwardPlan(10591)).toBe(true);
    expect(isAwardPlan(7175)).toBe(false);
  });
});
