// The brand colours (docs/product/frame.md#colours); client/styles/tokens.css repeats them as CSS custom properties.
export const BRAND_COLOURS = {
  lime: '#63d481',
  spearmint: '#C1EECD',
  offBlue: '#EFF3F4',
  indigo: '#004346',
} as const;
