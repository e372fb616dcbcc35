// docs/product/address-check.md#before-javascript: the catalogues a chosen address can get, for the server.
import { HANDOFF_SERVICE_TYPES, type HandoffServiceType } from '../../../shared/domain/ordering/handoff-service-fields';
import { pageOffer, type OfferCatalogue } from '../../../shared/domain/plans/offer';
import { serviceStatus } from '../../../shared/domain/address/service-status';
import { toSqResult } from '../../../shared/domain/address/sq-result';
import type { PlansAnswer } from '../../../shared/schemas/upstream';
import type { SqResult } from '../../../shared/types/address';
import { readApi } from '../../lib/api-fetch';
import { flipPlansRequest, unconnectedCampaign } from '../../features/plans/flip-plans-request';

export interface AvailabilityPlans {
  catalogues: Partial<Record<HandoffServiceType, OfferCatalogue>>;
  /** Services the address can get whose plans could not be read just now. */
  missing: HandoffServiceType[];
  /** The fastest Flip to Fibre plan offered here (Mbps), the upgrade's speeds; null when none is. */
  flipTopSpeed: number | null;
}

async function catalogueOf(service: HandoffServiceType, sq: SqResult, context: unknown, signal: AbortSignal): Promise<OfferCatalogue | null> {
  if (service !== 'flipToFibre') {
    const plans = await readApi<PlansAnswer>(['plans', { serviceType: service }], context, signal);
    return plans ? { plans: plans.plans ?? [], offerType: 'standard' } : null;
  }
  const configuration = await readApi(['configuration'], context, signal);
  if (configuration === null) return null;
  const request = flipPlansRequest(sq, unconnectedCampaign(configuration));
  const plans = await readApi<PlansAnswer>(request.read, context, signal);
  return plans ? { plans: plans.plans ?? [], offerType: request.offerType } : null;
}

/** The catalogues of the services the qualified address can get (the qualification as the site API gave it). */
export async function availabilityPlans(answer: unknown, context: unknown, signal: AbortSignal): Promise<AvailabilityPlans> {
  const sq = toSqResult(answer);
  // An address already on a fibre network is not offered the upgrade (service-status.ts): its fibre plans are the fibre service's.
  const services = HANDOFF_SERVICE_TYPES.filter((service) => serviceStatus(service, sq).kind === 'available');
  const found = await Promise.all(services.map((service) => catalogueOf(service, sq, context, signal)));
  const catalogues: AvailabilityPlans['catalogues'] = {};
  const missing: HandoffServiceType[] = [];
  services.forEach((service, index) => {
    const catalogue = found[index];
    if (catalogue) catalogues[service] = catalogue;
    else missing.push(service);
  });
  const flip = catalogues.flipToFibre;
  return { catalogues, missing, flipTopSpeed: flip ? pageOffer('flipToFibre', flip, sq, true).fastestSpeed : null };
}
