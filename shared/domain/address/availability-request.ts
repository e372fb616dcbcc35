// docs/product/address-check.md#flip-availability: "Simplified success shows only there [the dedicated availability page], when exactly one
// service is available and it is the requested one." The availability page is not a service page,
// so its path names no service (docs/product/address-check.md#requested-service-unavailable service type from path). Decision: the requested service is
// the one a link names in the query (`/availability?service=nbn`), else the service the visitor was
// ordering (the session cart's), else none.
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
