// docs/product/pricing.md#plan-selection Plan selection: "On Flip to Fibre, once plans load: more than two plans preselects the
// third; exactly two preselects the second."
export function preselectedFlipPlan<P>(plans: readonly P[]): P | undefined {
  if (plans.length > 2) return plans[2];
  if (plans.length === 2) return plans[1];
  return undefined;
}
