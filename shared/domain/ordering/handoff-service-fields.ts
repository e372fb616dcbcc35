// The hand-off fields that say what service is ordered (docs/product/ordering-and-handoff.md#hand-off-fields "Order hand-off"), per
// service type as docs/product/ordering-and-handoff.md#hand-off-per-service tables them: one table for the site and the order stand-in's
// check (docs/decisions/010-handoff-fields-per-service.md).
import type { FibreType, SqResult } from '../../types/address';
import type { InterimPlanSpeed } from '../pricing/interim-plan';
import type { ReceivedFields } from './order-signature';

/** The service types an order can be for (docs/product/pricing.md#service-types service types, less the SIM-only 'mobile'). */
export const HANDOFF_SERVICE_TYPES = ['nbn', 'fibre', 'hwbb', 'mbb', 'flipToFibre'] as const;
export type HandoffServiceType = (typeof HANDOFF_SERVICE_TYPES)[number];

/** A service as a label or a heading names it (a quote's service, an agent's order details). */
export const SERVICE_TITLES: Readonly<Record<HandoffServiceType, string>> = { nbn: 'nbn', fibre: 'Fibre', hwbb: 'Home wireless', mbb: 'Mobile broadband', flipToFibre: 'Flip to Fibre' };

/** The service type of the mobile SIM plans (docs/product/pricing.md#service-types), ordered without an address check (docs/product/ordering-and-handoff.md#mobile-sim-orders). */
export const SIM_SERVICE_TYPE = 'mobile';

/** Every service an order can be for: the address-checked ones, and the mobile SIM plans. */
export const ORDER_SERVICE_TYPES = [...HANDOFF_SERVICE_TYPES, SIM_SERVICE_TYPE] as const;
export type OrderServiceType = (typeof ORDER_SERVICE_TYPES)[number];

/** What the address check said that the service fields need. */
export type HandoffServiceFacts = Pick<SqResult, 'nbnType' | 'nbnServiceClass' | 'fibreType'>;

/** The network names the fibre technology value uses, by docs/product/pricing.md#service-types fibreType. */
const FIBRE_NETWORKS: Record<Exclude<FibreType, ''>, string> = { OptiComm: 'opticomm', Vision: 'vision' };

interface ServiceFieldRule {
  /** `type`: unique per service, so the order site knows the service from it alone. */
  type: string;
  /** `technology`, from the address check where the service has one. */
  technology: (facts: HandoffServiceFacts) => string;
  /** The technology values the order site accepts for this type. */
  acceptsTechnology: (technology: string) => boolean;
  /** `service_class`: the nbn service class for nbn, else '0' (no nbn line is ordered). */
  serviceClass: (facts: HandoffServiceFacts) => string;
  acceptsServiceClass: (serviceClass: string) => boolean;
  flip: '0' | '1';
  hasInterimPlan: boolean;
  /** Ordered at a checked address: the order names it (sq_address, service_location_id). */
  atAddress: boolean;
}

const NO_CLASS = () => '0';
const isNoClass = (value: string) => value === '0';
/** nbn service classes of a serviceable premises are whole numbers 1-39 (0 = not serviceable). */
const isNbnClass = (value: string) => /^[1-9]\d?$/.test(value) && Number(value) <= 39;

/** A row: no flip and no interim plan unless said otherwise, ordered at the checked address unless said otherwise. */
const row = (rule: Omit<ServiceFieldRule, 'flip' | 'hasInterimPlan' | 'atAddress'> & Partial<ServiceFieldRule>): ServiceFieldRule => ({
  flip: '0',
  hasInterimPlan: false,
  atAddress: true,
  ...rule,
});

/** A service ordered without an nbn line of its own: one fixed technology, service class '0'. */
const withoutLine = (type: string, technology: string, rest: Partial<ServiceFieldRule> = {}): ServiceFieldRule =>
  row({
    type,
    technology: () => technology,
    acceptsTechnology: (value) => value === technology,
    serviceClass: NO_CLASS,
    acceptsServiceClass: isNoClass,
    ...rest,
  });

/** ADR 010: one row per service type. */
export const HANDOFF_SERVICE_FIELDS: Readonly<Record<OrderServiceType, ServiceFieldRule>> = {
  // An nbn line as the address check found it: its technology (docs/product/pricing.md#service-types nbnType, e.g. FTTN, HFC) and class.
  nbn: row({
    type: 'nbn',
    technology: (facts) => facts.nbnType.trim(),
    acceptsTechnology: (technology) => technology.trim() !== '',
    serviceClass: (facts) => String(facts.nbnServiceClass),
    acceptsServiceClass: isNbnClass,
  }),
  // A fibre network operator's own fibre: technology names the network.
  fibre: row({
    type: 'fibre',
    technology: (facts) => (facts.fibreType === '' ? '' : FIBRE_NETWORKS[facts.fibreType]),
    acceptsTechnology: (technology) => Object.values(FIBRE_NETWORKS).includes(technology),
    serviceClass: NO_CLASS,
    acceptsServiceClass: isNoClass,
  }),
  // 5G home wireless: no fixed line.
  hwbb: withoutLine('home_wireless', '5g'),
  // Mobile broadband: a data service on the mobile network.
  mbb: withoutLine('mobile_broadband', 'mobile'),
  // docs/product/pricing.md#plan-sources word for word: type (broadband), technology (fibre), service_class (0), flip (1), interim_plan.
  flipToFibre: withoutLine('broadband', 'fibre', { flip: '1', hasInterimPlan: true }),
  // A mobile SIM plan (ADR 034): no line and no address check, so no location or address travels with it.
  mobile: withoutLine('mobile_phone', 'mobile', { atAddress: false }),
};

/** The fields of docs/product/frame.md#upstream-services that name the service of one order. `interimPlan` is read for Flip to Fibre only. */
export function serviceFields(serviceType: OrderServiceType, facts: HandoffServiceFacts, interimPlan?: InterimPlanSpeed) {
  const rule = HANDOFF_SERVICE_FIELDS[serviceType];
  return {
    type: rule.type,
    technology: rule.technology(facts),
    service_class: rule.serviceClass(facts),
    flip: rule.flip,
    // docs/product/pricing.md#plan-sources: "interim_plan (50 if the interim plan is nbn 50/20 else 100)".
    ...(rule.hasInterimPlan ? { interim_plan: interimPlan === 50 ? ('50' as const) : ('100' as const) } : {}),
  };
}

/**
 * docs/product/ordering-and-handoff.md#hand-off-fields "service_location_id (if known)": a fibre order names the fibre network's own
 * id, every other service the nbn one (docs/product/ordering-and-handoff.md#hand-off-per-service).
 */
export function serviceLocationId(serviceType: HandoffServiceType, ids: { nbn: string; opticomm?: string; vision?: string }, fibreType: FibreType): string {
  if (serviceType === 'fibre') {
    const fibreId = fibreType === 'OptiComm' ? ids.opticomm : fibreType === 'Vision' ? ids.vision : undefined;
    if (fibreId) return fibreId;
  }
  return ids.nbn;
}

/** The service type a received `type` value stands for, if any. */
export function serviceTypeOfHandoff(type: string | undefined): OrderServiceType | undefined {
  return ORDER_SERVICE_TYPES.find((serviceType) => HANDOFF_SERVICE_FIELDS[serviceType].type === type);
}

/** What is wrong with a received order's service fields (the order stand-in's check); a field sent twice is wrong too. */
export function serviceFieldProblems(received: ReceivedFields): string[] {
  const problems: string[] = [];
  const one = (name: string): string | undefined => {
    const value = received[name];
    if (typeof value === 'string') return value;
    if (value !== undefined) problems.push(`${name} was sent more than once`);
    return undefined;
  };
  const type = one('type');
  const serviceType = serviceTypeOfHandoff(type);
  if (received.type === undefined) return ['type is missing'];
  if (type === undefined) return problems;
  if (!serviceType) return [`type '${type}' is not a service this site sells`];
  const rule = HANDOFF_SERVICE_FIELDS[serviceType];
  const technology = one('technology') ?? '';
  if (!rule.acceptsTechnology(technology)) problems.push(`technology '${technology}' does not fit type '${rule.type}'`);
  const serviceClass = one('service_class') ?? '';
  if (!rule.acceptsServiceClass(serviceClass)) problems.push(`service_class '${serviceClass}' does not fit type '${rule.type}'`);
  const flip = one('flip');
  if (flip !== rule.flip) problems.push(`flip must be ${rule.flip} for type '${rule.type}'`);
  const interimPlan = one('interim_plan');
  if (rule.hasInterimPlan && interimPlan !== '50' && interimPlan !== '100')
    problems.push(`interim_plan must be 50 or 100 for type '${rule.type}'`);
  if (!rule.hasInterimPlan && received.interim_plan !== undefined) problems.push(`interim_plan is only for Flip to Fibre`);
  if (!rule.atAddress)
    for (const name of ['sq_address', 'service_location_id'])
      if (received[name] !== undefined) problems.push(`${name} is not sent for type '${rule.type}': it is not ordered at an address`);
  return problems;
}
