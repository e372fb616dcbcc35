// Shared defaults for the broadband catalogue files: most fields are the same across plans, so
// each catalogue lists only what sets a plan apart (docs/product/pricing.md#plan-fields Plan).
import type { Plan, PlanSpecial } from '../../shared/schemas/plan';

type PlanFields = Pick<
  Plan,
  | 'id'
  | 'serviceType'
  | 'planTitle'
  | 'planHeading'
  | 'planSpeed'
  | 'planFullSpeed'
  | 'planDownloadSpeed'
  | 'planUploadSpeed'
  | 'typicalEveningSpeed'
  | 'price'
  | 'cisLink'
> &
  Partial<Pick<Plan, 'priceNotes' | 'speedboost' | 'flipOnly' | 'firstMonthFree' | 'special' | 'dataAllowanceGb'>>;

/** A special that lasts `months` months from the first bill. */
export function specialFor(planPrice: number, months: number): PlanSpecial {
  return { planPrice, duration: `for the first ${months} months`, months };
}

/**
 * The notes under a plan's price. Prices and the minimum cost are not repeated here: the card and the
 * CIS compute them from the plan (shared/domain/pricing/minimum-cost.ts), and the catalogue check drops a
 * plan whose notes state a different "Min. cost" (docs/decisions/012-one-minimum-cost.md).
 */
export const PRICE_NOTES = 'No lock-in contract. Prices include GST.';

export function broadbandPlan(fields: PlanFields): Plan {
  const special = fields.special ?? null;
  return {
    speedboost: false,
    flipOnly: false,
    firstMonthFree: false,
    // docs/product/ordering-and-handoff.md#order-state: unlimited data unless the plan states an allowance (mobile broadband does).
    dataAllowanceGb: null,
    ...fields,
    special,
    priceNotes: fields.priceNotes ?? PRICE_NOTES,
  };
}
