// docs/product/address-check.md#showing-results: the availability page's requested service, from the query, else the cart
// (docs/product/address-check.md#requested-service-unavailable).
import type { ServiceType } from '../../schemas/plan';

export const AVAILABILITY_SERVICE_PARAM = 'service';
export { AVAILABILITY_ADDRESS_PARAM } from './address-query';
/** The chosen suggestion's location ids, comma separated (each names its provider by its prefix). */
export const AVAILABILITY_LOCATION_PARAM = 'loc';

/** The services the address check qualifies (docs/product/pricing.md#service-types service types less mobile SIM plans). */
const ADDRESS_SERVICE_TYPES: readonly ServiceType[] = ['nbn', 'fibre', 'hwbb', 'mbb', 'flipToFibre'];

const asAddressService = (value: string | null | undefined): ServiceType | '' =>
  ADDRESS_SERVICE_TYPES.find((type) => type === value?.trim()) ?? '';

export function availabilityRequestedService(queryValue: string | null | undefined, cartServiceType: string | null | undefined): ServiceType | '' {
  return asAddressService(queryValue) || asAddressService(cartServiceType);
}
