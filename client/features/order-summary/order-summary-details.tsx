// docs/product/ordering-and-handoff.md#order-summary with a plan chosen and the hand-off form; a chunk of its
// own (docs/architecture.md#budgets).
import { newDevelopmentCharge } from '../../../shared/domain/pricing/money';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { isAddressCheckComplete, orderButtonLabel } from '../../../shared/domain/address/address-check-complete';
import { orderAnalyticsItems } from '../../../shared/domain/site/analytics-item';
import { findInterimPlan, fittedTransferPlan, interimPlanSpeed } from '../../../shared/domain/pricing/interim-plan';
import { ORDER_SUMMARY_HEADING } from '../../../shared/domain/address/messages';
import { apiPath } from '../../../shared/routes/api-paths';
import type { OrderSummaryDetailsProps } from './order-summary-props';
import { lineAmountText } from '../../../shared/domain/pricing/order-totals';
import { orderedExtras } from '../../../shared/domain/plans/service-extras';
import { flipPlanLabel } from '../../../shared/domain/flip/flip-plan-source';
import type { SqResult } from '../../../shared/types/address';
import { Button } from '../../components/ui/button';
import { focusAddressInput } from '../../lib/address-focus';
import { trackOrderNow } from '../../lib/analytics';
import { orderInputs, useTrackingInputs } from './handoff-form-fields';
import { hasOrderedExtras, orderTotalsOf, planName } from './order-input';
import { OrderSummaryPopup } from './order-summary-popup';
import type { QuoteChoices } from './quote-request';
import { useAgentIdentity } from '../../lib/agent-identity';
import './order-summary.css';

// Neither is in the summary's first load (docs/architecture.md#budgets).
const AgentTools = lazy(() => import('./agent-tools'));
const ShareQuote = lazy(() => import('./share-quote').then((module) => ({ default: module.ShareQuote })));

export function OrderSummaryDetails({
  plan,
  serviceType,
  transferPlan: chosenTransferPlan = null,
  nbnPlans,
  orderPending = false,
  sq: sqState,
  extras: cart,
}: OrderSummaryDetailsProps) {
  const sq = { sqAddress: sqState.sqAddress, sqResult: sqState.sqResult as SqResult | null };
  const formId = useId();
  const headingId = useId();
  const summaryRef = useRef<HTMLElement>(null);
  const { tracking, readNow } = useTrackingInputs();

  const isFlipOrder = serviceType === 'flipToFibre';
  // docs/product/pricing.md#transfer-plan: the plan while waiting for fibre fits the line's top speed.
  const transferPlan = chosenTransferPlan === null ? null : fittedTransferPlan(chosenTransferPlan, sq.sqResult?.maxSpeed);
  const interimPlan = nbnPlans
    ? (findInterimPlan(nbnPlans, interimPlanSpeed({ selectedPlanDownloadSpeed: plan.planDownloadSpeed, transferPlan, lineMaxSpeed: sq.sqResult?.maxSpeed })) ?? null)
    : null;
  const complete = isAddressCheckComplete(sq.sqResult, isFlipOrder);
  const label = orderButtonLabel(complete);
  // docs/product/ordering-and-handoff.md#extras-by-service: what the summary lists is what the form sends.
  const extras = orderedExtras(cart, serviceType);
  const shownPlan = isFlipOrder ? { ...plan, planTitle: flipPlanLabel(plan.planTitle, sq.sqResult?.nbnType ?? '') } : plan;
  // docs/product/pricing.md#new-development-fee: the one rule the hand-off reads (nbn and Flip to Fibre only).
  const totals = orderTotalsOf(shownPlan, extras, newDevelopmentCharge(serviceType, sq.sqResult) > 0);

  // The tools come after hydration: a summary hydrated later first renders what the server sent.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const agentInSession = useAgentIdentity();
  const agent = hydrated ? agentInSession : null;
  // docs/product/ordering-and-handoff.md#shared-quotes: a quote is for a plan the address is offered.
  const quoteRequest: QuoteChoices | null =
    hydrated && complete && !orderPending && sq.sqResult?.locId
      ? { serviceType, planId: plan.id, offerType: plan.offerType ?? 'standard', extras, locationId: sq.sqResult.locId }
      : null;

  const onOrderNow = () => {
    // docs/product/content.md#analytics-events nbnOrderNowResi with the docs/product/content.md#analytics-items analytics items of the order.
    trackOrderNow({ serviceType, planId: plan.id, items: orderAnalyticsItems({ plan, serviceType, ...extras }), value: totals.monthlyCost });
  };
  const button = (inPopup: boolean) =>
    complete ? (
      // Disabled while the address's own plans are arriving: a plan is ordered only once it is offered.
      <Button colour="lime" type="submit" form={formId} disabled={orderPending} className={inPopup ? 'order-popup__button' : undefined} onClick={onOrderNow}>
        {label}
      </Button>
    ) : (
      <Button
        colour={inPopup ? 'lime' : 'indigo'}
        hoverColor="lime"
        className={inPopup ? 'order-popup__button' : undefined}
        onClick={() => focusAddressInput()}
      >
        {label}
      </Button>
    );

  return (
    <>
      <section ref={summaryRef} id="order-summary" className="order-summary" aria-labelledby={headingId}>
        <h2 id={headingId}>{ORDER_SUMMARY_HEADING}</h2>
        {/* WCAG 4.1.3: a choice that changes the order is read out with its total (the server's text: not read as the page loads). */}
        <p className="visually-hidden" aria-live="polite" data-testid="order-summary-status">
          {shownPlan.planHeading}, total monthly cost {totals.monthlyStepsText}
        </p>
        {/* docs/product/ordering-and-handoff.md#order-summary: the address ordered for, whatever the box now holds. */}
        {complete && sq.sqAddress ? <p className="order-summary__address">Your address: {sq.sqAddress}</p> : null}
        <ul className="order-summary__lines">
          {totals.lines.map((line) => (
            <li key={line.id} className="order-summary__line">
              <span>{line.label}</span>
              <span>
                {lineAmountText(line)}
                {line.period === 'once' && !line.free ? <span className="order-summary__once"> one-off</span> : null}
              </span>
            </li>
          ))}
        </ul>
        {isFlipOrder && interimPlan ? (
          <p className="order-summary__interim">Until your fibre is connected, you will be on {interimPlan.planHeading}.</p>
        ) : null}
        {/* docs/product/pricing.md#monthly-total: the monthly lines added up month by month. */}
        <p className="order-summary__total">
          <span>Total monthly cost</span>
          <span>{totals.monthlyStepsText}</span>
        </p>
        <div className="order-summary__action">{button(false)}</div>
        <p className="order-summary__footnote">{totals.footnote}</p>
        {agent ? (
          <Suspense fallback={null}>
            <AgentTools
              agent={agent}
              quoteRequest={quoteRequest}
              reference={
                quoteRequest
                  ? {
                      ...quoteRequest,
                      ...totals,
                      address: sq.sqAddress,
                      locationId: quoteRequest.locationId ?? '',
                      planName: planName(shownPlan),
                      interimPlan: isFlipOrder && interimPlan ? interimPlan.planHeading : null,
                      cisVersion: plan.cisVersion ?? '',
                    }
                  : null
              }
            />
          </Suspense>
        ) : quoteRequest ? (
          <Suspense fallback={null}>
            <ShareQuote request={quoteRequest} />
          </Suspense>
        ) : null}
        {complete && !orderPending ? (
          <form id={formId} method="post" action={apiPath('orderHandoff')} hidden onSubmit={readNow}>
            {[
              ...orderInputs({
                serviceType,
                planId: plan.id,
                offerType: plan.offerType ?? 'standard',
                cisVersion: plan.cisVersion ?? '',
                modem: extras.modem,
                extenders: extras.extenders,
                voice: extras.voice,
                homeSecure: extras.homeSecure === 'subscribe',
                transferPlan: isFlipOrder ? transferPlan : null,
                sqAddress: sq.sqAddress,
                locationIds: sq.sqResult?.locId ? [sq.sqResult.locId] : [],
              }),
              ...tracking,
            ].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </form>
        ) : null}
      </section>
      <OrderSummaryPopup
        summary={summaryRef}
        planName={planName(shownPlan)}
        withExtras={hasOrderedExtras(extras)}
        detail={`${plan.typicalEveningSpeed}Mbps typical evening speed`}
        monthlyText={totals.monthlyStepsText}
        button={button(true)}
      />
    </>
  );
}
