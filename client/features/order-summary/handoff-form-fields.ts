// The hidden inputs of the order form posted to POST /api/order/handoff; names and values follow the
// contract in shared/schemas/handoff.ts (docs/product/agents.md#agent-mode, docs/product/address-check.md#hard-to-find-address). The server re-prices, re-qualifies and
// encrypts; the form names choices only.
import { fdclidToKeep } from '../../../shared/domain/fdclid';
import { LOCATION_ID_PROVIDERS, providerOfLocationId } from '../../../shared/domain/location-id';
import { isTrackingId } from '../../../shared/domain/tracking-id';

export type HandoffInputs = [name: string, value: string][];

export interface OrderChoices {
  serviceType: string;
  planId: number;
  /** The offer the plan was shown in and the version of its CIS (shared/domain/offer.ts). */
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

/** Location ids by provider (shared/domain/location-id.ts), one field each, as the form names them. */
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

type StorageReader = Pick<Storage, 'getItem' | 'removeItem'>;

const read = (storage: StorageReader, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * Tracking and agent inputs from browser storage (docs/product/frame.md#browser-storage,
 * docs/product/ordering-and-handoff.md#fdclid, docs/product/agents.md#agent-mode). A stale or malformed click id is deleted (kept only 31 days).
 */
export function trackingInputs(local: StorageReader, session: StorageReader, nowMs: number): HandoffInputs {
  const inputs: HandoffInputs = [];
  const storedFdclid = read(local, 'fdclid');
  if (storedFdclid !== null) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(storedFdclid);
    } catch {
      parsed = null;
    }
    const kept = fdclidToKeep(parsed, nowMs);
    if (kept && isTrackingId(kept.value.trim())) {
      inputs.push(['fdclid', kept.value.trim()], ['fdclid_ts', String(Math.floor(kept.timestamp))]);
    } else if (!kept) {
      try {
        local.removeItem('fdclid');
      } catch {
        // Storage blocked: nothing to delete.
      }
    }
  }
  for (const key of ['utm_source', 'conversation_id']) {
    const value = read(session, key)?.trim();
    if (value && isTrackingId(value)) inputs.push([key, value]);
  }
  const token = read(local, 'orderFormToken');
  if (read(local, 'isAgent') === 'true' && token) inputs.push(['agent-token', token]);
  return inputs;
}
