// Flip to Fibre plans (docs/product/pricing.md#flip-to-fibre-plan-fields docs/product/ordering-and-handoff.md#flip-to-fibre-page):
// unlimited nbn plans with the free fibre upgrade; docs/product/frame.md#page-meta: no offer goes below $69.95.
import { FLIP_SERVICE_CLASSES } from '../../shared/domain/flip/flip-status';
import type { OfferType } from '../../shared/domain/plans/offer-type';
import { slowestFlipPlanSpeed } from '../../shared/domain/plans/plan-eligibility';
import type { FlipToFibrePlan } from '../../shared/schemas/plan';
import { PRICE_NOTES, specialFor } from './plan-defaults';

/** docs/product/pricing.md#award-images: the rules map award images to plan id 10591 (the FTTN 100 flip plan); the catalogue names no award, so no badge shows. */
export const AWARD_FLIP_PLAN_ID = 10591;

/** docs/product/frame.md#page-meta title hint for the Flip to Fibre page. */
export const FLIP_FROM_PRICE = 69.95;

/** How long each offer's special lasts (docs/product/pricing.md#plan-sources): 'boost' is the richer offer. */
const OFFER_MONTHS: Record<OfferType, number> = { standard: 6, boost: 12 };

interface FlipTier {
  id: number;
  speed: 100 | 250 | 500 | 1000;
  /** The nbn plan family name (docs/product/address-check.md#flip-eligibility: 'Family nbn 100/20Mbps', 'Superfast nbn 250/25Mbps'). */
  name: string;
  upload: number;
  typicalEveningSpeed: number;
  price: number;
  /** Each offer's special price. */
  offers: Record<OfferType, number>;
}

const FLIP_TIERS: readonly FlipTier[] = [
  // docs/product/pricing.md#transfer-plan: typical evening speed 100 Mbps stated.
  { id: AWARD_FLIP_PLAN_ID, speed: 100, name: 'Family', upload: 20, typicalEveningSpeed: 100, price: 84.95, offers: { standard: FLIP_FROM_PRICE, boost: FLIP_FROM_PRICE } },
  { id: 10592, speed: 250, name: 'Superfast', upload: 25, typicalEveningSpeed: 215, price: 99.95, offers: { standard: 79.95, boost: 74.95 } },
  { id: 10593, speed: 500, name: 'Ultrafast', upload: 50, typicalEveningSpeed: 370, price: 109.95, offers: { standard: 89.95, boost: 79.95 } },
  { id: 10594, speed: 1000, name: 'Hyperfast', upload: 50, typicalEveningSpeed: 600, price: 119.95, offers: { standard: 99.95, boost: 89.95 } },
];

function flipPlan(tier: FlipTier, offerType: OfferType): FlipToFibrePlan {
  const special = specialFor(tier.offers[offerType], OFFER_MONTHS[offerType]);
  return {
    id: tier.id,
    serviceType: 'flipToFibre',
    planTitle: `FTTN ${tier.speed}`,
    planHeading: `${tier.name} nbn ${tier.speed}/${tier.upload}Mbps with a free fibre upgrade`,
    planSpeed: `nbn${tier.speed}`,
    planFullSpeed: `nbn ${tier.speed}/${tier.upload}`,
    planDownloadSpeed: tier.speed,
    planUploadSpeed: tier.upload,
    typicalEveningSpeed: tier.typicalEveningSpeed,
    // An unlimited nbn plan (the file's header): no allowance.
    dataAllowanceGb: null,
    price: tier.price,
    priceNotes: PRICE_NOTES,
    speedboost: true,
    flipOnly: true,
    firstMonthFree: false,
    special,
    cisLink: `/cis/flip-to-fibre-${tier.speed}.pdf`,
    activationFee: 0,
  };
}

/** The plans shown before an address is checked (`GET /api/getDefaultFlipToFibrePlans`). */
export function getDefaultFlipToFibrePlans(): FlipToFibrePlan[] {
  return FLIP_TIERS.map((tier) => flipPlan(tier, 'standard'));
}

export interface FlipPlanQuery {
  nbnRegion: string;
  nbnServiceClass: number;
  /** The copper line's maximum download speed: read, never a limit (getFlipToFibrePlans). */
  maxSpeed?: number;
  offerType: OfferType;
}

/** docs/product/address-check.md#flip-eligibility: FTTN needs nbn 100/20 or faster, FTTC 250/25; other classes get no offer. */
export const slowestFlipSpeedFor = (nbnServiceClass: number): number | undefined =>
  FLIP_SERVICE_CLASSES.includes(nbnServiceClass) ? slowestFlipPlanSpeed(nbnServiceClass).speed : undefined;

/** Every tier from the slowest the line allows (docs/product/address-check.md#flip-eligibility), any copper speed (docs/product/pricing.md#plan-sources). */
export function getFlipToFibrePlans(query: FlipPlanQuery): FlipToFibrePlan[] {
  const slowest = slowestFlipSpeedFor(query.nbnServiceClass);
  if (slowest === undefined) return [];
  return FLIP_TIERS.filter((tier) => tier.speed >= slowest).map((tier) => flipPlan(tier, query.offerType));
}

/** The offerType query value (docs/product/pricing.md#plan-sources): anything that is not a boost offer is standard. */
export function parseFlipOfferType(value: unknown): OfferType {
  if (typeof value !== 'string') return 'standard';
  const normalised = value.trim().toLowerCase();
  return normalised === 'boost' || normalised === 'unconnected-boost' ? 'boost' : 'standard';
}
