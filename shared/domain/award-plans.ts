// docs/product/pricing.md#award-images: "Award images are mapped to plan ids 10317 and 10591."
export const AWARD_PLAN_IDS: readonly number[] = [10317, 10591];

export function isAwardPlan(planId: number): boolean {
  return AWARD_PLAN_IDS.includes(planId);
}
