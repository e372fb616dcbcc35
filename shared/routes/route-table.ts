// Which page module and which content document serve each path (docs/product/frame.md#route-table). The head table
// (shared/routes/page-meta.ts) gives titles; this table gives the page's parts.
import type { ApiRead } from './api-paths';
import { PATHS } from './paths';

/** The page's module: its file in client/app/pages/ (`home-page` is client/app/pages/home-page.tsx). */
export type PageModuleKey =
  | 'home-page'
  | 'service-page'
  | 'flip-to-fibre-page'
  | 'flip-subpage'
  | 'mobile-plans-page'
  | 'call-rates-page'
  | 'home-phone-page'
  | 'info-page'
  | 'contact-page'
  | 'availability-page'
  | 'compare-page'
  | 'not-found-page';

export interface RouteEntry {
  path: string;
  module: PageModuleKey;
  /** Content document `[section, page]` read through `/api/getContent/:section/:page`. */
  content?: readonly [section: string, page: string];
  /**
   * Other site-API documents the page needs in its server HTML, by the name the page reads them
   * under (`useLoaderData().data[name]`, null when the read failed).
   */
  data?: Readonly<Record<string, ApiRead>>;
}

/** docs/product/content.md#call-rates international call rates, read by the pages with the country search. */
const RATES = { rates: ['voipInternationalRates'] } as const satisfies Record<string, ApiRead>;

/** Every product catalogue the site sells from, by the name the home page reads it under. */
export const PRODUCT_CATALOGUES = {
  nbn: ['plans', { serviceType: 'nbn' }],
  fibre: ['plans', { serviceType: 'fibre' }],
  flipToFibre: ['defaultFlipToFibrePlans'],
  hwbb: ['plans', { serviceType: 'hwbb' }],
  mbb: ['plans', { serviceType: 'mbb' }],
  mobile: ['mobilePlans'],
} as const satisfies Record<string, ApiRead>;

/** An information page whose content document is named as its path: `/about-us` reads `pages/about-us`. */
const infoPage = (path: string): RouteEntry => ({ path, module: 'info-page', content: ['pages', path.slice(1)] });

export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    path: PATHS.home,
    module: 'home-page',
    content: ['pages', 'home'],
    // docs/product/pricing.md#from-prices: every catalogue, for the product cards' "from" prices (the loader keeps
    // only the summary, client/app/routes.tsx).
    data: PRODUCT_CATALOGUES,
  },
  { path: PATHS.nbn, module: 'service-page', content: ['nbn', 'plans-page'], data: { plans: ['plans', { serviceType: 'nbn' }] } },
  { path: PATHS.fibre, module: 'service-page', content: ['fibre', 'plans-page'], data: { plans: ['plans', { serviceType: 'fibre' }] } },
  { path: PATHS.homeWireless, module: 'service-page', content: ['hwbb', 'plans-page'], data: { plans: ['plans', { serviceType: 'hwbb' }] } },
  { path: PATHS.mobileBroadband, module: 'service-page', content: ['mbb', 'plans-page'], data: { plans: ['plans', { serviceType: 'mbb' }] } },
  {
    path: PATHS.flipToFibre,
    module: 'flip-to-fibre-page',
    content: ['fibre', 'flip-to-fibre'],
    // docs/product/pricing.md#plan-sources: the default Flip to Fibre plans (before an address is checked), the nbn plans the
    // interim plan comes from, and the flip plans content (winner, modem and phone titles).
    data: {
      plans: ['defaultFlipToFibrePlans'],
      nbnPlans: ['defaultPlansNbn'],
      flipContent: ['content', { section: 'fibre', page: 'flip-fibre-plans-content' }],
    },
  },
  { path: PATHS.flipFeatures, module: 'flip-subpage', content: ['fibre', 'features'] },
  { path: PATHS.flipPhone, module: 'flip-subpage', content: ['nbn', 'phone'], data: RATES },
  { path: PATHS.flipAboutSpeeds, module: 'flip-subpage', content: ['fibre', 'speeds'] },
  { path: PATHS.flipFaqTerms, module: 'flip-subpage', content: ['fibre', 'faqs'], data: { terms: ['content', { section: 'fibre', page: 'terms' }] } },
  { path: PATHS.mobilePhone, module: 'mobile-plans-page', content: ['pages', 'mobilephone'], data: { mobilePlans: ['mobilePlans'] } },
  { path: PATHS.voipInternational, module: 'call-rates-page', content: ['voip', 'internationalCallRates'], data: RATES },
  { path: PATHS.homePhone, module: 'home-phone-page', content: ['nbn', 'phone'], data: RATES },
  { path: PATHS.homeSecure, module: 'info-page', content: ['pages', 'home-secure'] },
  { path: PATHS.contactUs, module: 'contact-page', content: ['pages', 'contact-us'] },
  infoPage(PATHS.aboutUs),
  infoPage(PATHS.exefix),
  infoPage(PATHS.terms),
  infoPage(PATHS.privacyPolicy),
  infoPage(PATHS.speedBoost),
  infoPage(PATHS.schoolStudentBroadband),
  infoPage(PATHS.lodgeComplaint),
  infoPage(PATHS.esafety),
  infoPage(PATHS.assistance),
  infoPage(PATHS.networkOutage),
  infoPage(PATHS.disasterRelief),
  { path: PATHS.availability, module: 'availability-page', content: ['pages', 'availability'] },
  // docs/product/pricing.md#compare-plans: the plans named in `?plans=` from the broadband catalogues
  // (the loader keeps only those plans, client/app/routes.tsx; the SIM plans are not compared).
  { path: PATHS.compare, module: 'compare-page', data: PRODUCT_CATALOGUES },
  infoPage(PATHS.broadband),
  infoPage(PATHS.hardware),
  infoPage(PATHS.referAFriend),
  {
    path: PATHS.criticalInformationSummaries,
    module: 'info-page',
    content: ['pages', 'critical-information-summaries'],
    // Every catalogue's plans, for their CIS links.
    data: PRODUCT_CATALOGUES,
  },
  infoPage(PATHS.accessibility),
  // docs/product/content.md#published-policies: the policies a provider must publish.
  infoPage(PATHS.complaintsHandlingPolicy),
  infoPage(PATHS.financialHardshipPolicy),
  infoPage(PATHS.standardFormOfAgreement),
  infoPage(PATHS.siteMap),
  infoPage(PATHS.movingHouse),
  { path: PATHS.notFound, module: 'not-found-page', content: ['pages', 'not-found'] },
];
