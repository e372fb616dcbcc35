// docs/product/pricing.md#plan-promises: "Plans with speedboost include 5 My Speed Boost (free Speed Upgrade) days per month."
import type { Plan } from '../schemas/plan';

export const SPEED_BOOST_DAYS_PER_MONTH = 5;

/** The plan card's line for a plan with speedboost; null for a plan without. */
export function speedBoostText(plan: Pick<Plan, 'speedboost'>): string | null {
  return plan.speedboost ? `Includes ${SPEED_BOOST_DAYS_PER_MONTH} My Speed Boost (free Speed Upgrade) days per month` : null;
}
