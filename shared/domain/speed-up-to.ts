// docs/product/pricing.md#plan-promises: a page that says how fast its plans go names the fastest tier it
// offers ('up to 1000Mbps'), never a figure below it (Flip to Fibre offers 500 and 1000).
import type { Plan } from '../schemas/plan';

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
