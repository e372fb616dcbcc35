// What "Share this quote" sends (docs/product/ordering-and-handoff.md#shared-quotes): the location id and
// the choices, nothing the visitor typed about themselves.
import { HANDOFF_SERVICE_TYPES } from '../../../shared/domain/ordering/handoff-service-fields';
import type { OfferType } from '../../../shared/domain/plans/offer-type';
import type { OrderedExtras } from '../../../shared/domain/plans/service-extras';
import { ANY_LOCATION_ID_PATTERN } from '../../../shared/domain/address/location-id';
import type { MakeQuote } from '../../../shared/schemas/quote';

/** The summary's choices as it has them (share-quote.tsx passes them on; the panel checks them). */
export interface QuoteChoices {
  serviceType: string;
  planId: number;
  offerType: OfferType;
  extras: OrderedExtras;
  locationId: string | undefined;
}

export function quoteRequestOf(input: QuoteChoices): MakeQuote | null {
  const service = HANDOFF_SERVICE_TYPES.find((type) => type === input.serviceType);
  if (!service || !input.locationId || !ANY_LOCATION_ID_PATTERN.test(input.locationId)) return null;
  const { extras } = input;
  return {
    locationId: input.locationId,
    service,
    planId: input.planId,
    offerType: input.offerType,
    extras: {
      modem: extras.modem,
      extender: extras.modem && extras.extenders > 0,
      voice: extras.voice,
      homeSecure: extras.homeSecure === 'subscribe',
      transferPlan: extras.transferPlan,
    },
  };
}
