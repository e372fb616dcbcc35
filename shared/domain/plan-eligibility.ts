// Whether an address can get a plan ("an address that cannot get a plan cannot order it").
// One rule for the server's hand-off check and for the plans the service pages show after the
// address check, with the reason in words. ADR 010 "Which plans an address can get".
import type { SqResult } from '../types/address';
import type { Plan } from '../schemas/plan';
import { FLIP_SERVICE_CLASSES, isFlipReadyWithDate } from './flip-availability';
import type { HandoffServiceType } from './handoff-service-fields';

/** The address check's plan category each service type needs (docs/product/pricing.md#service-types categories). */
export const SERVICE_CATEGORY: Readonly<Record<HandoffServiceType, string>> = {
  nbn: 'nbn',
  fibre: 'fibre',
  hwbb: 'hwbb',
  mbb: 'mbb',
  // The upgrade is ordered on the address's nbn line.
  flipToFibre: 'nbn',
};

export type EligibilitySq = Pick<SqResult, 'flipReady' | 'flipDate' | 'nbnServiceClass' | 'maxSpeed' | 'fibreType'> & {
  categories: readonly string[];
};

/** What the rule reads of a plan; catalogue answers may lack a speed (then no speed rule applies). */
export type EligibilityPlan = Pick<Plan, 'planHeading'> & { planDownloadSpeed?: number | null };

export type NotOfferedReason =
  /** The address check found nothing to sell there (docs/product/address-check.md#service-type-from-path "no services or categories"). */
  | 'address_has_no_service'
  /** The address does not have the plan's category. */
  | 'service_not_at_address'
  /** A flip plan where the upgrade cannot be ordered now (docs/product/address-check.md#flip-availability flip availability). */
  | 'flip_not_available'
  /** A flip plan slower than docs/product/address-check.md#flip-eligibility allows for the line's technology. */
  | 'flip_speed_too_low'
  /** An nbn plan faster than the line's maximum download speed. */
  | 'above_line_speed';

export type PlanEligibility = { offered: true } | { offered: false; reason: NotOfferedReason; why: string };

/** Reasons that hold for every plan of the service at the address (the page says them once). */
export const ADDRESS_WIDE_REASONS: readonly NotOfferedReason[] = [
  'address_has_no_service',
  'service_not_at_address',
  'flip_not_available',
];

const SERVICE_MISSING: Readonly<Record<HandoffServiceType, string>> = {
  nbn: 'nbn does not reach it yet',
  fibre: 'it is not on an OptiComm or Vision fibre network',
  hwbb: 'it has no 5G home wireless coverage',
  mbb: 'it has no mobile broadband coverage',
  flipToFibre: 'nbn does not reach it yet',
};

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
 * Whether the address (a fresh sqResult) can get `plan` as `serviceType`, checked in this order:
 * - the address has a service at all (docs/product/address-check.md#service-type-from-path: at least one category);
 * - the address has the service's category (nbn → 'nbn', fibre → 'fibre' on a known fibre network,
 *   hwbb → 'hwbb', mbb → 'mbb'; Flip to Fibre → 'nbn');
 * - Flip to Fibre: flip ready with a date and a flip service class (docs/product/address-check.md#flip-availability flip availability: not
 *   "only by request"), and a plan at least as fast as docs/product/address-check.md#flip-eligibility asks of the line;
 * - nbn: a plan no faster than the line's maximum download speed (sqResult.maxSpeed). Flip plans
 *   are exempt (their speed is after the upgrade), and so are fibre (the network's own fibre, not the
 *   nbn line maxSpeed describes), home wireless and mobile broadband (no fixed line). A maxSpeed of
 *   0 means unknown: nothing is ruled out on speed.
 */
export function planEligibility(serviceType: HandoffServiceType, plan: EligibilityPlan, sq: EligibilitySq): PlanEligibility {
  if (sq.categories.length === 0) return refused('address_has_no_service', 'we could not confirm any of our services there');
  const hasCategory = sq.categories.includes(SERVICE_CATEGORY[serviceType]);
  if (!hasCategory || (serviceType === 'fibre' && sq.fibreType === ''))
    return refused('service_not_at_address', SERVICE_MISSING[serviceType]);

  const speed = typeof plan.planDownloadSpeed === 'number' && Number.isFinite(plan.planDownloadSpeed) ? plan.planDownloadSpeed : null;
  if (serviceType === 'flipToFibre') {
    if (!isFlipReadyWithDate(sq) || !FLIP_SERVICE_CLASSES.includes(sq.nbnServiceClass))
      return refused('flip_not_available', 'the fibre upgrade cannot be ordered there yet');
    const slowest = slowestFlipPlanSpeed(sq.nbnServiceClass);
    if (speed !== null && speed < slowest.speed)
      return refused('flip_speed_too_low', `a current ${slowest.technology} line needs a ${slowest.planName} plan or faster`);
    return { offered: true };
  }
  if (serviceType === 'nbn' && sq.maxSpeed > 0 && speed !== null && speed > sq.maxSpeed)
    return refused('above_line_speed', `your line's top speed is ${sq.maxSpeed}Mbps`);
  return { offered: true };
}

/** "{plan} isn't available at your address: {why}." */
export function planNotOfferedSentence(planName: string, why: string): string {
  return `${planName} isn't available at your address: ${why}.`;
}

export interface PlanPartition<P extends EligibilityPlan> {
  offered: P[];
  notOffered: { plan: P; reason: NotOfferedReason; why: string }[];
  /** What the page says about the plans left out: once for an address-wide reason, else per plan. */
  notes: string[];
}

/**
 * The plans an address can get, and sentences for the rest. Before an address check (no sqResult)
 * every plan is offered. `listName` names the plans for an address-wide reason ("nbn plans").
 */
export function partitionPlans<P extends EligibilityPlan>(
  serviceType: HandoffServiceType,
  plans: readonly P[],
  sq: EligibilitySq | null | undefined,
  listName: string,
): PlanPartition<P> {
  if (!sq) return { offered: [...plans], notOffered: [], notes: [] };
  const offered: P[] = [];
  const notOffered: PlanPartition<P>['notOffered'] = [];
  const notes: string[] = [];
  for (const plan of plans) {
    const eligibility = planEligibility(serviceType, plan, sq);
    if (eligibility.offered) {
      offered.push(plan);
      continue;
    }
    notOffered.push({ plan, reason: eligibility.reason, why: eligibility.why });
    const note = ADDRESS_WIDE_REASONS.includes(eligibility.reason)
      ? `${listName} aren't available at your address: ${eligibility.why}.`
      : planNotOfferedSentence(plan.planHeading, eligibility.why);
    if (!notes.includes(note)) notes.push(note);
  }
  return { offered, notOffered, notes };
}
