// SPEC §9.1: every timing constant of the product in one typed table (DESIGN §2).
export const TIMING = {
  /** Address input debounce. */
  addressDebounceMs: 500,
  /** Suggestion display delay after the address answer arrives. */
  suggestionDisplayDelayMs: 500,
  /** Content GET delay, applied to browser fetches only (DESIGN §2). */
  contentFetchDelayMs: 500,
  /** Reload after the width crosses the 991px breakpoint and stays quiet this long. */
  resizeReloadDebounceMs: 500,
  /** Country rate search delay. */
  rateSearchDelayMs: 500,
  /** The rate-search analytics event is sent this long after the search settles. */
  rateSearchAnalyticsDelayMs: 2500,
  /** Service qualification may take up to 20 seconds. */
  qualificationTimeoutMs: 20_000,
  /** Promo banner: fade and hold (SPEC §4). */
  bannerFadeMs: 500,
  bannerHoldMs: 5000,
} as const;

/** SPEC §9.1 limits. */
export const LIMITS = {
  maxSuggestions: 6,
  /** A search needs more than 4 characters. */
  addressMinLengthExclusive: 4,
  /** Country search needs 3 or more characters. */
  countryMinLength: 3,
  /** Comparison-site click id expiry (SPEC §5). */
  fdclidMaxAgeDays: 31,
} as const;

/** SPEC §9.1 breakpoints, in CSS pixels. */
export const BREAKPOINTS = {
  mobileMax: 991,
  subNavMax: 992,
  tabletMin: 768,
  tabletMax: 1024,
  desktopSmallMin: 993,
  desktopSmallMax: 1175,
  wideMin: 1500,
  searchButtonMax: 767,
  narrowMax: 400,
} as const;

/** SPEC §9.1 brand colours. */
export const BRAND_COLOURS = {
  lime: '#63d481',
  spearmint: '#C1EECD',
  offBlue: '#EFF3F4',
  indigo: '#004346',
} as const;

/** SPEC §1, §9.5: support and agent phone. */
export const SUPPORT_PHONE = { display: '13 39 38', tel: '133938' } as const;
