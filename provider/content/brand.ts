// The brand the embedded CMS writes its copy for. The server keeps its own copy of these values
// (shared/site-config.ts): a real CMS does not read the site's config, so the two are kept equal
// by hand and checked by registry.test.ts.
export const SITE_BRAND = {
  name: 'Kookaburra Internet',
  legalName: 'Kookaburra Internet Pty Ltd',
  abn: '53 614 287 905',
  supportCentreUrl: 'https://support.kookaburra.example',
} as const;

/** Business site: the footer's BUSINESS column links out to it (docs/product/frame.md#footer). */
export const BUSINESS_SITE_URL = 'https://business.kookaburra.example';
