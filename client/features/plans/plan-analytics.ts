// docs/product/content.md#analytics-events Analytics (select_item with the docs/product/content.md#analytics-items analytics item) and docs/product/pricing.md#speed-descriptions "Unsupported plan
// speed: reported; Fibre12 description used".
import { planAnalyticsItem } from '../../../shared/domain/site/analytics-item';
import type { Plan, ServiceType } from '../../../shared/schemas/plan';
import { pushEvent } from '../../lib/data-layer';

/** `listName`: the list the plan was chosen from (the page's plans, or another list such as a recommendation). */
export function pushSelectItem(plan: Plan, serviceType: ServiceType, listName = `${serviceType} plans`): void {
  pushEvent({
    event: 'select_item',
    ecommerce: { item_list_name: listName, items: [planAnalyticsItem(plan, serviceType)] },
  });
}

export function reportUnsupportedPlanSpeed(message: string, plan: Pick<Plan, 'id' | 'planSpeed'>): void {
  // A warning, not an error: the card still shows a description, the catalogue just needs a look.
  console.warn(`${message}: ${plan.planSpeed} (plan ${plan.id})`);
  pushEvent({ event: 'unsupportedPlanSpeed', description: message, planSpeed: plan.planSpeed, planId: plan.id });
}
