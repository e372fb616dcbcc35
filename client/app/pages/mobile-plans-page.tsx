// /mobilephone (docs/product/content.md#mobile-plans): SIM plans ordered with no address check
// (docs/product/ordering-and-handoff.md#mobile-sim-orders). Each minimum cost comes as a sentence with
// the answer (docs/product/pricing.md#minimum-cost), so this page loads no cost rules.
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { SIM_SERVICE_TYPE } from '../../../shared/domain/ordering/handoff-service-fields';
import { money } from '../../../shared/domain/pricing/money';
import { SUPPORT_PHONE } from '../../../shared/domain/site/frame';
import type { PageContent } from '../../../shared/schemas/content';
import type { MobilePlansAnswer } from '../../../shared/schemas/upstream';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Spinner } from '../../components/ui/spinner';
import { ContentLink, Hero, Sections, sectionId } from '../../features/content/content-blocks';
import { heroText } from '../../features/content/hero-text';
import { useBrowserDocument } from '../../features/content/use-browser-document';
import { takeSearchParam } from '../../lib/take-search-param';
import { SimOrderSummary } from '../../features/order-summary/sim-order-summary';
import { Button } from '../../components/ui/button';
import { useSessionSnapshot, useSessionStore } from '../../store/store-context';
import { PageLayout, usePageMeta } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import { apiPath } from '../../../shared/routes/api-paths';
import { ORDER_REFUSED_PARAM } from '../../../shared/routes/paths';

/** The fields a card needs; the rest of docs/product/content.md#mobile-plans's answer may be missing and the card still shows. */
type MobilePlan = MobilePlansAnswer['plans'][number];
type MobilePlanCard = Partial<MobilePlan> & Pick<MobilePlan, 'id' | 'name' | 'price'>;

const PLANS_HEADING = 'Choose your SIM plan';
export const SIM_REFUSED_TEXT =
  'Its price may have changed since this page showed it, or we could not check it just now. Please check your SIM plan below and order again in a moment.';
/** The words of the broadband plan cards' toggle (client/features/plans/plan-card.tsx), whose code this page does not load. */
const CHOOSE_PLAN = 'Choose plan';
const PLAN_SELECTED = 'Plan selected';

export default function MobilePlansPage() {
  const { content, data } = useLoaderData() as PageLoaderData<PageContent, { mobilePlans: { plans: MobilePlanCard[] } }>;
  const plans = useBrowserDocument(data.mobilePlans, apiPath('mobilePlans'));
  const store = useSessionStore();
  const { cart } = useSessionSnapshot().cart;
  // A refused SIM order (docs/product/ordering-and-handoff.md#refused-orders), said once after hydration in
  // the SIM's own words (one thing to do for every reason), without the broadband refusal code.
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (takeSearchParam(ORDER_REFUSED_PARAM) !== null) setRefused(true);
  }, []);
  const chosenId = cart.serviceType === SIM_SERVICE_TYPE ? cart.planId : null;
  const chosen = plans.status === 'ready' ? (plans.value.plans.find((plan) => plan.id === chosenId) ?? null) : null;
  const toggle = (plan: MobilePlanCard) => {
    const current = store.cart.cart;
    const selected = current.serviceType === SIM_SERVICE_TYPE && current.planId === plan.id;
    current.serviceType = SIM_SERVICE_TYPE;
    current.planId = selected ? null : plan.id;
  };
  const meta = usePageMeta();
  return (
    <PageLayout contentFailed={!content} heading={content?.hero ? heroText(meta.heading, content.hero).heading : undefined}>
      {content ? (
        <>
          <Hero hero={content.hero} pageHeading={meta.heading} />
          <section className="content-block" aria-labelledby={sectionId(PLANS_HEADING)} aria-busy={plans.status === 'loading'}>
            <h2 id={sectionId(PLANS_HEADING)}>{PLANS_HEADING}</h2>
            {plans.status === 'ready' ? (
              <MobilePlanCards plans={plans.value.plans} chosenId={chosen?.id ?? null} onToggle={toggle} />
            ) : plans.status === 'loading' ? (
              <Spinner label="Loading mobile plans" />
            ) : (
              <ErrorPanel />
            )}
          </section>
          {refused ? (
            <div className="order-refused" role="alert" aria-labelledby="sim-refused-heading">
              <h2 id="sim-refused-heading">We could not send your order</h2>
              <p>{SIM_REFUSED_TEXT}</p>
            </div>
          ) : null}
          <SimOrderSummary plan={chosen} plansAnchor={`#${sectionId(PLANS_HEADING)}`} />
          <Sections sections={content.sections} />
        </>
      ) : null}
    </PageLayout>
  );
}

function MobilePlanCards({
  plans,
  chosenId,
  onToggle,
}: {
  plans: MobilePlanCard[];
  chosenId: number | null;
  onToggle: (plan: MobilePlanCard) => void;
}) {
  if (plans.length === 0) return <p>There are no mobile plans to show right now. Please call us on {SUPPORT_PHONE.display}.</p>;
  return (
    <ul className="plan-cards">
      {plans.map((plan) => (
        <li key={plan.id} className="plan-card">
          <h3 id={`sim-plan-${plan.id}`}>{plan.name}</h3>
          {plan.supplier ? <p className="plan-card__network">On the {plan.supplier} network</p> : null}
          {plan.dataGb !== undefined ? <p className="plan-card__data">{plan.dataGb}GB data per month</p> : null}
          <p className="plan-card__price">
            {money(plan.price)}
            <small>/mth</small>
          </p>
          {plan.minimumCostText ? <p className="plan-card__min-cost">{plan.minimumCostText}</p> : null}
          {plan.inclusions?.length ? (
            <ul aria-label={`${plan.name} inclusions`}>
              {plan.inclusions.map((inclusion) => (
                <li key={inclusion}>{inclusion}</li>
              ))}
            </ul>
          ) : null}
          <Button
            colour={plan.id === chosenId ? 'indigo' : 'lime'}
            hoverColor={plan.id === chosenId ? 'indigo' : 'lime'}
            aria-pressed={plan.id === chosenId}
            aria-describedby={`sim-plan-${plan.id}`}
            onClick={() => onToggle(plan)}
          >
            {plan.id === chosenId ? PLAN_SELECTED : CHOOSE_PLAN}
          </Button>
          {plan.cisLink ? (
            <p className="plan-card__cis">
              <ContentLink url={plan.cisLink}>
                Critical Information Summary<span className="visually-hidden"> for the {plan.name}</span>
              </ContentLink>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
