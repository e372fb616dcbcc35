// The parts of the pages that sell plans, as regions loaded on need (client/app/lazy-on-need.tsx).
import type { ExtrasStepProps } from '../../features/extras/extras-step';
import type { PlanListProps } from '../../features/plans/plan-list';
import type { PlanChooserProps } from '../../features/plans/plan-chooser';
import type { SpeedAdviceProps } from '../../features/speed-advice/speed-advice';
import { preloadOrderSummary } from '../../features/order-summary/order-summary';
import type { AddressCheckProps } from '../../features/address-check/address-check';
import { LazyAddressCheck } from '../lazy-address-check';
import { lazyOnNeed } from '../lazy-on-need';
import type { ServiceHero, ThingsToKnow, WhyUpgrade } from './service-sections';

const extras = lazyOnNeed<ExtrasStepProps>(() => import('../../features/extras/extras-step').then((m) => m.ExtrasStep));

/** A plan list's code, with the extras (hydrated) and the summary's chunk: the visitor's next steps. */
const withNextSteps = <T,>(load: Promise<T>): Promise<T> => {
  void extras.load().catch(() => undefined);
  void preloadOrderSummary().catch(() => undefined);
  return load;
};

const chooser = lazyOnNeed<PlanChooserProps>(() =>
  withNextSteps(import('../../features/plans/plan-chooser').then((m) => m.PlanChooser)),
);
const list = lazyOnNeed<PlanListProps>(() => withNextSteps(import('../../features/plans/plan-list').then((m) => m.PlanList)));

// "What speed do I need?" works as a plain form without its code.
const speed = lazyOnNeed<SpeedAdviceProps>(() => import('../../features/speed-advice/speed-advice').then((m) => m.SpeedAdvice));

const sections = () => import('./service-sections');
const hero = lazyOnNeed<Parameters<typeof ServiceHero>[0]>(() => sections().then((m) => m.ServiceHero));
const why = lazyOnNeed<Parameters<typeof WhyUpgrade>[0]>(() => sections().then((m) => m.WhyUpgrade));
const things = lazyOnNeed<Parameters<typeof ThingsToKnow>[0]>(() => sections().then((m) => m.ThingsToKnow));

export const PlanChooserRegion = chooser.Component;
export const PlanListRegion = list.Component;
export const ExtrasRegion = extras.Component;
export const SpeedAdviceRegion = speed.Component;

export const ServiceHeroRegion = hero.Component;
export const WhyUpgradeRegion = why.Component;
export const ThingsToKnowRegion = things.Component;

export const preloadPlanRegions = () =>
  Promise.all([chooser.preload(), list.preload(), extras.preload(), speed.preload(), hero.preload(), why.preload(), things.preload()]);

/** Step 1 of a page that sells plans: the address check, its result headed under the step. */
export function AddressStep(props: Pick<AddressCheckProps, 'requestedServiceType' | 'flipTopSpeed'>) {
  return (
    <section className="journey-step" id="address" aria-labelledby="step-1-heading">
      <h2 id="step-1-heading">Step 1: Check your address</h2>
      <LazyAddressCheck variant="step" headingLevel={3} {...props} />
    </section>
  );
}
