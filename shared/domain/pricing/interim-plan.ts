// docs/product/pricing.md#transfer-plan Extras: "Flip-to-Fibre transfer plan: 100 Mbps or 50 Mbps. The summary's interim nbn plan
// depends on the selected plan and on whether the extra flip plan option is chosen."
// docs/product/ordering-and-handoff.md#hand-off-fields hand-off: "interim_plan (50 if the interim plan is nbn 50/20 else 100)".
import type { Plan } from '../../schemas/plan';

export type InterimPlanSpeed = 50 | 100;
/** docs/product/pricing.md#transfer-plan: "Flip transfer plans 50 or 100 Mbps". */
export const INTERIM_PLAN_SPEEDS: readonly InterimPlanSpeed[] = [100, 50];

export interface InterimPlanInput {
  /** Download speed (Mbps) of the selected Flip-to-Fibre plan, if one is selected. */
  selectedPlanDownloadSpeed: number | null | undefined;
  /** The transfer-plan toggle, when the visitor chose it (the "extra flip plan option"). */
  transferPlan: InterimPlanSpeed | null | undefined;
  /** The line's top speed (sqResult.maxSpeed): the interim plan is no faster (`fittedTransferPlan`). */
  lineMaxSpeed?: number | null;
}

/**
 * The nbn speed the customer sits on until the fibre is connected: the transfer-plan choice, else 50 Mbps
 * for a selected plan of 50 Mbps or less, else 100 Mbps (the docs/product/address-check.md#flip-eligibility FTTN minimum).
 */
export function interimPlanSpeed({ selectedPlanDownloadSpeed: selected, transferPlan, lineMaxSpeed }: InterimPlanInput): InterimPlanSpeed {
  if (transferPlan === 50 || transferPlan === 100) return fittedTransferPlan(transferPlan, lineMaxSpeed);
  return fittedTransferPlan(typeof selected === 'number' && selected > 0 && selected <= 50 ? 50 : 100, lineMaxSpeed);
}

const normalizeFullSpeed = (text: string): string => text.toLowerCase().replace(/mbps/g, '').replace(/\s+/g, ' ').trim();

/** The nbn plan (from GET /api/getDefaultPlansNbn) matching the interim speed: 'nbn 50/20' or 'nbn 100/20'. */
export function findInterimPlan<P extends Pick<Plan, 'planFullSpeed' | 'planDownloadSpeed'>>(
  nbnPlans: readonly P[],
  speed: InterimPlanSpeed,
): P | undefined {
  const wanted = `nbn ${speed}/20`;
  return (
    nbnPlans.find((plan) => normalizeFullSpeed(plan.planFullSpeed) === wanted) ??
    nbnPlans.find((plan) => plan.planDownloadSpeed === speed)
  );
}

/**
 * docs/product/pricing.md#transfer-plan: "The plan while waiting for fibre is no faster than the line's top speed"
 * (0 or unknown rules nothing out); a slower line keeps the slowest, 50 Mbps.
 */
export function transferPlanSpeeds(lineMaxSpeed: number | null | undefined): InterimPlanSpeed[] {
  if (typeof lineMaxSpeed !== 'number' || !(lineMaxSpeed > 0)) return [...INTERIM_PLAN_SPEEDS];
  const fitting = INTERIM_PLAN_SPEEDS.filter((speed) => speed <= lineMaxSpeed);
  return fitting.length > 0 ? fitting : [Math.min(...INTERIM_PLAN_SPEEDS) as InterimPlanSpeed];
}

/** The transfer plan as ordered: the one chosen when the line can take it, else the fastest it can. */
export function fittedTransferPlan(chosen: InterimPlanSpeed, lineMaxSpeed: number | null | undefined): InterimPlanSpeed {
  const speeds = transferPlanSpeeds(lineMaxSpeed);
  return speeds.includes(chosen) ? chosen : Math.max(...speeds) as InterimPlanSpeed;
}
