// nbn plan catalogue (docs/product/pricing.md#plan-fields catalogue keys). Prices are monthly, in AUD, GST inclusive, at
// 2026 market levels; typical evening speeds are the 7–11 pm busy-hour figures a CIS states.
import type { Plan } from '../../shared/schemas/plan';
import { specialFor, speedTierPlans } from './plan-defaults';

/** docs/product/pricing.md#award-images: the rules map award images to plan id 10317 (nbn 100); the catalogue names no award, so no badge shows. */
export const AWARD_NBN_PLAN_ID = 10317;

/** docs/product/pricing.md#plan-fields names a constant for the nbn50 plan and the number 7175: read together, nbn50's id. */
export const NBN50_PLAN_ID = 7175;

export const NBN_PLANS: readonly Plan[] = speedTierPlans('nbn', [
  { id: 10311, planTitle: 'Starter', speed: '12/1', typicalEveningSpeed: 12, price: 59.95 },
  { id: 10312, planTitle: 'Basic', speed: '25/5', typicalEveningSpeed: 25, price: 69.95, speedboost: true },
  { id: NBN50_PLAN_ID, planTitle: 'Everyday', speed: '50/20', typicalEveningSpeed: 50, price: 84.95, speedboost: true, firstMonthFree: true, special: specialFor(69.95, 6) },
  { id: AWARD_NBN_PLAN_ID, planTitle: 'Family', speed: '100/20', typicalEveningSpeed: 100, price: 89.95, speedboost: true, firstMonthFree: true, special: specialFor(74.95, 6) },
  { id: 10318, planTitle: 'Family Plus', speed: '100/40', typicalEveningSpeed: 100, price: 94.95, speedboost: true, planSpeed: 'nbn 100/40', cisLink: '/cis/nbn-100-40.pdf' },
  { id: 10319, planTitle: 'Superfast', speed: '250/25', typicalEveningSpeed: 215, price: 99.95, speedboost: true, firstMonthFree: true, special: specialFor(84.95, 6) },
  { id: 10320, planTitle: 'Ultrafast', speed: '500/50', typicalEveningSpeed: 370, price: 109.95, firstMonthFree: true, special: specialFor(94.95, 6) },
  { id: 10321, planTitle: 'Hyperfast', speed: '1000/50', typicalEveningSpeed: 600, price: 119.95, special: specialFor(104.95, 6) },
]);

/** docs/product/pricing.md#transfer-plan: the interim plan a Flip to Fibre customer uses until the fibre is in: 50 or 100 Mbps. */
export function getDefaultPlansNbn(): Plan[] {
  return NBN_PLANS.filter((plan) => plan.planSpeed === 'nbn50' || plan.planSpeed === 'nbn100');
}
