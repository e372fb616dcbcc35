// nbn plan catalogue (docs/product/pricing.md#plan-fields catalogue keys). Prices are monthly, in AUD, GST inclusive, at
// 2026 market levels; typical evening speeds are the 7–11 pm busy-hour figures a CIS states.
import type { Plan } from '../../shared/schemas/plan';
import { broadbandPlan, specialFor } from './plan-defaults';

/** docs/product/pricing.md#award-images: the rules map award images to plan id 10317 (nbn 100); the catalogue names no award, so no badge shows. */
export const AWARD_NBN_PLAN_ID = 10317;

/**
 * docs/product/pricing.md#plan-fields mentions a constant for the nbn50 plan and the number 7175 without explanation; the
 * catalogue reads them together and gives nbn50 the id 7175.
 */
export const NBN50_PLAN_ID = 7175;

export const NBN_PLANS: readonly Plan[] = [
  broadbandPlan({
    id: 10311,
    serviceType: 'nbn',
    planTitle: 'Starter',
    planHeading: 'Starter nbn 12/1Mbps',
    planSpeed: 'nbn12',
    planFullSpeed: 'nbn 12/1',
    planDownloadSpeed: 12,
    planUploadSpeed: 1,
    typicalEveningSpeed: 12,
    price: 59.95,
    cisLink: '/cis/nbn-12.pdf',
  }),
  broadbandPlan({
    id: 10312,
    serviceType: 'nbn',
    planTitle: 'Basic',
    planHeading: 'Basic nbn 25/5Mbps',
    planSpeed: 'nbn25',
    planFullSpeed: 'nbn 25/5',
    planDownloadSpeed: 25,
    planUploadSpeed: 5,
    typicalEveningSpeed: 25,
    price: 69.95,
    speedboost: true,
    cisLink: '/cis/nbn-25.pdf',
  }),
  broadbandPlan({
    id: NBN50_PLAN_ID,
    serviceType: 'nbn',
    planTitle: 'Everyday',
    planHeading: 'Everyday nbn 50/20Mbps',
    planSpeed: 'nbn50',
    planFullSpeed: 'nbn 50/20',
    planDownloadSpeed: 50,
    planUploadSpeed: 20,
    typicalEveningSpeed: 50,
    price: 84.95,
    speedboost: true,
    firstMonthFree: true,
    special: specialFor(69.95, 6),
    cisLink: '/cis/nbn-50.pdf',
  }),
  broadbandPlan({
    id: AWARD_NBN_PLAN_ID,
    serviceType: 'nbn',
    planTitle: 'Family',
    planHeading: 'Family nbn 100/20Mbps',
    planSpeed: 'nbn100',
    planFullSpeed: 'nbn 100/20',
    planDownloadSpeed: 100,
    planUploadSpeed: 20,
    typicalEveningSpeed: 100,
    price: 89.95,
    speedboost: true,
    firstMonthFree: true,
    special: specialFor(74.95, 6),
    cisLink: '/cis/nbn-100.pdf',
  }),
  broadbandPlan({
    id: 10318,
    serviceType: 'nbn',
    planTitle: 'Family Plus',
    planHeading: 'Family Plus nbn 100/40Mbps',
    planSpeed: 'nbn 100/40',
    planFullSpeed: 'nbn 100/40',
    planDownloadSpeed: 100,
    planUploadSpeed: 40,
    typicalEveningSpeed: 100,
    price: 94.95,
    speedboost: true,
    cisLink: '/cis/nbn-100-40.pdf',
  }),
  broadbandPlan({
    id: 10319,
    serviceType: 'nbn',
    planTitle: 'Superfast',
    planHeading: 'Superfast nbn 250/25Mbps',
    planSpeed: 'nbn250',
    planFullSpeed: 'nbn 250/25',
    planDownloadSpeed: 250,
    planUploadSpeed: 25,
    typicalEveningSpeed: 215,
    price: 99.95,
    speedboost: true,
    firstMonthFree: true,
    special: specialFor(84.95, 6),
    cisLink: '/cis/nbn-250.pdf',
  }),
  broadbandPlan({
    id: 10320,
    serviceType: 'nbn',
    planTitle: 'Ultrafast',
    planHeading: 'Ultrafast nbn 500/50Mbps',
    planSpeed: 'nbn500',
    planFullSpeed: 'nbn 500/50',
    planDownloadSpeed: 500,
    planUploadSpeed: 50,
    typicalEveningSpeed: 370,
    price: 109.95,
    firstMonthFree: true,
    special: specialFor(94.95, 6),
    cisLink: '/cis/nbn-500.pdf',
  }),
  broadbandPlan({
    id: 10321,
    serviceType: 'nbn',
    planTitle: 'Hyperfast',
    planHeading: 'Hyperfast nbn 1000/50Mbps',
    planSpeed: 'nbn1000',
    planFullSpeed: 'nbn 1000/50',
    planDownloadSpeed: 1000,
    planUploadSpeed: 50,
    typicalEveningSpeed: 600,
    price: 119.95,
    special: specialFor(104.95, 6),
    cisLink: '/cis/nbn-1000.pdf',
  }),
];

/** docs/product/pricing.md#transfer-plan: the interim plan a Flip to Fibre customer uses until the fibre is in: 50 or 100 Mbps. */
export function getDefaultPlansNbn(): Plan[] {
  return NBN_PLANS.filter((plan) => plan.planSpeed === 'nbn50' || plan.planSpeed === 'nbn100');
}
