// Every timing constant of the product in one typed table (docs/product/frame.md#timing); limits, breakpoints, colours and the
// support phone have modules of their own (limits.ts, breakpoints.ts, brand-colours.ts, support-phone.ts).
export const TIMING = {
  /** Address input debounce. */
  addressDebounceMs: 500,
  /** Suggestion display delay after the address answer arrives. */
  suggestionDisplayDelayMs: 500,
  /** Content GET delay, applied to browser fetches only (docs/architecture.md#request-paths). */
  contentFetchDelayMs: 500,
  /** Reload after the width crosses the 991px breakpoint and stays quiet this long. */
  resizeReloadDebounceMs: 500,
  /** Country rate search delay. */
  rateSearchDelayMs: 500,
  /** The rate-search analytics event is sent this long after the search settles. */
  rateSearchAnalyticsDelayMs: 2500,
  /** Service qualification may take up to 20 seconds. */
  qualificationTimeoutMs: 20_000,
  /** Promo banner: fade and hold (docs/product/frame.md#promo-banner). */
  bannerFadeMs: 500,
  bannerHoldMs: 5000,
} as const;
