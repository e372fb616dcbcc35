// docs/product/ordering-and-handoff.md#order-summary order summary. Until a plan is chosen it only points to the plans, which is all the
// server renders; the summary of a chosen plan (totals, button, hand-off form, sticky popup) is a
// chunk of its own (order-summary-details.tsx), loaded when a plan is chosen or about to be: the plan
// list preloads it with its own code (client/app/pages/plan-regions.tsx), so the summary shows at once (docs/architecture.md#budgets
// route budget: it is not part of the service pages' first load). A summary the server rendered (the
// Flip to Fibre page's preselected plan) is hydrated on the visitor's first need of it
// (client/app/lazy-on-need.tsx).
import { useId } from 'react';
import { ORDER_SUMMARY_HEADING } from '../../../shared/domain/messages';
import { apiPath } from '../../../shared/routes/api-paths';
import type { Plan } from '../../../shared/schemas/plan';
import { lazyOnNeed } from '../../app/lazy-on-need';
import type { Snapshot } from 'valtio';
import type { SqState } from '../../store/session-store';
import { useSessionSnapshot } from '../../store/store-context';
import { useCartExtras, type CartExtras } from '../../store/use-cart-extras';
import type { OrderPlan } from './order-input';
import './order-summary.css';

export const HANDOFF_ACTION = apiPath('orderHandoff');
export const NO_PLAN_TEXT = 'Choose a plan above to see your order.';

export interface OrderSummaryProps {
  /** The chosen plan, or null. */
  plan: (OrderPlan & Pick<Plan, 'id' | 'typicalEveningSpeed' | 'planSpeed'> & Partial<Pick<Plan, 'planDownloadSpeed'>>) | null;
  /** The order's service type (the cart's: 'flipToFibre' for a fibre upgrade). */
  serviceType: string;
  /** The modem as ordered (the extras rule: never on home wireless). */
  modemOrdered: boolean;
  /** Flip to Fibre page: the transfer plan chosen in the extras. */
  transferPlan?: 50 | 100 | null;
  /** Flip to Fibre: the nbn plans, one of which the customer is on until the fibre is connected
   *  (the summary picks it: docs/product/pricing.md#transfer-plan). */
  nbnPlans?: readonly Pick<Plan, 'planHeading' | 'planFullSpeed' | 'planDownloadSpeed'>[];
}

/** What the summary of a chosen plan shows from the session, as props (a summary hydrated later
 *  renders the server's state first: client/app/lazy-on-need.tsx). */
export interface OrderSummarySession {
  sq: Snapshot<SqState>;
  extras: CartExtras;
}

/** The summary's frame while the chosen plan's summary loads: same place, no jump. */
function OrderSummaryLoading() {
  const headingId = useId();
  return (
    <section id="order-summary" className="order-summary" aria-labelledby={headingId} aria-busy="true">
      <h2 id={headingId}>{ORDER_SUMMARY_HEADING}</h2>
    </section>
  );
}

const details = lazyOnNeed<OrderSummaryProps & OrderSummarySession>(
  () => import('./order-summary-details').then((m) => m.OrderSummaryDetails),
  <OrderSummaryLoading />,
);

/** Loads the chosen plan's summary ahead of the choice (safe to call often: one load). */
export const preloadOrderSummary = details.preload;

export function OrderSummary(props: OrderSummaryProps) {
  const headingId = useId();
  const { sq } = useSessionSnapshot();
  const extras = useCartExtras();
  if (props.plan) return <details.Component {...props} sq={sq} extras={extras} />;
  return (
    <section id="order-summary" className="order-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{ORDER_SUMMARY_HEADING}</h2>
      <p>
        {NO_PLAN_TEXT} <a href="#plans">See the plans</a>
      </p>
    </section>
  );
}
