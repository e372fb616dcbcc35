// One offered plan's figures, read once (docs/decisions/019-one-offer-per-address.md) by the card, the CIS, the structured
// data and the hand-off; word-free and small, so the plan card reads it without the offer's reasons.
import type { Plan } from '../../schemas/plan';
import { fnv1a } from './fnv1a';
import { planCostInput, planMinimumCost } from '../pricing/minimum-cost';
import type { OfferType } from './offer-type';
import { pricingState } from '../pricing/pricing-states';
import { stepsSavings } from '../pricing/savings';
import { SPEED_BOOST_DAYS_PER_MONTH } from './plan-texts';

/** The plan fields the figures read (a plan card may hold a catalogue plan of any service). */
export type FiguredPlan = Pick<Plan, 'price' | 'special' | 'planSpeed' | 'firstMonthFree' | 'typicalEveningSpeed' | 'planUploadSpeed' | 'speedboost'> &
  Partial<Pick<Plan, 'activationFee'>>;

/** What a plan costs and gives; `homeSecure`: the steps with Home Secure chosen (docs/product/pricing.md#pricing-states). */
export function planFigures(plan: FiguredPlan, { homeSecure = false }: { homeSecure?: boolean } = {}) {
  const cost = planCostInput(plan);
  const planSteps = pricingState({ ...cost, homeSecure: false });
  return {
    /** docs/product/pricing.md#pricing-states: the promotion, then the ongoing price. */
    priceSteps: homeSecure ? pricingState({ ...cost, homeSecure: true }) : planSteps,
    /** docs/product/pricing.md#savings: null without a special (a free first month alone is a badge, not a saving). */
    savings: plan.special ? stepsSavings(planSteps.segments) : null,
    /** docs/product/pricing.md#minimum-cost: the plan alone (no modem, extender or phone). */
    minimumTotalCost: planMinimumCost(cost),
    typicalEveningSpeed: plan.typicalEveningSpeed,
    uploadSpeed: plan.planUploadSpeed,
    /** docs/product/pricing.md#plan-promises: My Speed Boost days a month (0 without). */
    speedBoostDaysPerMonth: plan.speedboost ? SPEED_BOOST_DAYS_PER_MONTH : 0,
  };
}

/** A boost plan's CIS is the boost offer's document: the link says which offer. */
export function offerCisLink(cisLink: string, offerType: OfferType): string {
  if (offerType === 'standard' || cisLink === '') return cisLink;
  const [path = '', hash] = cisLink.split('#', 2);
  const joined = `${path}${path.includes('?') ? '&' : '?'}offer=${offerType}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** The figures a CIS states for one offer of one plan; its version is their digest. */
export function cisVersion(plan: Plan, offerType: OfferType): string {
  const figures = [
    plan.id,
    offerType,
    plan.cisLink,
    plan.price,
    plan.special ? `${plan.special.planPrice}x${plan.special.months}` : '-',
    plan.firstMonthFree ? 1 : 0,
    plan.activationFee ?? 0,
    plan.planDownloadSpeed,
    plan.planUploadSpeed,
    plan.typicalEveningSpeed,
    plan.dataAllowanceGb ?? 'unlimited',
    plan.speedboost ? 1 : 0,
  ];
  return `${offerType}-${fnv1a(figures.join('|'))}`;
}

/** The offer entry of a plan that is offered: its figures, read once. */
export function offeredPlan(plan: Plan, offerType: OfferType) {
  return {
    plan,
    offerType,
    /** Unique across offers: standard and boost share plan ids, so the order names both. */
    offerId: `${plan.id}:${offerType}`,
    ...planFigures(plan),
    /** The Critical Information Summary of this very offer (a boost plan's is the boost offer's). */
    cisLink: offerCisLink(plan.cisLink, offerType),
    /** Names the CIS as shown: changes whenever a figure the CIS states changes. The order carries it. */
    cisVersion: cisVersion(plan, offerType),
  };
}
export type OfferedPlan = ReturnType<typeof offeredPlan>;
