// docs/product/address-check.md#plans-shown-before-the-check: a plan shown before the address check that the address's
// plans leave out stays, marked not available with its reason: plans never vanish without a word.
import type { Plan } from '../../schemas/plan';
import type { HandoffServiceType } from '../ordering/handoff-service-fields';
import { planEligibility, planNotOfferedSentence, planUnavailableText, type EligibilitySq } from './plan-eligibility';
import { SUPPORT_PHONE } from '../site/frame';

export interface KeptPlan {
  plan: Plan;
  /** The card's reason in plain words. */
  unavailableText: string;
  /** The note above the plans: '{plan} isn't available at your address: {why}.' */
  sentence: string;
}

/** Why, when the rules allow the plan but the address's plans leave it out: all the site knows. */
export const NOT_IN_ADDRESS_PLANS_WHY = 'our plans for your address do not include it';
export const NOT_IN_ADDRESS_PLANS_TEXT = `Our plans for this address don't include this plan. Call us on ${SUPPORT_PHONE.inText} to ask about it.`;

/**
 * The plans of `shownBefore` that `nowListed` (every plan the page accounts for) does not hold, each with the rule that
 * rules it out, else that the address's plans leave it out; an address-wide reason, said above the plans, gets no card.
 */
export function plansKeptInView(
  service: HandoffServiceType,
  shownBefore: readonly Plan[],
  nowListed: readonly Pick<Plan, 'id'>[],
  sq: EligibilitySq,
): KeptPlan[] {
  const listed = new Set(nowListed.map((plan) => plan.id));
  const kept: KeptPlan[] = [];
  for (const plan of shownBefore) {
    if (listed.has(plan.id) || plan.serviceType !== service) continue;
    const name = plan.planHeading || plan.planTitle;
    const rulePlan = { planHeading: name, planDownloadSpeed: plan.planDownloadSpeed };
    const eligibility = planEligibility(service, rulePlan, sq);
    if (!eligibility.offered) {
      const text = planUnavailableText(eligibility.reason, rulePlan, sq);
      if (text !== null) kept.push({ plan, unavailableText: text, sentence: planNotOfferedSentence(name, eligibility.why) });
      continue;
    }
    kept.push({ plan, unavailableText: NOT_IN_ADDRESS_PLANS_TEXT, sentence: planNotOfferedSentence(name, NOT_IN_ADDRESS_PLANS_WHY) });
  }
  return kept;
}
