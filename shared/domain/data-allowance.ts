// docs/product/pricing.md#plan-sources Plan: a plan's data allowance (Plan.dataAllowanceGb, null for unlimited). The CIS and the
// catalogue check read it, so no text calls a plan with an allowance unlimited.
import type { Plan } from '../schemas/plan';

/** 'Unlimited data.' or '30GB of data each month.' */
export function dataAllowanceText(dataAllowanceGb: number | null): string {
  return dataAllowanceGb === null ? 'Unlimited data.' : `${dataAllowanceGb}GB of data each month.`;
}

/**
 * docs/product/pricing.md#card-facts: the fact under a plan card's heading. A line's down/up speeds
 * ('100/20') describe a fixed line or a home wireless tier; a mobile broadband plan has no line, and
 * what sets it apart is its data allowance.
 */
export function planCardFact(plan: Pick<Plan, 'serviceType' | 'planFullSpeed' | 'dataAllowanceGb'>): string {
  return plan.serviceType === 'mbb' ? dataAllowanceText(plan.dataAllowanceGb) : plan.planFullSpeed;
}
