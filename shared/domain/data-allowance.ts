// docs/product/pricing.md#plan-sources Plan: a plan's data allowance (Plan.dataAllowanceGb, null for unlimited). The CIS and the
// catalogue check read it, so no text calls a plan with an allowance unlimited.

/** 'Unlimited data.' or '30GB of data each month.' */
export function dataAllowanceText(dataAllowanceGb: number | null): string {
  return dataAllowanceGb === null ? 'Unlimited data.' : `${dataAllowanceGb}GB of data each month.`;
}
