// The site frame's constants (docs/product/frame.md): timings (docs/product/frame.md#timing), limits, breakpoints, colours, phone.
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
  /** Service qualification may take up to 20 seconds: the SQ upstream's deadline (server/upstream/upstreams.ts). */
  qualificationTimeoutMs: 20_000,
  /** Promo banner: fade and hold (docs/product/frame.md#promo-banner). */
  bannerFadeMs: 500,
  bannerHoldMs: 5000,
} as const;

// The product's input and list limits (docs/product/frame.md#timing); its timings are in timing.ts.
export const LIMITS = {
  maxSuggestions: 6,
  /** A search needs more than 4 characters. */
  addressMinLengthExclusive: 4,
  /** Country search needs 3 or more characters. */
  countryMinLength: 3,
  /** Comparison-site click id expiry (docs/product/ordering-and-handoff.md#fdclid). */
  fdclidMaxAgeDays: 31,
} as const;

// The mobile breakpoint in CSS pixels, which the resize reload reads (docs/product/frame.md#breakpoints); the
// style sheets write every breakpoint in em.
export const BREAKPOINTS = { mobileMax: 991 } as const;

// The brand colours (docs/product/frame.md#colours); client/styles/tokens.css repeats them as CSS custom properties.
export const BRAND_COLOURS = { lime: '#63d481', spearmint: '#C1EECD', offBlue: '#EFF3F4', indigo: '#004346' } as const;

// The support and agent line (docs/product/frame.md#support-phone); `inText` has non-breaking spaces so it never wraps in a sentence.
export const SUPPORT_PHONE = { display: '13 39 38', tel: '133938', inText: '13\u00a039\u00a038' } as const;
