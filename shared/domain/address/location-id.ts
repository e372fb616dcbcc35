// Location ids, defined once (docs/architecture.md#the-embedded-provider): a provider's prefix and 12 digits; the typed
// form is the address box's rule (docs/product/address-check.md#location-id-lookup).

/** The providers whose ids the site takes, as lower-cased in the service-qualification payload. */
export const LOCATION_ID_PROVIDERS = ['nbn', 'opticomm', 'vision'] as const;
export type LocationIdProvider = (typeof LOCATION_ID_PROVIDERS)[number];

/** docs/architecture.md#the-embedded-provider: nbn `LOC`, OptiComm `OPC`; Vision `VSN` follows the same form (docs/architecture.md#contracts names it). */
export const LOCATION_ID_PREFIXES: Readonly<Record<LocationIdProvider, string>> = { nbn: 'LOC', opticomm: 'OPC', vision: 'VSN' };

/** Each provider as the address service names it (docs/architecture.md#contracts providers[].name). */
export const LOCATION_ID_PROVIDER_NAMES: Readonly<Record<LocationIdProvider, string>> = { nbn: 'nbn', opticomm: 'OptiComm', vision: 'Vision' };

const DIGITS = 12;

const strictPattern = (prefixes: readonly string[], flags = ''): RegExp =>
  new RegExp(`^(?:${prefixes.join('|')})\\d{${DIGITS}}$`, flags);

/** Exactly one provider's id: its prefix in upper case and 12 digits, nothing around it. */
export const LOCATION_ID_PATTERNS = Object.fromEntries(
  LOCATION_ID_PROVIDERS.map((provider) => [provider, strictPattern([LOCATION_ID_PREFIXES[provider]])]),
) as Readonly<Record<LocationIdProvider, RegExp>>;

/** Any provider's id, strictly (as an id path parameter must be). */
export const ANY_LOCATION_ID_PATTERN = strictPattern(LOCATION_ID_PROVIDERS.map((provider) => LOCATION_ID_PREFIXES[provider]));

/** The provider whose id this is, or null when it is no strict location id. */
export function providerOfLocationId(id: string): LocationIdProvider | null {
  return LOCATION_ID_PROVIDERS.find((provider) => LOCATION_ID_PATTERNS[provider].test(id)) ?? null;
}

/**
 * docs/product/address-check.md#location-id-lookup: "Text matching a location id, `LOC` or `OPC`
 * followed by 12 digits, is looked up by location id instead of as free text." Only those two
 * prefixes; case is ignored because people type 'loc...'. Tested on the trimmed text.
 */
export const LOCATION_ID_SEARCH_PATTERN = strictPattern([LOCATION_ID_PREFIXES.nbn, LOCATION_ID_PREFIXES.opticomm], 'i');

/** The location id typed text names, trimmed and upper case, or null for free text (docs/product/address-check.md#location-id-lookup). */
export function typedLocationId(text: string): string | null {
  const trimmed = text.trim();
  return LOCATION_ID_SEARCH_PATTERN.test(trimmed) ? trimmed.toUpperCase() : null;
}
