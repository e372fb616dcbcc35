// docs/product/ordering-and-handoff.md#flip-to-fibre-page: the default plans come with the page, the
// address's own after the address check (docs/product/pricing.md#plan-sources).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { FlipPlansContent, ServicePageContent } from '../../../shared/schemas/content';
import type { Plan } from '../../../shared/schemas/plan';
import type { PlansAnswer } from '../../../shared/schemas/upstream';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Features } from '../../features/content/content-blocks';
import { FlipSubnav } from '../../features/flip-subnav/flip-subnav';
import { OrderSummary } from '../../features/order-summary/order-summary';
import { OrderRefusedNotice } from '../../features/order-refusal/order-refused-notice';
import { AddressStep, ExtrasRegion, PlanListRegion, ServiceHeroRegion, SpeedAdviceRegion, ThingsToKnowRegion, WhyUpgradeRegion } from './plan-regions';
import { useCartExtras } from '../../store/use-cart-extras';
import { choiceAfterPlans, flipPreselection as preselection } from '../../../shared/domain/plans/plan-preselection';
import { useFlipPlans } from '../../features/plans/use-flip-plans';
import { useKeptPlans } from '../../features/plans/use-kept-plans';
import { useOfferedPlans } from '../../features/plans/use-offered-plans';
import { usePlanSelection } from '../../features/plans/use-plan-selection';
import { useSessionSnapshot, useSessionStore } from '../../store/store-context';
import { newDevelopmentCharge } from '../../../shared/domain/pricing/money';
import { PageLayout, usePageMeta } from '../page-layout';
import { useHashLanding } from '../use-hash-landing';
import { heroText } from '../../features/content/hero-text';
import type { PageLoaderData } from '../page-loader-data';

const NO_PLANS: Plan[] = [];
const FLIP_TYPE = 'flipToFibre';

export default function FlipToFibrePage() {
  const { content, data } = useLoaderData() as PageLoaderData<ServicePageContent, { plans: PlansAnswer; nbnPlans: PlansAnswer; flipContent: FlipPlansContent }>;
  const meta = usePageMeta();
  // "See plans" from another page lands on this page's plan list (docs/product/address-check.md#ways-on).
  useHashLanding();
  const store = useSessionStore();
  const { cart: cartState, sq } = useSessionSnapshot();
  const cart = cartState.cart;
  // The offer (standard or boost) is the campaigns', never the URL's (docs/product/pricing.md#offer-type).
  const flip = useFlipPlans({ initialPlans: data.plans?.plans ?? NO_PLANS, enabled: true });
  // docs/product/address-check.md#fibre-networks-on-the-flip-page: the upgrade, or that network's fibre plans.
  const orderType = flip.service;
  const selection = usePlanSelection();
  const extrasChoices = useCartExtras();
  // Nothing orderable until the address's own plans are in.
  const offer = useOfferedPlans(orderType, flip.plans, { offerType: flip.offerType, settled: flip.settled });
  const plans = offer.offered;

  // docs/product/address-check.md#plans-shown-before-the-check
  const defaultPlans = data.plans?.plans ?? NO_PLANS;
  const nowListed = useMemo(() => [...plans, ...offer.notOffered.map((entry) => entry.plan)], [plans, offer.notOffered]);
  const kept = useKeptPlans(FLIP_TYPE, orderType === FLIP_TYPE ? defaultPlans : NO_PLANS, nowListed, flip.settled);
  const unavailable = useMemo(() => [...offer.unavailable, ...kept], [offer.unavailable, kept]);
  const notes = useMemo(() => [...offer.notes, ...kept.map((entry) => entry.sentence)], [offer.notes, kept]);

  // docs/product/pricing.md#plan-selection: a preselection once plans load; a choice among them is kept, a
  // deselection stands until new plans load, and a choice they leave out is replaced with a notice.
  const loadedPlans = useRef<string | null>(null);
  const shownPlans = useRef<readonly Plan[]>(NO_PLANS);
  // Said of one choice: the visitor's own, or the next address check, takes it away (docs/product/pricing.md#plan-selection).
  const [choiceNotice, setChoiceNotice] = useState<{ text: string; planId: number | null } | null>(null);
  useEffect(() => setChoiceNotice(null), [sq.sqResult]);
  useEffect(() => {
    // Only settled plans (the address's own, or those before any check) decide: on the way to a fibre network's
    // plans the upgrade's list is empty, and dropping the choice there would lose which plan it was.
    if (!flip.settled) return;
    const current = store.cart.cart;
    const key = plans.map((plan) => plan.id).join(',');
    const plansChanged = loadedPlans.current !== null && loadedPlans.current !== key;
    loadedPlans.current = key;
    const shownBefore = shownPlans.current;
    shownPlans.current = plans;
    // The upgrade plan chosen before a fibre network's address was checked was this page's choice too.
    const ofThisService = current.serviceType === orderType || current.serviceType === FLIP_TYPE;
    const choice = choiceAfterPlans({ planId: current.planId, ofThisService }, plans, shownBefore, plansChanged);
    if (!choice.change) return;
    current.serviceType = orderType;
    current.planId = choice.planId;
    setChoiceNotice(choice.notice ? { text: choice.notice, planId: choice.planId } : null);
  }, [store, plans, orderType, flip.settled, cart.serviceType, cart.planId]);

  // Until the cart holds a choice the page shows the preselection, so the server renders it and its summary.
  const selectedPlanId = cart.serviceType === orderType ? cart.planId : (preselection(plans)?.id ?? null);
  const selectedPlan = plans.find((plan) => plan.id === selectedPlanId) ?? null;
  const orderPlan = offer.orderPlan(selectedPlanId);
  const flipContent = data.flipContent;
  // docs/product/ordering-and-handoff.md#nothing-to-order: no extras for a plan the address cannot order.
  const nothingToOrder = offer.connection !== null && flip.settled && plans.length === 0;

  return (
    <PageLayout
      className="flip-page"
      contentFailed={!content}
      heading={content ? heroText(meta.heading, content.hero).heading : undefined}
      intro={content ? <ServiceHeroRegion hero={content.hero} pageHeading={meta.heading} /> : null}
    >
      {/* docs/product/frame.md#sub-navigation: the Flip to Fibre tabs, floating here on desktop. */}
      <FlipSubnav />
      {content ? (
        <>
          <WhyUpgradeRegion why={content.whyUpgrade} />
          <AddressStep requestedServiceType="flipToFibre" flipTopSpeed={orderType === FLIP_TYPE && flip.settled ? offer.fastestSpeed : null} />
          <section className="journey-step" id="plans" aria-labelledby="step-2-heading">
            <h2 id="step-2-heading">
              {orderType === 'fibre' ? 'Step 2: Choose your fibre plan' : 'Step 2: Choose an unlimited nbn plan with the free upgrade'}
            </h2>
            {flip.plans.length > 0 || data.plans ? (
              <>
                {/* One live region, in the page from the start, so a screen reader hears each sentence when it comes, and only it. */}
                <div role="status" aria-atomic="false">
                  {flip.loading ? <p>Finding the plans for your address…</p> : null}
                  {choiceNotice?.planId === cart.planId ? <p className="plan-choice-notice">{choiceNotice.text}</p> : null}
                  {flip.failed ? <p>We could not load the plans for your address just now, so these are our standard plans.</p> : null}
                </div>
                {/* docs/product/plans.md#what-speed-do-i-need */}
                {nothingToOrder ? null : (
                  <SpeedAdviceRegion
                    plans={plans}
                    atAddress={offer.connection !== null}
                    selectedPlanId={selectedPlanId}
                    onChoose={(plan, listName) => selection.select(plan, orderType === FLIP_TYPE, listName)}
                  />
                )}
                <PlanListRegion
                  connection={offer.connection}
                  notOfferedNotes={notes}
                  unavailable={unavailable}
                  newDevelopmentCharge={newDevelopmentCharge(orderType, sq.sqResult)}
                  label={orderType === 'fibre' ? 'Fibre plans' : 'Flip to Fibre plans'}
                  plans={plans}
                  selectedPlanId={selectedPlanId}
                  onToggle={(plan) => selection.toggle(plan, orderType === FLIP_TYPE)}
                  homeSecure={cart.homeSecure}
                  emptyText={orderType === 'fibre' ? 'There are no fibre plans for this address.' : 'There are no Flip to Fibre plans for this address.'}
                />
              </>
            ) : (
              <ErrorPanel />
            )}
          </section>
          {nothingToOrder ? null : (
            <ExtrasRegion
              serviceType={orderType}
              choices={extrasChoices}
              showTransferPlan={orderType === FLIP_TYPE}
              lineMaxSpeed={sq.sqResult?.maxSpeed ?? null}
              modemTitle={flipContent?.modemTitle}
              phoneTitle={flipContent?.phoneTitle}
            />
          )}
          <OrderRefusedNotice notOffered={offer.notOffered} planId={selectedPlanId} />
          <OrderSummary
            plan={orderPlan ?? selectedPlan}
            orderPending={!orderPlan}
            nothingToOrder={nothingToOrder}
            serviceType={orderType}
            transferPlan={orderType === FLIP_TYPE ? cart.transferPlan : null}
            nbnPlans={data.nbnPlans?.plans ?? NO_PLANS}
          />
          <Features features={content.features} heading="What you get with Flip to Fibre" />
          <ThingsToKnowRegion items={flipContent?.needToKnow ?? content.thingsToKnow} />
        </>
      ) : null}
    </PageLayout>
  );
}
