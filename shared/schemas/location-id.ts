// Zod forms of the location ids in shared/domain/address/location-id.ts, for the schemas that take them
// (the site's API inputs, the hand-off form). docs/architecture.md#the-embedded-provider.
import { z } from 'zod';
import { ANY_LOCATION_ID_PATTERN, LOCATION_ID_PATTERNS, LOCATION_ID_PREFIXES, LOCATION_ID_PROVIDER_NAMES, type LocationIdProvider } from '../domain/address/location-id';

/** One provider's id, strictly: its prefix in upper case and 12 digits. */
export const locationIdOf = (provider: LocationIdProvider) =>
  z
    .string()
    .regex(
      LOCATION_ID_PATTERNS[provider],
      `must be an ${LOCATION_ID_PROVIDER_NAMES[provider]} location id (${LOCATION_ID_PREFIXES[provider]} followed by 12 digits)`,
    );

/** Any provider's id, strictly. */
export const anyLocationId = z.string().regex(ANY_LOCATION_ID_PATTERN, 'must be a location id');
