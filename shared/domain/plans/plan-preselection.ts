// docs/product/pricing.md#plan-selection: which Flip to Fibre plan is chosen for the visitor once plans
// load, and what the page says when a plan chosen before the address check is not offered after it.
import type { Plan } from '../../schemas/plan';

/** "On Flip to Fibre, once plans load: more than two plans preselects the third; exactly two preselects the second." */
export function preselectedFlipPlan<P>(plans: readonly P[]): P | undefined {
  if (plans.length > 2) return plans[2];
  if (plans.length === 2) return plans[1];
  return undefined;
}

/** Decision (docs/product/pricing.md#plan-selection): a single plan is preselected too: it is the one offer there is. */
export function flipPreselection<P>(plans: readonly P[]): P | undefined {
  return preselectedFlipPlan(plans) ?? (plans.length === 1 ? plans[0] : undefined);
}

export type ChoosablePlan = Pick<Plan, 'id' | 'planTitle' | 'planHeading'>;

const nameOf = (plan: ChoosablePlan): string => plan.planHeading || plan.planTitle;

/** The cart's choice as the page reads it. */
export interface CurrentChoice {
  planId: number | null;
  /** The cart holds a choice of this page's service (not another page's plan, nor the server's empty cart). */
  ofThisService: boolean;
}

export type ChoiceAfterPlans =
  | { change: false }
  | {
      change: true;
      planId: number | null;
      /** Said beside the plans when a plan the visitor saw chosen is replaced (null when none was). */
      notice: string | null;
    };

/**
 * docs/product/pricing.md#plan-selection: once the plans change, a choice among them is kept and a deselection stands;
 * otherwise the preselection applies, and a replaced plan the page showed is said, never silently.
 */
export function choiceAfterPlans<P extends ChoosablePlan>(
  current: CurrentChoice,
  plans: readonly P[],
  shownBefore: readonly ChoosablePlan[],
  plansChanged: boolean,
): ChoiceAfterPlans {
  const ids = plans.map((plan) => plan.id);
  if (current.ofThisService && current.planId !== null && ids.includes(current.planId)) return { change: false };
  if (current.ofThisService && current.planId === null && !plansChanged) return { change: false };
  const next = flipPreselection(plans);
  const replaced = current.ofThisService && current.planId !== null ? shownBefore.find((plan) => plan.id === current.planId) : undefined;
  return { change: true, planId: next?.id ?? null, notice: replaced ? choiceChangedNotice(replaced, next) : null };
}

/** The words of a changed choice: which plan went, and which took its place (none when no plan is offered: the note above the plans says why). */
export function choiceChangedNotice(replaced: ChoosablePlan, next: ChoosablePlan | undefined): string {
  return next
    ? `${nameOf(replaced)} isn't available at your address, so we've chosen ${nameOf(next)} for you instead. You can choose another plan below.`
    : `${nameOf(replaced)} isn't available at your address, so no plan is chosen.`;
}
