// What a page hands the refused-order notice and its panel: in a module of its own, so the panel
// loaded on need never imports the notice that loads it.
import type { NotOfferedPlan } from '../../../shared/domain/plans/offer';

export interface OrderRefusedNoticeProps {
  /** The plans the page's offer leaves out, with its sentences. */
  notOffered: readonly Pick<NotOfferedPlan, 'plan' | 'reason' | 'sentence'>[];
  /** The plan in the visitor's cart. */
  planId: number | null;
}
