import type { Plan, PlanAward } from '../../schemas/plan';

// docs/product/pricing.md#plan-promises: "Plans with speedboost include 5 My Speed Boost (free Speed Upgrade) days per month."

export const SPEED_BOOST_DAYS_PER_MONTH = 5;

/** The plan card's line for a plan with speedboost; null for a plan without. */
export function speedBoostText(plan: Pick<Plan, 'speedboost'>): string | null {
  return plan.speedboost ? `Includes ${SPEED_BOOST_DAYS_PER_MONTH} My Speed Boost (free Speed Upgrade) days per month` : null;
}

// docs/product/pricing.md#plan-promises: a page names the fastest tier it offers ('up to 1000Mbps').

/** The fastest download speed among `plans`, in Mbps; null for no plans. */
export function fastestSpeed(plans: readonly Pick<Plan, 'planDownloadSpeed'>[]): number | null {
  const speeds = plans.map((plan) => plan.planDownloadSpeed).filter((speed) => Number.isFinite(speed) && speed > 0);
  return speeds.length === 0 ? null : Math.max(...speeds);
}

/** 'up to 1000Mbps' for the plans offered; null for no plans. */
export function speedUpToText(plans: readonly Pick<Plan, 'planDownloadSpeed'>[]): string | null {
  const fastest = fastestSpeed(plans);
  return fastest === null ? null : `up to ${fastest}Mbps`;
}

// docs/product/pricing.md#plan-sources Plan.dataAllowanceGb (null for unlimited): no text calls a plan with an allowance unlimited.

/** 'Unlimited data.' or '30GB of data each month.' */
export function dataAllowanceText(dataAllowanceGb: number | null): string {
  return dataAllowanceGb === null ? 'Unlimited data.' : `${dataAllowanceGb}GB of data each month.`;
}

/** docs/product/pricing.md#card-facts: the fact under a plan card's heading; a mobile broadband plan's is its allowance. */
export function planCardFact(plan: Pick<Plan, 'serviceType' | 'planFullSpeed' | 'dataAllowanceGb'>): string {
  return plan.serviceType === 'mbb' ? dataAllowanceText(plan.dataAllowanceGb) : plan.planFullSpeed;
}

// docs/product/pricing.md#award-images: a plan is called award-winning only with the award, year and source the catalogue states.

export const AWARD_BADGE_TEXT = 'Award-winning plan';

/** `Award-winning plan: Best Value nbn Plan 2026, Canstar Blue`, or null for a plan without a stated award. */
export function awardBadgeText(plan: { award?: PlanAward | undefined }): string | null {
  const award = plan.award;
  if (!award) return null;
  return `${AWARD_BADGE_TEXT}: ${award.name} ${award.year}, ${award.source}`;
}
