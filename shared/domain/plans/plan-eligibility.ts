// Whether an address can get a plan, with the reason in words: one rule for the hand-off and the pages (ADR 010, ADR 019).
import type { Plan } from '../../schemas/plan';
import type { HandoffServiceType } from '../ordering/handoff-service-fields';
import { serviceStatus, type NotOfferedReason, type StatusSq } from '../address/service-status';

/** How the pages name a service's plans in a sentence ('nbn plans aren't available at your address: ...'). */
export const SERVICE_LIST_NAMES: Readonly<Record<HandoffServiceType, string>> = {
  nbn: 'nbn plans',
  fibre: 'Fibre plans',
  hwbb: 'Home wireless plans',
  mbb: 'Mobile broadband plans',
  flipToFibre: 'Flip to Fibre plans',
};

/** Why a service is not offered at the address, in words (the reasons of service-status.ts). */
const SERVICE_MISSING: Readonly<Record<HandoffServiceType, string>> = {
  nbn: 'nbn does not reach it yet',
  fibre: 'it is not on an OptiComm or Vision fibre network',
  hwbb: 'it has no 5G home wireless coverage',
  mbb: 'it has no mobile broadband coverage',
  flipToFibre: 'nbn does not reach it yet',
};

export function serviceNotOfferedWhy(service: HandoffServiceType, reason: NotOfferedReason): string {
  switch (reason) {
    case 'address_has_no_service':
      return 'we could not confirm any of our services there';
    case 'already_on_fibre':
      return 'it is already on fibre';
    case 'flip_not_available':
      return 'the fibre upgrade cannot be ordered there yet';
    case 'flip_not_offered':
      return 'we do not offer the fibre upgrade for its type of nbn connection';
    default:
      return SERVICE_MISSING[service];
  }
}

export type EligibilitySq = StatusSq & { maxSpeed: number };

/** What the rule reads of a plan; catalogue answers may lack a speed (then no speed rule applies). */
export type EligibilityPlan = Pick<Plan, 'planHeading'> & { planDownloadSpeed?: number | null };

export type PlanEligibility = { offered: true } | { offered: false; reason: NotOfferedReason; why: string };

/** Reasons that hold for every plan of the service at the address (the page says them once). */
export const ADDRESS_WIDE_REASONS: readonly NotOfferedReason[] = [
  'address_has_no_service',
  'service_not_at_address',
  'flip_not_available',
  'flip_not_offered',
  'already_on_fibre',
];

/** docs/product/address-check.md#flip-availability flip availability: nbn's FTTC service classes (the others, 10-13, are FTTN/FTTB). */
const FTTC_SERVICE_CLASSES: readonly number[] = [30, 31, 32, 33, 34];

/**
 * docs/product/address-check.md#flip-eligibility "current FTTN addresses need a Family nbn 100/20Mbps plan or faster; current FTTC addresses
 * need a Superfast nbn 250/25Mbps plan or faster": the slowest flip plan speed for the line.
 */
export function slowestFlipPlanSpeed(nbnServiceClass: number): { speed: number; planName: string; technology: string } {
  return FTTC_SERVICE_CLASSES.includes(nbnServiceClass)
    ? { speed: 250, planName: 'Superfast nbn 250/25Mbps', technology: 'FTTC' }
    : { speed: 100, planName: 'Family nbn 100/20Mbps', technology: 'FTTN' };
}

const refused = (reason: NotOfferedReason, why: string): PlanEligibility => ({ offered: false, reason, why });

/**
 * Whether the address can get `plan` as `serviceType`: the service's status (service-status.ts), then for
 * Flip to Fibre the speed docs/product/address-check.md#flip-eligibility asks of the line, and for nbn alone
 * (the only service maxSpeed describes) no plan faster than the line; a maxSpeed of 0 is unknown.
 */
export function planEligibility(serviceType: HandoffServiceType, plan: EligibilityPlan, sq: EligibilitySq): PlanEligibility {
  const status = serviceStatus(serviceType, sq);
  if (status.kind !== 'available') return refused(status.reason, serviceNotOfferedWhy(serviceType, status.reason));

  const speed = typeof plan.planDownloadSpeed === 'number' && Number.isFinite(plan.planDownloadSpeed) ? plan.planDownloadSpeed : null;
  if (serviceType === 'flipToFibre') {
    const slowest = slowestFlipPlanSpeed(sq.nbnServiceClass);
    if (speed !== null && speed < slowest.speed)
      return refused('flip_speed_too_low', `a current ${slowest.technology} line needs a ${slowest.planName} plan or faster`);
    return { offered: true };
  }
  if (serviceType === 'nbn' && sq.maxSpeed > 0 && speed !== null && speed > sq.maxSpeed)
    return refused('above_line_speed', `your line's top speed is ${sq.maxSpeed}Mbps`);
  return { offered: true };
}

/**
 * docs/product/address-check.md#your-connection: why a plan left out on its own is shown marked not
 * available; null for an address-wide reason (said once, above the plans).
 */
export function planUnavailableText(reason: NotOfferedReason, plan: EligibilityPlan, sq: EligibilitySq): string | null {
  if (reason === 'above_line_speed') {
    const speed = typeof plan.planDownloadSpeed === 'number' ? `${plan.planDownloadSpeed}Mbps` : 'its speed';
    return `The line at this address reaches ${sq.maxSpeed}Mbps, slower than this plan's ${speed}.`;
  }
  if (reason === 'flip_speed_too_low') {
    const slowest = slowestFlipPlanSpeed(sq.nbnServiceClass);
    return `The free upgrade of a current ${slowest.technology} line comes with a ${slowest.planName} plan or faster.`;
  }
  return null;
}

/** "{plan} isn't available at your address: {why}." */
export function planNotOfferedSentence(planName: string, why: string): string {
  return `${planName} isn't available at your address: ${why}.`;
}
