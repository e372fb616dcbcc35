// The brand, in one place (issue: "Brand name, legal name and ABN come from one config").
// A fictional company by default; an operator rebrands by editing this file only.
export const SITE_BRAND = {
  name: 'Kookaburra Internet',
  legalName: 'Kookaburra Internet Pty Ltd',
  abn: '53 614 287 905',
  supportCentreUrl: 'https://support.kookaburra.example',
  customerPortalUrl: 'https://my.kookaburra.example',
  /** The brand sent to the service-qualification and mobile-plans services (SPEC §7). */
  upstreamBrand: 'kookaburra',
  /** SPEC §7: address searches exclude a named wholesale carrier. */
  excludedWholesaleProvider: 'TelstraWholesale',
} as const;
