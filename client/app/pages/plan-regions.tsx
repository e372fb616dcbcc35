// The plans, the extras and a chosen plan's summary of the pages that sell plans, as regions whose
// code loads when the visitor shows a need for them (client/app/hydrate-on-need.tsx; DESIGN §5 route
// budget): the server renders them in full, the browser hydrates each on the first pointer, touch,
// focus or key in it. The server preloads them at start (client/entry-server.tsx). The plans' need
// also fetches the order summary's chunk, so a chosen plan's summary shows at once.
import type { ExtrasStepProps } from '../../features/extras/extras-step';
import type { PlanListProps } from '../../features/plans/plan-list';
import type { PlanChooserProps } from '../../features/plans/plan-chooser';
import { preloadOrderSummary } from '../../features/order-summary/order-summary';
import { hydrateOnNeed } from '../hydrate-on-need';

/** A plan list's code, and the summary's with it (a failed fetch is tried again when the summary renders). */
const withSummary = <T,>(load: Promise<T>): Promise<T> => {
  void preloadOrderSummary().catch(() => undefined);
  return load;
};

const chooser = hydrateOnNeed<PlanChooserProps>(() =>
  withSummary(import('../../features/plans/plan-chooser').then((m) => m.PlanChooser)),
);
const list = hydrateOnNeed<PlanListProps>(() => withSummary(import('../../features/plans/plan-list').then((m) => m.PlanList)));
const extras = hydrateOnNeed<ExtrasStepProps>(() => import('../../features/extras/extras-step').then((m) => m.ExtrasStep));

export const PlanChooserRegion = chooser.Region;
export const PlanListRegion = list.Region;
export const ExtrasRegion = extras.Region;

export const preloadPlanRegions = () => Promise.all([chooser.preload(), list.preload(), extras.preload()]);
