// The order summary of /mobilephone (docs/product/ordering-and-handoff.md#mobile-sim-orders): the choice
// lives in the session, so the server never renders a chosen plan; that summary is a chunk of its own.
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { NO_PLAN_HEADING, ORDER_SUMMARY_HEADING } from '../../../shared/domain/address/messages';
import type { SimSummaryPlan } from './sim-order-summary-details';

const Details = lazy(() => import('./sim-order-summary-details').then((m) => ({ default: m.SimOrderSummaryDetails })));

export function SimOrderSummary({ plan, plansAnchor }: { plan: SimSummaryPlan | null; plansAnchor: string }) {
  const headingId = useId();
  const frame = (body: ReactNode, busy = false) => (
    <section id="order-summary" className="order-summary" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{busy ? ORDER_SUMMARY_HEADING : NO_PLAN_HEADING}</h2>
      {body}
    </section>
  );
  if (!plan)
    return frame(
      <p>
        Choose a SIM plan above to see your order. <a href={plansAnchor}>See the plans</a>
      </p>,
    );
  return (
    <Suspense fallback={frame(null, true)}>
      <Details plan={plan} />
    </Suspense>
  );
}
