// Fibre (OptiComm / Vision networks) plan catalogue, docs/product/pricing.md#flip-to-fibre-plan-fields catalogue keys. docs/product/frame.md#page-meta: the fibre
// page is "from $53.99 per month", so no fibre plan, special included, goes below $53.99.
import type { Plan } from '../../shared/schemas/plan';
import { specialFor, speedTierPlans } from './plan-defaults';

/** docs/product/frame.md#page-meta title hint for the fibre page. */
export const FIBRE_FROM_PRICE = 53.99;

export const FIBRE_PLANS: readonly Plan[] = speedTierPlans('fibre', [
  { id: 10580, planTitle: 'Starter', speed: '8/2', typicalEveningSpeed: 8, price: FIBRE_FROM_PRICE },
  { id: 10581, planTitle: 'Basic', speed: '12/1', typicalEveningSpeed: 12, price: 57.99 },
  { id: 10582, planTitle: 'Everyday', speed: '25/5', typicalEveningSpeed: 25, price: 64.99, speedboost: true },
  { id: 10583, planTitle: 'Everyday Plus', speed: '30/10', typicalEveningSpeed: 30, price: 67.99, speedboost: true },
  { id: 10584, planTitle: 'Family Lite', speed: '50/20', typicalEveningSpeed: 50, price: 74.99, speedboost: true, firstMonthFree: true, special: specialFor(64.99, 6) },
  { id: 10585, planTitle: 'Family Lite Plus', speed: '50-90/20', typicalEveningSpeed: 85, price: 79.99, speedboost: true },
  { id: 10586, planTitle: 'Family', speed: '100/20', typicalEveningSpeed: 100, price: 84.99, speedboost: true, firstMonthFree: true, special: specialFor(69.99, 6) },
  { id: 10587, planTitle: 'Family Plus', speed: '100/40', typicalEveningSpeed: 100, price: 89.99, speedboost: true, planSpeed: 'Fibre 100/40', cisLink: '/cis/fibre-100-40.pdf' },
  { id: 10588, planTitle: 'Superfast', speed: '250/25', typicalEveningSpeed: 220, price: 99.99, firstMonthFree: true, special: specialFor(84.99, 6) },
  { id: 10589, planTitle: 'Ultrafast', speed: '500/50', typicalEveningSpeed: 400, price: 114.99 },
]);
