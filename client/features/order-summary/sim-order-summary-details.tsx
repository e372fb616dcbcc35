// A chosen SIM plan's summary (docs/product/ordering-and-handoff.md#mobile-sim-orders): no address check or
// extras, Order Now a real form; loaded when a plan is chosen (docs/architecture.md#budgets).
import { useId, useRef } from 'react';
import { planAnalyticsItem } from '../../../shared/domain/site/analytics-item';
import { ORDER_SUMMARY_HEADING } from '../../../shared/domain/address/messages';
import { simOffer, simOrderTotals, type SimPlanFigures } from '../../../shared/domain/mobile/sim-offer';
import { SIM_SERVICE_TYPE } from '../../../shared/domain/ordering/handoff-service-fields';
import { apiPath } from '../../../shared/routes/api-paths';
import { Button } from '../../components/ui/button';
import { trackOrderNow } from '../../lib/analytics';
import { OrderSummaryPopup } from './order-summary-popup';
import { useTrackingInputs } from './handoff-form-fields';
import type { MobilePlan } from '../../../shared/schemas/plan';

/** The chosen SIM plan as the SIM summary and these details read it. */
export type SimSummaryPlan = SimPlanFigures & Pick<MobilePlan, 'name'>;

const SIM_NO_ADDRESS_TEXT = 'No address check is needed for a SIM: the order site asks where to post it.';

export function SimOrderSummaryDetails({ plan }: { plan: SimSummaryPlan }) {
  const headingId = useId();
  const formId = useId();
  const summaryRef = useRef<HTMLElement>(null);
  const offer = simOffer(plan);
  const totals = simOrderTotals(plan);
  const { tracking, readNow } = useTrackingInputs();
  const inputs: [string, string][] = [
    ['service_type', SIM_SERVICE_TYPE],
    ['plan_id', String(plan.id)],
    ['offer_type', 'standard'],
    ['cis_version', offer.cisVersion],
    ...tracking,
  ];
  const onOrderNow = () =>
    trackOrderNow({
      serviceType: SIM_SERVICE_TYPE,
      planId: plan.id,
      items: [planAnalyticsItem({ planTitle: plan.name, planSpeed: `${plan.dataGb ?? ''}GB`, price: plan.price, special: null }, SIM_SERVICE_TYPE)],
      value: totals.monthlyCost,
    });
  return (
    <>
      <section ref={summaryRef} id="order-summary" className="order-summary" aria-labelledby={headingId}>
        <h2 id={headingId}>{ORDER_SUMMARY_HEADING}</h2>
        <ul className="order-summary__lines">
          {totals.lines.map((line) => (
            <li key={line.id} className="order-summary__line">
              <span>{line.label}</span>
              <span>{line.steps ?? offer.priceSteps.text}</span>
            </li>
          ))}
        </ul>
        <p className="order-summary__total">
          <span>Total monthly cost</span>
          <span>{totals.monthlyStepsText}</span>
        </p>
        <p>{SIM_NO_ADDRESS_TEXT}</p>
        <form id={formId} className="order-summary__action" method="post" action={apiPath('orderHandoff')} onSubmit={readNow}>
          {inputs.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button colour="lime" type="submit" onClick={onOrderNow}>
            Order Now
          </Button>
        </form>
        <p className="order-summary__footnote">{totals.footnote}</p>
      </section>
      <OrderSummaryPopup
        summary={summaryRef}
        planName={plan.name}
        withExtras={false}
        detail={plan.dataGb === undefined ? '' : `${plan.dataGb}GB data per month`}
        monthlyText={totals.monthlyStepsText}
        button={
          <Button colour="lime" type="submit" form={formId} className="order-popup__button" onClick={onOrderNow}>
            Order Now
          </Button>
        }
      />
    </>
  );
}
