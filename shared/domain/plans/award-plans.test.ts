import { describe, expect, it } from 'vitest';
import { awardBadgeText } from './plan-texts';

describe('docs/product/pricing.md#award-images: "a plan is called award-winning only with the award\'s name, its year and who gave it"', () => {
  it('names the award, its year and its source', () => {
    expect(awardBadgeText({ award: { name: 'Best Value nbn Plan', year: 2026, source: 'Canstar Blue' } })).toBe(
      'Award-winning plan: Best Value nbn Plan 2026, Canstar Blue',
    );
  });
  it('makes no badge for a plan without a stated award, whatever its id', () => {
    expect(awardBadgeText({})).toBeNull();
    expect(awardBadgeText({ award: undefined })).toBeNull();
  });
});
