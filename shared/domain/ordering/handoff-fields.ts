// docs/product/ordering-and-handoff.md#hand-off-fields "Order hand-off" and docs/product/ordering-and-handoff.md#agent-fields agent fields: the fields of the GET form sent to the order site.
// The fields naming the service come from the per-service table (handoff-service-fields.ts, ADR 010).
import { serviceFields, type HandoffServiceFacts, type OrderServiceType } from './handoff-service-fields';
import type { InterimPlanSpeed } from '../pricing/interim-plan';
import type { VoicePlanKey } from '../pricing/price-list';
import { toCents } from '../pricing/money';
import { CONTRACT_TERM } from '../pricing/price-list';
import { extrasForService } from '../plans/service-extras';
import { ORDER_SIGNATURE_FIELD, type ReceivedFields } from './order-signature';
import type { PriceSegment } from '../pricing/pricing-states';

/** docs/product/ordering-and-handoff.md#hand-off-fields field order. Optional fields follow when present. */
export const HANDOFF_FIELD_NAMES = [
  'type',
  'technology',
  'sq_address',
  'service_class',
  'plan_id',
  'flip',
  'interim_plan',
  'contract_term',
  'unlimited_phone',
  'payg_phone',
  'modem',
  'new_dev',
  'hs',
  'extender',
  'fdclid',
  'service_location_id',
  'active_service',
  'offer_type',
  'cis_version',
  'monthly_price_steps',
  'upfront_total',
  'agent_code',
  'agent_attribution',
  'utm_source',
  'conversation_id',
  // Added last, over all the others (docs/product/ordering-and-handoff.md#order-signature).
  'order_sig',
] as const;

export type HandoffFieldName = (typeof HANDOFF_FIELD_NAMES)[number];

export interface HandoffOrder {
  serviceType: OrderServiceType;
  /** The address check's facts the service fields need (nbn technology and class, fibre network). */
  service: HandoffServiceFacts;
  /** The address, AES-encrypted by the server (docs/product/address-check.md#sq-call); null for a mobile SIM (ADR 034). */
  sqAddressEncrypted: string | null;
  planId: number;
  /** Flip to Fibre only (docs/product/pricing.md#plan-sources interim_plan); ignored for other services. */
  interimPlan?: InterimPlanSpeed;
  voice: VoicePlanKey | 'none';
  modem: boolean;
  newDev: boolean;
  /** Home Secure subscribed; otherwise the free trial (where the service comes with Home Secure). */
  homeSecure: boolean;
  extenders: number;
  fdclid?: string | null;
  /** sqResult.locId, when known. */
  serviceLocationId?: string | null;
  /** sqResult.activeService (or an upstream service id). */
  activeService?: boolean | string | number | null;
  /** docs/product/ordering-and-handoff.md#agent-fields: only after the server verified the agent token. */
  agent?: { agentCode: string; attribution?: string } | null;
  /** The offer the plan was shown in ('standard' or 'boost'): standard and boost share plan ids. */
  offerType?: string | null;
  /** The version of the Critical Information Summary the visitor was shown (offer.ts cisVersion). */
  cisVersion?: string | null;
  /** The total monthly cost as the summary showed it, month by month (order-totals.ts monthlySteps). */
  monthlySteps?: readonly PriceSegment[] | null;
  /** The total upfront cost the summary showed (order-totals.ts upfrontCost). */
  upfrontTotal?: number | null;
  utmSource?: string | null;
  conversationId?: string | null;
}

const bit = (value: boolean): '1' | '0' => (value ? '1' : '0');
const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

function activeServiceValue(value: HandoffOrder['activeService']): string {
  // docs/product/frame.md#upstream-services: "active_service (0 if none)".
  if (value === true) return '1';
  if (typeof value === 'number' && value !== 0 && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '' && value !== 'false') return value.trim();
  return '0';
}

/** The hand-off record, its keys in docs/product/ordering-and-handoff.md#hand-off-fields order; the service's fields follow ADR 010. */
export function handoffFields(order: HandoffOrder): Partial<Record<HandoffFieldName, string>> {
  const service = serviceFields(order.serviceType, order.service, order.interimPlan);
  // docs/product/ordering-and-handoff.md#extras-by-service: an extra the service does not offer is never ordered.
  const fits = extrasForService(order.serviceType);
  const modem = fits.modem && order.modem;
  const voice = fits.homePhone ? order.voice : 'none';
  const fields: Partial<Record<HandoffFieldName, string>> = {
    type: service.type,
    technology: service.technology,
    ...(order.sqAddressEncrypted === null ? {} : { sq_address: order.sqAddressEncrypted }),
    service_class: service.service_class,
    plan_id: String(order.planId),
    flip: service.flip,
    // ADR 010: no interim plan outside Flip to Fibre.
    ...(service.interim_plan === undefined ? {} : { interim_plan: service.interim_plan }),
    contract_term: String(CONTRACT_TERM),
    unlimited_phone: bit(voice === 'unlimited'),
    payg_phone: bit(voice === 'payg'),
    modem: bit(modem),
    new_dev: bit(order.newDev),
    ...(fits.homeSecure ? { hs: order.homeSecure ? 'subscribe' : 'trial' } : {}),
    extender: String(modem && fits.extender ? Math.min(1, Math.max(0, Math.floor(order.extenders))) : 0),
    fdclid: present(order.fdclid) ? order.fdclid.trim() : '',
  };
  if (present(order.serviceLocationId)) fields.service_location_id = order.serviceLocationId.trim();
  fields.active_service = activeServiceValue(order.activeService);
  if (present(order.offerType)) fields.offer_type = order.offerType;
  if (present(order.cisVersion)) fields.cis_version = order.cisVersion;
  if (order.monthlySteps && order.monthlySteps.length > 0) fields.monthly_price_steps = priceStepsField(order.monthlySteps);
  if (typeof order.upfrontTotal === 'number' && Number.isFinite(order.upfrontTotal)) fields.upfront_total = dollarsField(order.upfrontTotal);
  if (order.agent && present(order.agent.agentCode)) {
    fields.agent_code = order.agent.agentCode;
    if (present(order.agent.attribution)) fields.agent_attribution = order.agent.attribution;
  }
  if (present(order.utmSource)) fields.utm_source = order.utmSource;
  if (present(order.conversationId)) fields.conversation_id = order.conversationId;
  return fields;
}

/** docs/product/ordering-and-handoff.md#hand-off-fields "dollars and cents, two decimals": `89.95`, `0.00`, `120.00`. */
export function dollarsField(amount: number): string {
  const cents = toCents(amount);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * docs/product/ordering-and-handoff.md#hand-off-fields `monthly_price_steps`: "each step its monthly price and, but for
 * the last (the ongoing price), `x` and its number of months, separated by commas": `0.00x1,74.95x5,89.95`.
 */
export function priceStepsField(steps: readonly PriceSegment[]): string {
  return steps.map((step) => (step.months === null ? dollarsField(step.monthly) : `${dollarsField(step.monthly)}x${step.months}`)).join(',');
}

/**
 * docs/product/ordering-and-handoff.md#agent-fields: what the agent attribution is signed over: every field but `agent_attribution`
 * and `order_sig`, form-encoded `name=value` pairs sorted by name then value, joined by `&`.
 */
export function orderFingerprintText(fields: ReceivedFields): string {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(fields)) {
    // The order signature is added after the attribution, over it (docs/product/ordering-and-handoff.md#order-signature).
    if (name === 'agent_attribution' || name === ORDER_SIGNATURE_FIELD || value === undefined) continue;
    for (const one of typeof value === 'string' ? [value] : value) pairs.push([name, one]);
  }
  pairs.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return new URLSearchParams(pairs).toString();
}
