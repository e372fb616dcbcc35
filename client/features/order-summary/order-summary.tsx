// docs/product/ordering-and-handoff.md#order-summary: until a plan is chosen it points to the plans; a
// chosen plan's summary is a chunk of its own (docs/architecture.md#budgets), preloaded with the plans.
import { useId, type ReactNode } from 'react';
import { NO_PLAN_HEADING, ORDER_SUMMARY_HEADING } from '../../../shared/domain/address/messages';
import { lazyOnNeed } from '../../app/lazy-on-need';
import { useSessionSnapshot } from '../../store/store-context';
import { useCartExtras } from '../../store/use-cart-extras';
import type { OrderSummaryDetailsProps, OrderSummaryProps } from './order-summary-props';
import './order-summary.css';

/** The summary's frame before a plan is chosen, or while the chosen plan's summary loads (same place, no jump). */
function SummaryFrame({ busy = false, children }: { busy?: boolean; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section id="order-summary" className="order-summary" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{busy ? ORDER_SUMMARY_HEADING : NO_PLAN_HEADING}</h2>
      {children}
    </section>
  );
}

const details = lazyOnNeed<OrderSummaryDetailsProps>(
  () => import('./order-summary-details').then((m) => m.OrderSummaryDetails),
  <SummaryFrame busy />,
);

/** Loads the chosen plan's summary ahead of the choice (safe to call often: one load). */
export const preloadOrderSummary = details.preload;

export function OrderSummary(props: OrderSummaryProps) {
  const { sq } = useSessionSnapshot();
  const extras = useCartExtras();
  if (props.plan) return <details.Component {...props} plan={props.plan} sq={sq} extras={extras} />;
  return (
    <SummaryFrame>
      {props.nothingToOrder ? (
        <p>
          None of the plans on this page can be ordered at your address. <a href="#address">See your address check</a>
        </p>
      ) : (
        <p>
          Choose a plan above to see your order. <a href="#plans">See the plans</a>
        </p>
      )}
    </SummaryFrame>
  );
}
