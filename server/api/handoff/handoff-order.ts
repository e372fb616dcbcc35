// The order the server hands to the order site (docs/product/ordering-and-handoff.md#hand-off-fields): the
// visitor's choices checked against the one offer the page read (ADR 019); prices from the catalogue,
// address facts from a fresh qualification, address text from the address service, agent fields only
// from a verified token (docs/product/ordering-and-handoff.md#agent-fields).
import { fdclidToKeep } from '../../../shared/domain/ordering/tracking';
import { newDevelopmentCharge } from '../../../shared/domain/pricing/money';
import { EXTENDER, MODEM } from '../../../shared/domain/pricing/price-list';
import { handoffFields, type HandoffFieldName, type HandoffOrder } from '../../../shared/domain/ordering/handoff-fields';
import { serviceLocationId } from '../../../shared/domain/ordering/handoff-service-fields';
import { interimPlanSpeed } from '../../../shared/domain/pricing/interim-plan';
import { planCostInput } from '../../../shared/domain/pricing/minimum-cost';
import { flipPlanSource } from '../../../shared/domain/flip/flip-plan-source';
import { planVerdict, serviceOffer, type OfferCatalogue } from '../../../shared/domain/plans/offer';
import { orderTotals, type OrderTotals } from '../../../shared/domain/pricing/order-totals';
import { orderedExtras } from '../../../shared/domain/plans/service-extras';
import { HANDOFF_REFUSAL_SENTENCES, type HandoffRefusalCode } from '../../../shared/domain/ordering/handoff-refusal';
import { mapServiceQualification } from '../../../shared/domain/address/sq-result';
import { unconnectedCampaign } from '../../../shared/domain/address/sq-values';
import { simOffer, simOrderTotals } from '../../../shared/domain/mobile/sim-offer';
import type { HandoffForm, SimHandoffForm } from '../../../shared/schemas/handoff';
import type { SqResult } from '../../../shared/types/address';
import { UpstreamError } from '../../upstream/upstream-error';
import type { ServiceQualificationIds, Upstreams } from '../../upstream/upstreams';
import CryptoJS from 'crypto-js';
import { signOrderAttribution, type AttributionSigner } from './order-attribution';
import type { QuoteSigner } from '../quotes/quote-signer';
import type { SiteDeps } from '../api-deps';
import { withoutBlanks } from '../define-route';

export type HandoffUpstreams = Pick<
  Upstreams,
  'plans' | 'defaultPlansNbn' | 'defaultFlipToFibrePlans' | 'flipToFibrePlans' | 'configuration' | 'serviceQualification' | 'addressById' | 'mobilePlans'
>;

export type HandoffOrderDeps = Pick<SiteDeps, 'orderAesSecret' | 'verifyAgentToken' | 'isAgentRevoked' | 'brand' | 'noteUnknownReadyStatus'> & {
  upstreams: HandoffUpstreams;
  /** Signs the agent attribution (order-attribution.ts). */
  attribution: AttributionSigner;
  /** Reads the `quote` field: an order made from an agent's quote credits that agent. */
  quoteSigner?: QuoteSigner;
  clock: () => number;
};

export type HandoffOutcome =
  | { ok: true; fields: Partial<Record<HandoffFieldName, string>> }
  | { ok: false; status: 400 | 409 | 422; code: HandoffRefusalCode; message: string };

const refuse = (status: 400 | 409 | 422, code: HandoffRefusalCode, message: string = HANDOFF_REFUSAL_SENTENCES[code]): HandoffOutcome => ({
  ok: false,
  status,
  code,
  message,
});

/** docs/product/pricing.md#plan-sources: the campaign that unlocks address-specific flip plans, from the CMS configuration. */
async function configuredCampaign(upstreams: HandoffUpstreams): Promise<string | undefined> {
  try {
    return unconnectedCampaign((await upstreams.configuration()).value);
  } catch {
    return undefined; // without the configuration, only the default flip plans are offered (as on the page)
  }
}

/** The catalogue the page had for this service at this address; the offer type is the server's (docs/product/pricing.md#offer-type). */
export async function catalogueFor(service: HandoffForm['service_type'], sq: SqResult, upstreams: HandoffUpstreams): Promise<OfferCatalogue> {
  if (service !== 'flipToFibre') return { plans: (await upstreams.plans(service)).value.plans, offerType: 'standard' };
  const source = flipPlanSource(sq, await configuredCampaign(upstreams));
  if (source.kind === 'default') return { plans: (await upstreams.defaultFlipToFibrePlans()).value.plans, offerType: source.offerType };
  const { kind: _kind, ...where } = source;
  return { plans: (await upstreams.flipToFibrePlans(where)).value.plans, offerType: source.offerType };
}

/** Address texts compared as a visitor reads them: case, commas and spacing aside. */
export const sameAddressText = (a: string, b: string): boolean => {
  const plain = (text: string) => text.toLowerCase().replace(/[\s,]+/g, ' ').trim();
  return plain(a) === plain(b);
};

/** A fibre order's network location id (ADR 010), from the address service's providers for the nbn id, never the browser's. */
async function withFibreNetworkIds(ids: ServiceQualificationIds, upstreams: HandoffUpstreams): Promise<ServiceQualificationIds> {
  if (ids.opticomm || ids.vision || !ids.nbn) return ids;
  const entry = await addressEntry(ids.nbn, upstreams);
  const idOf = (name: string) => entry?.providers.find((provider) => provider.name.toLowerCase() === name)?.locationId;
  const opticomm = idOf('opticomm');
  const vision = idOf('vision');
  return { ...ids, ...(opticomm ? { opticomm } : {}), ...(vision ? { vision } : {}) };
}

/** The address service's entry for a location id: the address text the order carries. */
async function addressEntry(locId: string, upstreams: HandoffUpstreams) {
  let entries: Awaited<ReturnType<HandoffUpstreams['addressById']>>['value'];
  try {
    entries = (await upstreams.addressById(locId)).value;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'caller') return undefined; // the qualification will say
    throw err;
  }
  return entries.find((candidate) => candidate.providers.some((provider) => provider.locationId === locId));
}

/** The address as the services know it now: qualified again by its location ids, with the address service's text; null when unknown. */
export async function checkedAddress(
  service: string,
  posted: ServiceQualificationIds,
  deps: Pick<HandoffOrderDeps, 'upstreams' | 'brand' | 'noteUnknownReadyStatus'>,
  source: 'handoff' | 'quote',
  signal?: AbortSignal,
): Promise<{ ids: ServiceQualificationIds; sq: SqResult; address: string } | null> {
  const ids = service === 'fibre' ? await withFibreNetworkIds(posted, deps.upstreams) : posted;
  let sq: SqResult;
  try {
    const mapped = mapServiceQualification((await deps.upstreams.serviceQualification(ids, deps.brand, { signal })).value);
    if (mapped.unknownReadyStatus !== null) deps.noteUnknownReadyStatus?.(mapped.unknownReadyStatus, { source });
    sq = mapped.sqResult;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'caller') return null;
    throw err;
  }
  const address = (await addressEntry(ids.nbn ?? ids.opticomm ?? ids.vision ?? '', deps.upstreams))?.formattedAddress;
  return address ? { ids, sq, address } : null;
}

export async function prepareHandoff(form: HandoffForm, deps: HandoffOrderDeps, signal?: AbortSignal): Promise<HandoffOutcome> {
  const posted: ServiceQualificationIds = withoutBlanks({ nbn: form.location_nbn, opticomm: form.location_opticomm, vision: form.location_vision });
  if (Object.keys(posted).length === 0)
    return refuse(400, 'missing_location');
  const checked = await checkedAddress(form.service_type, posted, deps, 'handoff', signal);
  if (!checked) return refuse(409, 'address_check_incomplete');
  const { ids, sq, address } = checked;
  if (!sameAddressText(address, form.sq_address)) return refuse(409, 'address_mismatch');

  // The one offer the page read (shared/domain/plans/offer.ts): the same status, plans and reasons.
  const offer = serviceOffer(form.service_type, await catalogueFor(form.service_type, sq, deps.upstreams), sq);
  const planId = Number(form.plan_id);
  const verdict = planVerdict(offer, planId);
  if (!verdict.offered)
    return refuse(
      verdict.reason === 'unknown_plan' ? 400 : 422,
      verdict.reason,
      `${verdict.sentence} Please choose ${verdict.reason === 'unknown_plan' ? 'a plan again' : 'another plan'}.`,
    );
  const chosen = verdict.offer;
  // Another offer type or CIS than the server's is refused (docs/product/ordering-and-handoff.md#refused-orders).
  if (chosen.offerType !== form.offer_type || chosen.cisVersion !== form.cis_version) return refuse(409, 'offer_changed');
  const plan = chosen.plan;
  // docs/product/pricing.md#new-development-fee: the one rule the summary and the result message read.
  const newDev = newDevelopmentCharge(form.service_type, sq) > 0;

  // docs/product/ordering-and-handoff.md#extras-by-service: only the extras the service offers are priced and sent.
  const extras = orderedExtras(
    {
      modem: form.modem === '1',
      extenders: Number(form.extender),
      voip: form.voip !== 'none',
      voipPlan: form.voip === 'unlimited' ? 'unlimited' : 'payg',
      homeSecure: form.home_secure === '1',
      transferPlan: form.transfer_plan === '50' ? 50 : 100,
    },
    form.service_type,
  );
  const { modem, voice, extenders } = extras;
  const homeSecure = extras.homeSecure === 'subscribe';
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
    homeSecureOffered: extras.homeSecure !== 'none',
    newDev,
  });
  if (!Number.isFinite(totals.totalMinCost) || !Number.isFinite(totals.upfrontCost))
    throw new Error(`Catalogue plan ${planId} has no usable price.`);

  const now = deps.clock();
  const verified = await verifiedAgent(form, deps);
  // Credited by the agent token, or by the agent's quote (docs/product/ordering-and-handoff.md#shared-quotes).
  const agent = verified ?? quoteAgent(form, [ids.nbn, ids.opticomm, ids.vision, sq.locId], deps, now);

  const order: HandoffOrder = {
    ...formFields(form, totals, agent, now),
    // ADR 010: the service fields follow the service ordered, with the address check's facts.
    serviceType: form.service_type,
    service: sq,
    // The address service's text, in crypto-js's passphrase AES (ORDER_AES_SECRET), as the order site decrypts it.
    sqAddressEncrypted: CryptoJS.AES.encrypt(address, deps.orderAesSecret).toString(),
    planId,
    // docs/product/pricing.md#transfer-plan Extras / docs/product/content.md#content-calls: the transfer plan the visitor chose, else derived from the plan's speed.
    interimPlan: interimPlanSpeed({
      selectedPlanDownloadSpeed: plan.planDownloadSpeed,
      transferPlan: form.transfer_plan === '50' ? 50 : form.transfer_plan === '100' ? 100 : null,
      lineMaxSpeed: sq.maxSpeed,
    }),
    voice,
    modem,
    newDev,
    homeSecure,
    extenders,
    // The fibre network's own id for a fibre order: the qualification confirmed it (fibreType).
    serviceLocationId: serviceLocationId(
      form.service_type,
      { nbn: sq.locId, opticomm: ids.opticomm, vision: ids.vision },
      sq.fibreType,
    ),
    activeService: sq.activeService,
    offerType: chosen.offerType,
    cisVersion: chosen.cisVersion,
  };
  return { ok: true, fields: await signedFields(order, agent, deps, now) };
}

/** The agent a verified agent-token names, or null. */
async function verifiedAgent(form: Pick<HandoffForm, 'agent-token'>, deps: HandoffOrderDeps): Promise<{ agentCode: string } | null> {
  const agentToken = form['agent-token'];
  const agent = agentToken ? await deps.verifyAgentToken(agentToken) : null;
  return agent ? { agentCode: agent.agentCode } : null;
}

/** What every order carries the same way: tracking, the agent, and what the summary showed (docs/product/ordering-and-handoff.md#hand-off-fields). */
function formFields(form: HandoffForm | SimHandoffForm, totals: OrderTotals, agent: { agentCode: string } | null, now: number) {
  const fdclid = form.fdclid ? fdclidToKeep({ value: form.fdclid, timestamp: form.fdclid_ts }, now) : null;
  return {
    fdclid: fdclid?.value ?? null,
    agent: agent ? { agentCode: agent.agentCode } : null,
    monthlySteps: totals.monthlySteps,
    upfrontTotal: totals.upfrontCost,
    utmSource: form.utm_source ?? null,
    conversationId: form.conversation_id ?? null,
  };
}

/** docs/product/ordering-and-handoff.md#agent-fields: the order site gets the code and an attribution, never the token. */
async function signedFields(
  order: HandoffOrder,
  agent: { agentCode: string } | null,
  deps: HandoffOrderDeps,
  now: number,
): Promise<Partial<Record<HandoffFieldName, string>>> {
  const fields = handoffFields(order);
  if (!agent) return fields;
  const attribution = await signOrderAttribution(deps.attribution, agent.agentCode, fields, now);
  return handoffFields({ ...order, agent: { agentCode: agent.agentCode, attribution } });
}

/** What a SIM order says of the address check: nothing (the service fields read no address fact). */
const NO_ADDRESS_FACTS = { nbnType: '', nbnServiceClass: 0, fibreType: '' } as const;

/**
 * A mobile SIM order (docs/product/ordering-and-handoff.md#mobile-sim-orders, ADR 034): no address; the
 * plan must be in the mobile catalogue with the CIS the page showed, and nothing else is ordered.
 */
export async function prepareSimHandoff(form: SimHandoffForm, deps: HandoffOrderDeps): Promise<HandoffOutcome> {
  const planId = Number(form.plan_id);
  const plan = (await deps.upstreams.mobilePlans(deps.brand)).value.plans.find((candidate) => candidate.id === planId);
  if (!plan) return refuse(400, 'unknown_plan', 'The SIM plan you chose is not one we offer. Please choose a plan again.');
  const offer = simOffer(plan);
  if (offer.cisVersion !== form.cis_version) return refuse(409, 'offer_changed');
  const totals = simOrderTotals(plan);
  if (!Number.isFinite(totals.totalMinCost)) throw new Error(`Mobile plan ${planId} has no usable price.`);

  const now = deps.clock();
  const agent = await verifiedAgent(form, deps);
  const order: HandoffOrder = {
    ...formFields(form, totals, agent, now),
    serviceType: 'mobile',
    service: NO_ADDRESS_FACTS,
    sqAddressEncrypted: null,
    planId,
    voice: 'none',
    modem: false,
    newDev: false,
    homeSecure: false,
    extenders: 0,
    serviceLocationId: null,
    activeService: null,
    offerType: form.offer_type,
    cisVersion: offer.cisVersion,
  };
  return { ok: true, fields: await signedFields(order, agent, deps, now) };
}

/** The agent a quote credits: a current, signed quote by an unrevoked agent for this service and address; else no one. */
export function quoteAgent(
  form: Pick<HandoffForm, 'quote' | 'service_type'>,
  locationIds: readonly (string | undefined)[],
  deps: Pick<HandoffOrderDeps, 'quoteSigner' | 'isAgentRevoked'>,
  nowMs: number,
): { agentCode: string } | null {
  if (!form.quote || !deps.quoteSigner) return null;
  const check = deps.quoteSigner.check(form.quote, Math.floor(nowMs / 1000));
  if (!check.ok || check.quote.agentCode === null) return null;
  const { quote } = check;
  if (quote.service !== form.service_type || !locationIds.includes(quote.locationId)) return null;
  if (deps.isAgentRevoked?.({ agentCode: quote.agentCode!, issuedAt: quote.issuedAt })) return null;
  return { agentCode: quote.agentCode! };
}

/** `ORDER_SITE_URL?<fields>`: the base comes from config only, so no request can redirect elsewhere. */
export function orderSiteLocation(orderSiteUrl: string, fields: Partial<Record<HandoffFieldName, string>>): string {
  const url = new URL(orderSiteUrl);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) url.searchParams.append(name, value);
  return url.toString();
}
