// docs/product/content.md#analytics-items "Analytics item: item_name, item_category, item_category2, item_category3, price, currency
// (aud), quantity. Analytics list prices: modem 151, extender 100, unlimited home phone 10 per month,
// pay-as-you-go 0."
import type { Plan, ServiceType } from '../../schemas/plan';
import { ANALYTICS_LIST_PRICES, type VoicePlanKey } from '../pricing/price-list';

export interface AnalyticsItem {
  item_name: string;
  item_category: string;
  item_category2: string;
  item_category3: string;
  price: number;
  currency: 'aud';
  quantity: number;
}

const item = (fields: Omit<AnalyticsItem, 'currency'>): AnalyticsItem => ({ ...fields, currency: 'aud' });

/** A plan at what the customer pays monthly now (the special price when one applies). */
export function planAnalyticsItem(
  plan: Pick<Plan, 'planTitle' | 'planSpeed' | 'price' | 'special'>,
  serviceType: ServiceType | string,
): AnalyticsItem {
  return item({
    item_name: plan.planTitle,
    item_category: serviceType,
    item_category2: 'plan',
    item_category3: plan.planSpeed,
    price: plan.special ? plan.special.planPrice : plan.price,
    quantity: 1,
  });
}

/** Hardware at its analytics list price (not the catalogue price, docs/product/content.md#analytics-items). */
export function hardwareAnalyticsItem(type: 'modem' | 'extender', title: string, quantity = 1): AnalyticsItem {
  return item({
    item_name: title,
    item_category: 'hardware',
    item_category2: type,
    item_category3: 'once',
    price: ANALYTICS_LIST_PRICES[type],
    quantity: Math.max(0, Math.floor(quantity)),
  });
}

/** A home phone voice plan at its analytics list price. */
export function voiceAnalyticsItem(plan: VoicePlanKey): AnalyticsItem {
  return item({
    item_name: plan === 'unlimited' ? 'Unlimited call pack' : 'Pay-as-you-go calls',
    item_category: 'phone',
    item_category2: plan,
    item_category3: 'monthly',
    price: ANALYTICS_LIST_PRICES[plan],
    quantity: 1,
  });
}

/** docs/product/pricing.md#extender Hardware: the modem and extender by their model names. */
export const HARDWARE_ANALYTICS_NAMES = { modem: 'ZTE H1600', extender: 'ZTE H3601' } as const;

export interface OrderAnalyticsInput {
  plan: Pick<Plan, 'planTitle' | 'planSpeed' | 'price' | 'special'>;
  /** The order's service type (docs/product/content.md#analytics-items), the items' category. */
  serviceType: ServiceType | string;
  /** The modem as ordered. */
  modem: boolean;
  /** Extenders ordered (docs/product/ordering-and-handoff.md#extras-step: only with the modem). */
  extenders: number;
  voice: 'none' | VoicePlanKey;
}

/**
 * docs/product/content.md#analytics-events nbnOrderNowResi: the plan, then the hardware and home phone plan, at their
 * docs/product/content.md#analytics-items list prices; Home Secure has none, so it is no item.
 */
export function orderAnalyticsItems(order: OrderAnalyticsInput): AnalyticsItem[] {
  const extenders = order.modem ? Math.max(0, Math.floor(order.extenders)) : 0;
  return [
    planAnalyticsItem(order.plan, order.serviceType),
    ...(order.modem ? [hardwareAnalyticsItem('modem', HARDWARE_ANALYTICS_NAMES.modem)] : []),
    ...(extenders > 0 ? [hardwareAnalyticsItem('extender', HARDWARE_ANALYTICS_NAMES.extender, extenders)] : []),
    ...(order.voice === 'none' ? [] : [voiceAnalyticsItem(order.voice)]),
  ];
}
