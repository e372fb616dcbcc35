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
