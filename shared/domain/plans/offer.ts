// One offer per address (docs/decisions/019-one-offer-per-address.md): which plans one address gets of one service,
// with their figures, and why every other plan is not; the plan list, the order button and the hand-off all read it.
import type { Plan } from '../../schemas/plan';
import type { SqResult } from '../../types/address';
import type { HandoffServiceType } from '../ordering/handoff-service-fields';
import { ADDRESS_WIDE_REASONS, planEligibility, planNotOfferedSentence, planUnavailableText, SERVICE_LIST_NAMES } from './plan-eligibility';
import { serviceStatus, type NotOfferedReason, type ServiceStatus, type StatusSq } from '../address/service-status';
import { fastestSpeed } from './plan-texts';
import { HANDOFF_SERVICE_TYPES } from '../ordering/handoff-service-fields';
import type { OfferType } from './offer-type';
import { offeredPlan, type OfferedPlan } from './offered-plan';

export { cisVersion, offerCisLink, offeredPlan, planFigures, type OfferedPlan } from './offered-plan';

export type OfferSq = StatusSq & Pick<SqResult, 'maxSpeed' | 'nbnRegion' | 'campaigns'>;

/** The plans a page (or the hand-off) has for one service, and which offer they are. */
export interface OfferCatalogue {
  plans: readonly Plan[];
  /** The unconnected-services offer the plans were asked for ('standard' for every other catalogue). */
  offerType: OfferType;
}

export interface NotOfferedPlan {
  plan: Plan;
  reason: NotOfferedReason;
  why: string;
  /** '{service} plans aren't available at your address: {why}.' for an address-wide reason, else '{plan} isn't…'. */
  sentence: string;
  /** The reason on a card marked not available, for a plan left out on its own; null for an address-wide reason. */
  unavailableText: string | null;
}

export interface ServiceOffer {
  service: HandoffServiceType;
  /** null before an address check: every plan is offered, as the catalogue lists them. */
  status: ServiceStatus | null;
  offerType: OfferType;
  offered: OfferedPlan[];
  notOffered: NotOfferedPlan[];
  /** What the page says about the plans left out: once for an address-wide reason, else per plan. */
  notes: string[];
}

/** The offer of one service at one address; before an address check (no sq) every plan of the service is offered. */
export function serviceOffer(service: HandoffServiceType, catalogue: OfferCatalogue, sq: OfferSq | null | undefined): ServiceOffer {
  const { plans, offerType } = catalogue;
  if (!sq) {
    const offered = plans.filter((plan) => plan.serviceType === service).map((plan) => offeredPlan(plan, offerType));
    return { service, status: null, offerType, offered, notOffered: [], notes: [] };
  }
  const status = serviceStatus(service, sq);
  const offered: OfferedPlan[] = [];
  const notOffered: NotOfferedPlan[] = [];
  const notes: string[] = [];
  for (const plan of plans) {
    // A catalogue answer may list another service's plan: it is not this service's to offer.
    if (plan.serviceType !== service) continue;
    const eligibilityPlan = { planHeading: plan.planHeading || plan.planTitle, planDownloadSpeed: plan.planDownloadSpeed };
    const eligibility = planEligibility(service, eligibilityPlan, sq);
    if (eligibility.offered) {
      offered.push(offeredPlan(plan, offerType));
      continue;
    }
    const sentence = ADDRESS_WIDE_REASONS.includes(eligibility.reason)
      ? `${SERVICE_LIST_NAMES[service]} aren't available at your address: ${eligibility.why}.`
      : planNotOfferedSentence(plan.planHeading || plan.planTitle, eligibility.why);
    const unavailableText = planUnavailableText(eligibility.reason, eligibilityPlan, sq);
    notOffered.push({ plan, reason: eligibility.reason, why: eligibility.why, sentence, unavailableText });
    if (!notes.includes(sentence)) notes.push(sentence);
  }
  return { service, status, offerType, offered, notOffered, notes };
}

/** What the page and the hand-off say of one plan at the address: offered, or refused with the page's words. */
export type PlanVerdict =
  | { offered: true; offer: OfferedPlan }
  | { offered: false; reason: NotOfferedReason | 'unknown_plan'; sentence: string };

export const UNKNOWN_PLAN_SENTENCE = 'The plan you chose is not offered for this service at your address.';

/** The verdict on one plan id of the offer: the server's hand-off asks exactly this. */
export function planVerdict(offer: ServiceOffer, planId: number): PlanVerdict {
  const found = offer.offered.find((entry) => entry.plan.id === planId);
  if (found) return { offered: true, offer: found };
  const refused = offer.notOffered.find((entry) => entry.plan.id === planId);
  if (!refused) return { offered: false, reason: 'unknown_plan', sentence: UNKNOWN_PLAN_SENTENCE };
  return { offered: false, reason: refused.reason, sentence: refused.sentence };
}

/** Every service's status at one address, and the offers of the catalogues given. */
export function offerAt({ sq, catalogues }: { sq: OfferSq; catalogues: Partial<Record<HandoffServiceType, OfferCatalogue>> }) {
  const services = Object.fromEntries(
    HANDOFF_SERVICE_TYPES.map((service) => [service, serviceStatus(service, sq)]),
  ) as Record<HandoffServiceType, ServiceStatus>;
  const offers: Partial<Record<HandoffServiceType, ServiceOffer>> = {};
  for (const service of HANDOFF_SERVICE_TYPES) {
    const catalogue = catalogues[service];
    if (catalogue) offers[service] = serviceOffer(service, catalogue, sq);
  }
  return { services, offers };
}

/** A plan page's view of one service's offer; until `settled` (the address's own plans arrived) nothing can be ordered. */
export function pageOffer(service: HandoffServiceType, catalogue: OfferCatalogue, sq: SqResult, settled: boolean) {
  const offer = serviceOffer(service, catalogue, sq);
  return {
    /** The plans to show as offered. The card links the CIS of this very offer (a boost plan's is the boost offer's). */
    offered: offer.offered.map((entry): Plan => (entry.cisLink === entry.plan.cisLink ? entry.plan : { ...entry.plan, cisLink: entry.cisLink })),
    notOffered: offer.notOffered,
    /** The plans shown as cards marked not available (notOffered with an unavailableText). */
    unavailable: offer.notOffered.filter((entry) => entry.unavailableText !== null),
    /** The fastest download speed offered (Mbps), which the upgrade's "Speeds up to" names; null for none. */
    fastestSpeed: fastestSpeed(offer.offered.map((entry) => entry.plan)),
    /** What the page says about the plans left out. */
    notes: offer.notes,
    /** The plan to order, with the offer and CIS version shown; null unless the address's offer has it. */
    orderPlan: (planId: number | null): (Plan & { offerType: OfferType; cisVersion: string }) | null => {
      const entry = settled ? offer.offered.find((candidate) => candidate.plan.id === planId) : undefined;
      return entry ? { ...entry.plan, cisLink: entry.cisLink, offerType: entry.offerType, cisVersion: entry.cisVersion } : null;
    },
  };
}
export type PageOffer = ReturnType<typeof pageOffer>;
