// The order the server hands to the order site (docs/product/ordering-and-handoff.md#hand-off-fields "Order hand-off", docs/architecture.md#request-paths): built from the
// visitor's choices only. Plans and prices come from the catalogue, the address facts (new
// development, active service, service class, location id) from a fresh service qualification by
// the posted location ids, and agent fields only from a token the server verified (docs/product/ordering-and-handoff.md#agent-fields).
import { isAddressCheckComplete } from '../../../shared/domain/address-check-complete';
import { fdclidToKeep } from '../../../shared/domain/fdclid';
import { handoffFields, type HandoffFieldName, type HandoffOrder } from '../../../shared/domain/handoff-fields';
import { serviceLocationId } from '../../../shared/domain/handoff-service-fields';
import { interimPlanSpeed } from '../../../shared/domain/interim-plan';
import { planCostInput } from '../../../shared/domain/minimum-cost';
import { orderTotals, type OrderTotals } from '../../../shared/domain/order-totals';
import { planEligibility, planNotOfferedSentence, type NotOfferedReason } from '../../../shared/domain/plan-eligibility';
import { EXTENDER, MODEM } from '../../../shared/domain/pricing-constants';
import { mapServiceQualification } from '../../../shared/domain/sq-result';
import type { HandoffForm } from '../../../shared/schemas/handoff';
import type { SqResult } from '../../../shared/types/address';
import type { Plan } from '../../../shared/schemas/plan';
import type { VerifyAgentToken } from '../agent/verify-agent-token';
import type { NoteUnknownReadyStatus } from '../../observability/unknown-ready-status';
import type { CallerSignal } from '../../upstream/http-transport';
import { UpstreamError } from '../../upstream/upstream-error';
import type { ServiceQualificationIds, Upstreams } from '../../upstream/upstreams';
import { encryptSqAddress } from './encrypt-address';
import { signOrderAttribution } from './order-attribution';

export type HandoffUpstreams = Pick<
  Upstreams,
  'plans' | 'defaultFlipToFibrePlans' | 'flipToFibrePlans' | 'configuration' | 'serviceQualification' | 'addressById'
>;

export interface HandoffOrderDeps {
  upstreams: HandoffUpstreams;
  orderAesSecret: string;
  /** Signs the agent attribution (order-attribution.ts): the key, who signs (SITE_URL) and for whom (ORDER_SITE_URL). */
  attribution: { key: Uint8Array; siteUrl: string; orderSiteUrl: string };
  verifyAgentToken: VerifyAgentToken;
  /** The brand sent to the qualification service (docs/product/frame.md#upstream-services). */
  brand: string;
  clock: () => number;
  noteUnknownReadyStatus?: NoteUnknownReadyStatus;
}

export type HandoffRefusalCode = 'missing_location' | 'address_check_incomplete' | 'unknown_plan' | NotOfferedReason;

export type HandoffOutcome =
  | {
      ok: true;
      fields: Partial<Record<HandoffFieldName, string>>;
      /** Recomputed from catalogue prices: what the order costs (the order site prices it again). */
      totals: OrderTotals;
      sq: SqResult;
    }
  | { ok: false; status: 400 | 409 | 422; code: HandoffRefusalCode; message: string };

const refuse = (status: 400 | 409 | 422, code: HandoffRefusalCode, message: string): HandoffOutcome => ({
  ok: false,
  status,
  code,
  message,
});

/** The unconnected-services offer the flip page would ask for (docs/product/address-check.md#address-search-call configuration call). */
/** docs/product/pricing.md#plan-sources: the campaign that unlocks address-specific flip plans, from the CMS configuration. */
async function unconnectedCampaign(upstreams: HandoffUpstreams): Promise<string | undefined> {
  try {
    return (await upstreams.configuration()).value.data.unconnected_services?.value;
  } catch {
    return undefined; // without the configuration, only the default flip plans are offered
  }
}

/**
 * The plans a visitor could have chosen for this service type at this address. Flip to Fibre
 * mirrors the page (docs/product/pricing.md#plan-sources): address-specific plans when the address is flip ready and its
 * campaigns include the configured unconnected-services value, the default flip plans otherwise.
 * Both offers (standard and boost) are accepted: the hand-off sends the plan id, never a price.
 */
async function plansOffered(form: HandoffForm, sq: SqResult, upstreams: HandoffUpstreams): Promise<Plan[]> {
  if (form.service_type !== 'flipToFibre') return (await upstreams.plans(form.service_type)).value.plans;
  const campaign = await unconnectedCampaign(upstreams);
  if (sq.flipReady !== false && campaign && sq.campaigns.includes(campaign)) {
    const offers = await Promise.all(
      (['standard', 'boost'] as const).map((offerType) =>
        upstreams.flipToFibrePlans({ nbnRegion: sq.nbnRegion, nbnServiceClass: sq.nbnServiceClass, maxSpeed: sq.maxSpeed, offerType }),
      ),
    );
    return offers.flatMap((answer) => answer.value.plans);
  }
  return (await upstreams.defaultFlipToFibrePlans()).value.plans;
}

/**
 * A fibre order needs the fibre network's own location id (its technology and service_location_id
 * name the network, ADR 010). The order form carries the address check's nbn id only, so the
 * network's id is looked up from the address service's providers for that nbn id: the server's own
 * answer, never the browser's word. Without a match the ids stay as posted.
 */
async function withFibreNetworkIds(ids: ServiceQualificationIds, upstreams: HandoffUpstreams): Promise<ServiceQualificationIds> {
  if (ids.opticomm || ids.vision || !ids.nbn) return ids;
  let entries: Awaited<ReturnType<HandoffUpstreams['addressById']>>['value'];
  try {
    entries = (await upstreams.addressById(ids.nbn)).value;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'caller') return ids; // the qualification will say
    throw err;
  }
  const entry = entries.find((candidate) => candidate.providers.some((provider) => provider.locationId === ids.nbn));
  const idOf = (name: string) => entry?.providers.find((provider) => provider.name.toLowerCase() === name)?.locationId;
  const opticomm = idOf('opticomm');
  const vision = idOf('vision');
  return { ...ids, ...(opticomm ? { opticomm } : {}), ...(vision ? { vision } : {}) };
}

export async function prepareHandoff(form: HandoffForm, deps: HandoffOrderDeps, signal?: CallerSignal): Promise<HandoffOutcome> {
  let ids: ServiceQualificationIds = {};
  if (form.location_nbn) ids.nbn = form.location_nbn;
  if (form.location_opticomm) ids.opticomm = form.location_opticomm;
  if (form.location_vision) ids.vision = form.location_vision;
  if (Object.keys(ids).length === 0)
    return refuse(400, 'missing_location', 'Please check your address before ordering: the order did not say which address it is for.');
  if (form.service_type === 'fibre') ids = await withFibreNetworkIds(ids, deps.upstreams);

  // Never trust the browser for what the address is: ask the qualification service again.
  let sq: SqResult;
  try {
    const mapped = mapServiceQualification((await deps.upstreams.serviceQualification(ids, deps.brand, { signal })).value);
    if (mapped.unknownReadyStatus !== null) deps.noteUnknownReadyStatus?.(mapped.unknownReadyStatus, { source: 'handoff' });
    sq = mapped.sqResult;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'caller')
      return refuse(409, 'address_check_incomplete', 'We could not confirm your address. Please check your address again.');
    throw err;
  }
  const isFlipOrder = form.service_type === 'flipToFibre';
  // docs/product/ordering-and-handoff.md#address-check-complete "Address check complete".
  if (!isAddressCheckComplete(sq, isFlipOrder))
    return refuse(
      409,
      'address_check_incomplete',
      isFlipOrder
        ? 'Your address is not ready for a Flip to Fibre order. Please check your address again.'
        : 'We could not confirm a service at your address. Please check your address again.',
    );

  const planId = Number(form.plan_id);
  const plan = (await plansOffered(form, sq, deps.upstreams)).find((candidate) => candidate.id === planId);
  if (!plan || plan.serviceType !== form.service_type)
    return refuse(400, 'unknown_plan', 'The plan you chose is not offered for this service at your address. Please choose a plan again.');
  // An address that cannot get the plan cannot order it, even by a form posted by hand
  // (shared/domain/plan-eligibility.ts: category, flip availability, line speed).
  const eligibility = planEligibility(
    form.service_type,
    { planHeading: plan.planHeading || plan.planTitle, planDownloadSpeed: plan.planDownloadSpeed },
    sq,
  );
  if (!eligibility.offered)
    return refuse(
      422,
      eligibility.reason,
      `${planNotOfferedSentence(plan.planHeading || plan.planTitle, eligibility.why)} Please choose another plan.`,
    );

  const modem = form.modem === '1';
  const voice = form.voip;
  const homeSecure = form.home_secure === '1';
  const extenders = modem ? Number(form.extender) : 0;
  // docs/product/pricing.md#extender, docs/product/pricing.md#monthly-total: prices from the catalogue only; nothing the browser said about money is used.
  const totals = orderTotals({
    plan: {
      title: plan.planTitle,
      ...planCostInput(plan),
    },
    modem: { selected: modem, price: MODEM.price, freeShipping: true },
    extenders: { count: extenders, price: EXTENDER.price },
    voice,
    homeSecure,
    newDev: sq.nbnNewDev,
  });
  if (!Number.isFinite(totals.totalMinCost) || !Number.isFinite(totals.upfrontCost))
    throw new Error(`Catalogue plan ${planId} has no usable price.`);

  const now = deps.clock();
  const fdclid = form.fdclid ? fdclidToKeep({ value: form.fdclid, timestamp: form.fdclid_ts }, now) : null;
  const agentToken = form['agent-token'];
  const agent = agentToken ? await deps.verifyAgentToken(agentToken) : null;

  const order: HandoffOrder = {
    // ADR 010: the service fields follow the service ordered, with the address check's facts.
    serviceType: form.service_type,
    service: sq,
    sqAddressEncrypted: encryptSqAddress(form.sq_address, deps.orderAesSecret),
    planId,
    // docs/product/pricing.md#transfer-plan: the transfer plan the visitor chose, else derived from the plan's speed.
    interimPlan: interimPlanSpeed({
      selectedPlanDownloadSpeed: plan.planDownloadSpeed,
      transferPlan: form.transfer_plan === '50' ? 50 : form.transfer_plan === '100' ? 100 : null,
    }),
    voice,
    modem,
    newDev: sq.nbnNewDev,
    homeSecure,
    extenders,
    fdclid: fdclid?.value ?? null,
    // The fibre network's own id for a fibre order: the qualification confirmed it (fibreType).
    serviceLocationId: serviceLocationId(
      form.service_type,
      { nbn: sq.locId, opticomm: ids.opticomm, vision: ids.vision },
      sq.fibreType,
    ),
    activeService: sq.activeService,
    agent: agent ? { agentCode: agent.agentCode } : null,
    utmSource: form.utm_source ?? null,
    conversationId: form.conversation_id ?? null,
  };
  // docs/product/ordering-and-handoff.md#agent-fields: the agent's token stays here; the order site gets the code and an
  // attribution signed over this order's fields.
  let fields = handoffFields(order);
  if (agent) {
    const attribution = await signOrderAttribution({
      agentCode: agent.agentCode,
      fields,
      issuer: deps.attribution.siteUrl,
      orderSiteUrl: deps.attribution.orderSiteUrl,
      key: deps.attribution.key,
      now,
    });
    fields = handoffFields({ ...order, agent: { agentCode: agent.agentCode, attribution } });
  }
  return { ok: true, fields, totals, sq };
}

/** `ORDER_SITE_URL?<fields>`: the base comes from config only, so no request can redirect elsewhere. */
export function orderSiteLocation(orderSiteUrl: string, fields: Partial<Record<HandoffFieldName, string>>): string {
  const url = new URL(orderSiteUrl);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) url.searchParams.append(name, value);
  return url.toString();
}
