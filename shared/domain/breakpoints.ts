// The product's layout breakpoints, in CSS pixels (docs/product/frame.md#breakpoints).
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
