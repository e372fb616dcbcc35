// The hidden inputs of an order form posted to POST /api/order/handoff (shared/schemas/handoff.ts), the same for the
// summary's form and a shared quote's (docs/product/ordering-and-handoff.md#shared-quotes): choices only.
import { LOCATION_ID_PROVIDERS, providerOfLocationId } from '../address/location-id';

export type HandoffInputs = [name: string, value: string][];

export interface OrderChoices {
  serviceType: string;
  planId: number;
  /** The offer the plan was shown in and the version of its CIS (shared/domain/plans/offer.ts). */
  offerType: string;
  cisVersion: string;
  modem: boolean;
  extenders: number;
  voice: 'none' | 'payg' | 'unlimited';
  homeSecure: boolean;
  /** Flip to Fibre only (docs/product/pricing.md#transfer-plan transfer plan). */
  transferPlan: 50 | 100 | null;
  sqAddress: string;
  /** Location ids known for the address (sqResult.locId, list entry ids). */
  locationIds: readonly string[];
}

const bit = (value: boolean) => (value ? '1' : '0');

/** Location ids by provider (shared/domain/address/location-id.ts), one field each, as the form names them. */
export function locationInputs(ids: readonly string[]): HandoffInputs {
  return LOCATION_ID_PROVIDERS.flatMap((provider): HandoffInputs => {
    const id = ids.find((candidate) => providerOfLocationId(candidate) === provider);
    return id ? [[`location_${provider}`, id]] : [];
  });
}

export function orderInputs(order: OrderChoices): HandoffInputs {
  const inputs: HandoffInputs = [
    ['service_type', order.serviceType],
    ['plan_id', String(order.planId)],
    ['offer_type', order.offerType],
    ['cis_version', order.cisVersion],
    ['modem', bit(order.modem)],
    // docs/product/ordering-and-handoff.md#extras-step: the extender is 0 or 1, and only with the modem.
    ['extender', order.modem && order.extenders > 0 ? '1' : '0'],
    ['voip', order.voice],
    ['home_secure', bit(order.homeSecure)],
  ];
  if (order.serviceType === 'flipToFibre' && order.transferPlan) inputs.push(['transfer_plan', String(order.transferPlan)]);
  inputs.push(['sq_address', order.sqAddress]);
  return [...inputs, ...locationInputs(order.locationIds)];
}
