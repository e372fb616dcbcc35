// docs/product/pricing.md#award-images: a plan is called award-winning only with the award it won, its
// year and who gave it, as the catalogue states them. The rules' mapping of award images to plan ids
// 10317 and 10591 names no award, so on its own it makes no badge.
import type { PlanAward } from '../schemas/plan';

export const AWARD_BADGE_TEXT = 'Award-winning plan';

/** `Award-winning plan: Best Value nbn Plan 2026, Canstar Blue`, or null for a plan without a stated award. */
export function awardBadgeText(plan: { award?: PlanAward | undefined }): string | null {
  const award = plan.award;
  if (!award) return null;
  return `${AWARD_BADGE_TEXT}: ${award.name} ${award.year}, ${award.source}`;
}
