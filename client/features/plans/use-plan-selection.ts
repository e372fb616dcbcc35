// docs/product/pricing.md#plan-selection: the choice lives in the session cart, so it survives page changes.
import type { Plan, ServiceType } from '../../../shared/schemas/plan';
import { useSessionStore } from '../../store/store-context';

export function orderServiceTypeFor(plan: Pick<Plan, 'serviceType'>, fibreUpgrade: boolean): ServiceType {
  return fibreUpgrade ? 'flipToFibre' : plan.serviceType;
}

export function usePlanSelection() {
  const store = useSessionStore();
  /** `listName` names the list chosen from in analytics (default: the page's plans). */
  const select = (plan: Plan, fibreUpgrade = plan.serviceType === 'flipToFibre', listName?: string) => {
    const serviceType = orderServiceTypeFor(plan, fibreUpgrade);
    store.cart.cart.planId = plan.id;
    store.cart.cart.serviceType = serviceType;
    // The analytics item's code comes with the first choice, not with the page (docs/architecture.md#budgets route budget).
    void import('./plan-analytics').then((analytics) => analytics.pushSelectItem(plan, serviceType, listName));
  };
  return {
    select,
    toggle(plan: Plan, fibreUpgrade = plan.serviceType === 'flipToFibre') {
      const current = store.cart.cart;
      if (current.planId === plan.id && current.serviceType === orderServiceTypeFor(plan, fibreUpgrade)) {
        current.planId = null;
        return;
      }
      select(plan, fibreUpgrade);
    },
  };
}
