// Broadband service pages (docs/product/frame.md#route-table), their plans in the server HTML.
import { useEffect, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { PLAN_TABS, showPlanTabs } from '../../../shared/domain/plans/plan-tabs';
import { choiceChangedNotice } from '../../../shared/domain/plans/plan-preselection';
import { extrasForService } from '../../../shared/domain/plans/service-extras';
import { requestedServiceTypeForPath } from '../../../shared/domain/address/service-type-from-path';
import type { ServicePageContent } from '../../../shared/schemas/content';
import type { BroadbandCatalogue, Plan } from '../../../shared/schemas/plan';
import type { PlansAnswer } from '../../../shared/schemas/upstream';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Features } from '../../features/content/content-blocks';
import { OrderSummary } from '../../features/order-summary/order-summary';
import { OrderRefusedNotice } from '../../features/order-refusal/order-refused-notice';
import { AddressStep, ExtrasRegion, PlanChooserRegion, ServiceHeroRegion, SpeedAdviceRegion, ThingsToKnowRegion, WhyUpgradeRegion } from './plan-regions';
import { useCartExtras } from '../../store/use-cart-extras';
import { useOfferedPlans } from '../../features/plans/use-offered-plans';
import { useFlipPlans } from '../../features/plans/use-flip-plans';
import { usePlanSelection } from '../../features/plans/use-plan-selection';
import { useSessionSnapshot, useSessionStore } from '../../store/store-context';
import { newDevelopmentCharge } from '../../../shared/domain/pricing/money';
import { PageLayout, usePageMeta } from '../page-layout';
import { useHashLanding } from '../use-hash-landing';
import { heroText } from '../../features/content/hero-text';
import type { PageLoaderData } from '../page-loader-data';

const NO_PLANS: Plan[] = [];

const PLAN_LIST_LABELS: Record<BroadbandCatalogue, string> = {
  nbn: 'nbn plans',
  fibre: 'Fibre plans',
  hwbb: 'Home wireless plans',
  mbb: 'Mobile broadband plans',
};

/** The catalogue a service path sells (docs/product/address-check.md#service-type-from-path service type from path, plus /mobile-broadband). */
function catalogueForPath(pathname: string): BroadbandCatalogue {
  const type = requestedServiceTypeForPath(pathname);
  return type === 'fibre' || type === 'hwbb' || type === 'mbb' ? type : 'nbn';
}

export default function ServicePage() {
  const { content, data } = useLoaderData() as PageLoaderData<ServicePageContent, { plans: PlansAnswer; nbnPlans: PlansAnswer }>;
  const meta = usePageMeta();
  // "See plans" from another page lands on this page's plan list (docs/product/address-check.md#ways-on).
  useHashLanding();
  const { pathname } = useLocation();
  const pageType = catalogueForPath(pathname);
  const plans = data.plans?.plans ?? NO_PLANS;
  const store = useSessionStore();
  const { sq, cart: cartState } = useSessionSnapshot();
  const cart = cartState.cart;
  const tabs = showPlanTabs(sq.sqResult, false);
  const flip = useFlipPlans({ initialPlans: NO_PLANS, enabled: tabs });
  const selection = usePlanSelection();
  const extrasChoices = useCartExtras();
  // After the address check, only the plans the address can get, and why not the others.
  const own = useOfferedPlans(pageType, plans);
  const upgrade = useOfferedPlans('flipToFibre', flip.plans, { offerType: flip.offerType, settled: flip.settled });

  // The cart follows the page, except a fibre upgrade still offered (docs/product/address-check.md#plan-tabs); a plan
  // of this page the address is not offered is dropped, and the page says so (docs/product/pricing.md#plan-selection).
  const [droppedNotice, setDroppedNotice] = useState<string | null>(null);
  useEffect(() => setDroppedNotice(null), [sq.sqResult]); // said of one address: gone with the next check
  useEffect(() => void (cart.planId !== null && setDroppedNotice(null)), [cart.planId]); // and with the visitor's own choice
  useEffect(() => {
    const current = store.cart.cart;
    const flipNotOffered = upgrade.notOffered.some(({ plan }) => plan.id === current.planId);
    const keepsFlip = current.serviceType === 'flipToFibre' && tabs && !flipNotOffered;
    if (keepsFlip) return;
    if (current.serviceType !== pageType || (current.planId !== null && !own.offered.some((plan) => plan.id === current.planId))) {
      const dropped = current.serviceType === pageType ? plans.find((plan) => plan.id === current.planId) : undefined;
      if (dropped) setDroppedNotice(choiceChangedNotice(dropped, undefined));
      current.serviceType = pageType;
      current.planId = null;
    }
  }, [store, pageType, plans, own, upgrade, tabs, cart.serviceType, cart.planId]);

  const orderType = cart.serviceType === 'flipToFibre' ? 'flipToFibre' : pageType;
  // An upgrade ordered on the 'Fibre upgrade' tab waits on an nbn plan, as on /flip-to-fibre (docs/product/pricing.md#transfer-plan).
  const isFlipOrder = orderType === 'flipToFibre';
  const orderOffer = orderType === 'flipToFibre' ? upgrade : own;
  const selectedPlan = orderOffer.offered.find((plan) => plan.id === cart.planId) ?? null;
  const orderPlan = orderOffer.orderPlan(cart.planId);
  // docs/product/ordering-and-handoff.md#nothing-to-order: no extras for a plan the address cannot order.
  const nothingToOrder = own.connection !== null && own.offered.length === 0 && !(tabs && upgrade.offered.length > 0);

  return (
    <PageLayout
      className="service-page"
      contentFailed={!content}
      heading={content ? heroText(meta.heading, content.hero).heading : undefined}
      intro={content ? <ServiceHeroRegion hero={content.hero} pageHeading={meta.heading} /> : null}
    >
      {content ? (
        <>
          <WhyUpgradeRegion why={content.whyUpgrade} />
          <AddressStep requestedServiceType={pageType} flipTopSpeed={tabs && flip.settled ? upgrade.fastestSpeed : null} />
          <section className="journey-step" id="plans" aria-labelledby="step-2-heading">
            <h2 id="step-2-heading">Step 2: Choose your plan</h2>
            {/* In the page from the start, so a screen reader hears the sentence when it comes. */}
            <div role="status" aria-atomic="false">{droppedNotice && cart.planId === null ? <p className="plan-choice-notice">{droppedNotice}</p> : null}</div>
            {/* docs/product/plans.md#what-speed-do-i-need: not for mobile broadband, whose plans differ in data, not speed. */}
            {data.plans && pageType !== 'mbb' && !nothingToOrder ? (
              <SpeedAdviceRegion
                plans={own.offered}
                atAddress={own.connection !== null}
                tab={tabs ? PLAN_TABS[0].label : undefined}
                selectedPlanId={cart.serviceType === pageType ? cart.planId : null}
                onChoose={(plan, listName) => selection.select(plan, undefined, listName)}
              />
            ) : null}
            {data.plans ? (
              <PlanChooserRegion
                connection={own.connection}
                label={PLAN_LIST_LABELS[pageType]}
                own={own}
                upgrade={upgrade}
                newDevelopmentCharge={newDevelopmentCharge(pageType, sq.sqResult)}
                flipNewDevelopmentCharge={newDevelopmentCharge('flipToFibre', sq.sqResult)}
                flipLoading={flip.loading}
                showTabs={tabs}
                selectedPlanId={cart.planId}
                onToggle={(plan, fibreUpgrade) => selection.toggle(plan, fibreUpgrade)}
                homeSecure={cart.homeSecure && extrasForService(pageType).homeSecure}
              />
            ) : (
              <ErrorPanel />
            )}
          </section>
          {nothingToOrder ? null : (
            <ExtrasRegion serviceType={orderType} choices={extrasChoices} showTransferPlan={isFlipOrder} lineMaxSpeed={sq.sqResult?.maxSpeed ?? null} />
          )}
          <OrderRefusedNotice notOffered={orderOffer.notOffered} planId={cart.planId} />
          <OrderSummary
            plan={orderPlan ?? selectedPlan}
            orderPending={!orderPlan}
            nothingToOrder={nothingToOrder}
            serviceType={orderType}
            transferPlan={isFlipOrder ? cart.transferPlan : null}
            nbnPlans={data.nbnPlans?.plans ?? NO_PLANS}
          />
          <Features features={content.features} heading="What every plan includes" />
          <ThingsToKnowRegion items={content.thingsToKnow} />
        </>
      ) : null}
    </PageLayout>
  );
}
