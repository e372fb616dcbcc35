// docs/product/pricing.md#compare-plans: up to 3 plans side by side, read from the one offer computation (offer.ts), and
// at a checked address whether it can get each, in the plan pages' sentence.
import type { Plan } from '../../schemas/plan';
import { COMPARE_LIMIT } from './compare-choice';
import type { HandoffServiceType } from '../ordering/handoff-service-fields';
import { offeredPlan, serviceOffer, type OfferedPlan, type OfferSq } from './offer';
import { twelveMonthCost } from '../pricing/twelve-month-cost';

/** The catalogues a plan can be compared from, in the order the comparison lists them. */
export const COMPARE_SERVICES = ['nbn', 'fibre', 'flipToFibre', 'hwbb', 'mbb'] as const satisfies readonly HandoffServiceType[];
export type CompareService = (typeof COMPARE_SERVICES)[number];

/** The plans a choice of ids names, looked up in each catalogue in turn (a plan id counts once). */
export function pickComparedPlans(
  ids: readonly number[],
  catalogues: Readonly<Partial<Record<CompareService, readonly Plan[] | null>>>,
) {
  const wanted = new Set(ids);
  const found: Plan[] = [];
  for (const service of COMPARE_SERVICES)
    for (const plan of catalogues[service] ?? []) {
      if (!wanted.has(plan.id) || plan.serviceType !== service) continue;
      wanted.delete(plan.id);
      found.push(plan);
    }
  return {
    /** The plans found, in catalogue order, at most COMPARE_LIMIT. */
    plans: found.slice(0, COMPARE_LIMIT),
    /** Ids no catalogue has. */
    unknownIds: [...wanted],
    /** How many plans found were left out over the limit. */
    leftOut: Math.max(0, found.length - COMPARE_LIMIT),
    /** A catalogue could not be read: an id not found may be in it. */
    catalogueMissing: COMPARE_SERVICES.some((service) => !catalogues[service]),
  };
}
export type ComparedChoice = ReturnType<typeof pickComparedPlans>;

/** At a checked address: offered, or not with the plan page's sentence. */
export type AtAddress = { offered: true } | { offered: false; sentence: string };

export interface ComparedPlan {
  offer: OfferedPlan;
  /** docs/product/pricing.md#12-month-cost, from `offer.priceSteps`. */
  twelveMonthCost: number;
  /** null before an address check. */
  atAddress: AtAddress | null;
}

/** The comparison's columns: each plan's figures, and at a checked address what the address can get. */
export function comparePlans(plans: readonly Plan[], sq: OfferSq | null): ComparedPlan[] {
  return plans.map((plan) => {
    const offer = offeredPlan(plan, 'standard');
    const entry = { offer, twelveMonthCost: twelveMonthCost(offer.priceSteps) };
    if (!sq) return { ...entry, atAddress: null };
    const verdict = serviceOffer(plan.serviceType, { plans: [plan], offerType: 'standard' }, sq);
    const refused = verdict.notOffered[0];
    return { ...entry, atAddress: refused ? { offered: false, sentence: refused.sentence } : { offered: true } };
  });
}

/** docs/product/pricing.md#compare-plans: how many compared plans the address can get ("1 of these 2 plans"). */
export function offeredHereText(offered: number, compared: number): string {
  if (compared === 1) return offered === 1 ? 'this plan can be ordered.' : 'this plan cannot be ordered.';
  return `${offered === 0 ? 'none' : offered} of these ${compared} plans can be ordered.`;
}
