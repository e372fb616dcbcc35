// Defaults for the broadband catalogues: each lists only what sets a plan apart (docs/product/pricing.md#plan-fields).
import type { Plan, PlanSpecial } from '../../shared/schemas/plan';

type Defaulted = 'priceNotes' | 'speedboost' | 'flipOnly' | 'firstMonthFree' | 'special' | 'dataAllowanceGb';
type PlanFields = Omit<Plan, Defaulted | 'activationFee' | 'award'> & Partial<Pick<Plan, Defaulted>>;

/** A special that lasts `months` months from the first bill. */
export function specialFor(planPrice: number, months: number): PlanSpecial {
  return { planPrice, duration: `for the first ${months} months`, months };
}

/** The notes under a plan's price: no price or minimum cost, which are computed (docs/decisions/012-one-minimum-cost.md). */
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

/** An nbn or fibre catalogue row: `speed` is the full speed ('100/20', '50-90/20'); the rest is what sets the plan apart. */
export type SpeedTierRow = Pick<Plan, 'id' | 'planTitle' | 'typicalEveningSpeed' | 'price'> &
  Partial<PlanFields> & { speed: string };

/** nbn and fibre plans named by their speeds ('Family nbn 100/20Mbps', 'nbn100', ...); a row may override any name. */
export function speedTierPlans(serviceType: 'nbn' | 'fibre', rows: readonly SpeedTierRow[]): Plan[] {
  const network = serviceType === 'nbn' ? 'nbn' : 'Fibre';
  return rows.map(({ speed, ...row }) => {
    const [download = '', upload] = speed.split('/');
    return broadbandPlan({
      serviceType,
      planHeading: `${row.planTitle} ${network} ${speed}Mbps`,
      planSpeed: `${network}${download}`,
      planFullSpeed: serviceType === 'nbn' ? `nbn ${speed}` : speed,
      // '50-90': a plan of up to 90 Mbps.
      planDownloadSpeed: Number(download.split('-').at(-1)),
      planUploadSpeed: Number(upload),
      cisLink: `/cis/${serviceType}-${download}.pdf`,
      ...row,
    });
  });
}
