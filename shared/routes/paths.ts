// A typed route map (STYLE.md: "a typed route map instead of hand-typed URLs"). docs/product/frame.md#unknown-routes.
export const PATHS = {
  home: '/',
  nbn: '/broadband/nbn',
  fibre: '/broadband/fibre',
  homeWireless: '/broadband/home-wireless',
  mobileBroadband: '/mobile-broadband',
  flipToFibre: '/flip-to-fibre',
  flipFeatures: '/flip-to-fibre/features',
  flipPhone: '/flip-to-fibre/phone',
  flipAboutSpeeds: '/flip-to-fibre/about-speeds',
  flipFaqTerms: '/flip-to-fibre/faq-terms',
  mobilePhone: '/mobilephone',
  voipInternational: '/phone/voip-international',
  homePhone: '/broadband/nbn/phone',
  homeSecure: '/broadband/nbn/home-secure',
  contactUs: '/contact-us',
  aboutUs: '/about-us',
  exefix: '/exefix',
  terms: '/terms',
  privacyPolicy: '/privacy-policy',
  speedBoost: '/speed-boost',
  schoolStudentBroadband: '/school-student-broadband-initiative',
  lodgeComplaint: '/lodge-a-complaint',
  esafety: '/esafety',
  assistance: '/assistance',
  networkOutage: '/network-outage',
  disasterRelief: '/disaster-relief',
  availability: '/availability',
  compare: '/compare',
  broadband: '/broadband',
  hardware: '/hardware',
  referAFriend: '/refer-a-friend',
  criticalInformationSummaries: '/critical-information-summaries',
  accessibility: '/accessibility',
  complaintsHandlingPolicy: '/complaints-handling-policy',
  financialHardshipPolicy: '/financial-hardship-policy',
  standardFormOfAgreement: '/standard-form-of-agreement',
  siteMap: '/site-map',
  movingHouse: '/moving-house',
  notFound: '/not-found',
  sentryTestError: '/sentry-test-error',
} as const;

export type PathKey = keyof typeof PATHS;
export type SitePath = (typeof PATHS)[PathKey];

/** `/quote/{token}`: a shared quote (docs/product/ordering-and-handoff.md#shared-quotes). */
export const QUOTE_PATH_PREFIX = '/quote/';
export const quotePath = (token: string) => `${QUOTE_PATH_PREFIX}${token}`;
/** A quote page's path: one URL-safe segment after the prefix (the server checks the token itself). */
export const isQuotePath = (path: string): boolean => /^\/quote\/[A-Za-z0-9._-]{1,400}$/.test(path);

/** `/s/{shortLinkId}` (docs/product/content.md#short-links). */
export const shortLinkPath = (id: string) => `/s/${encodeURIComponent(id)}`;

/** Catalogue urls of docs/product/pricing.md#speed-descriptions. */
export const CATALOGUE_PATHS = {
  nbn: PATHS.nbn,
  fibre: PATHS.fibre,
  hwbb: PATHS.homeWireless,
  mbb: PATHS.mobileBroadband,
  flipToFibre: PATHS.flipToFibre,
} as const;

/** Drops a trailing slash (except on '/') so '/about-us/' shares the '/about-us' entry. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** docs/product/frame.md#page-meta: the canonical link is the site URL plus the path. */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${withoutTrailingSlash(path)}`;
}
