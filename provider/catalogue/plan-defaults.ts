// Shared defaults for the broadband catalogue files: most fields are the same across plans, so
// each catalogue lists only what sets a plan apart (SPEC §3 Plan).
import type { Plan, PlanSpecial } from '../../shared/types/plan';

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
  Partial<Pick<Plan, 'priceNotes' | 'speedboost' | 'flipOnly' | 'firstMonthFree' | 'special'>>;

/** A special that lasts `months` months from the first bill. */
export function specialFor(planPrice: number, months: number): PlanSpecial {
  return { planPrice, duration: `for the first ${months} months`, months };
}

/** Formats an AUD amount the way the price notes show it: `$84.95`. */
export function dollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** SPEC §9.2: prices inc. GST; the note says what the plan costs after any special. */
export function defaultPriceNotes(price: number, special: PlanSpecial | null): string {
  if (special) {
    return `${dollars(special.planPrice)}/mth ${special.duration}, then ${dollars(price)}/mth. Min. cost ${dollars(special.planPrice)} inc. GST.`;
  }
  return `${dollars(price)}/mth. Min. cost ${dollars(price)} inc. GST.`;
}

export function broadbandPlan(fields: PlanFields): Plan {
  const special = fields.special ?? null;
  return {
    speedboost: false,
    flipOnly: false,
    firstMonthFree: false,
    ...fields,
    special,
    priceNotes: fields.priceNotes ?? defaultPriceNotes(fields.price, special),
  };
}
