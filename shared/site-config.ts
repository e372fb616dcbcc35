// The brand, in one place: name, legal name and ABN come from this config only.
// A fictional company by default; an operator rebrands by editing this file only.
export const SITE_BRAND = {
  name: 'Kookaburra Internet',
  legalName: 'Kookaburra Internet Pty Ltd',
  abn: '53 614 287 905',
  supportCentreUrl: 'https://support.kookaburra.example',
  customerPortalUrl: 'https://my.kookaburra.example',
  /** The brand sent to the service-qualification and mobile-plans services (docs/product/frame.md#upstream-services). */
  upstreamBrand: 'kookaburra',
  /** docs/product/address-check.md#address-search-call: address searches exclude a named wholesale carrier. */
  excludedWholesaleProvider: 'TelstraWholesale',
} as const;
