// Which page module and which content document serve each path (docs/product/frame.md#route-table). The head table
// (shared/routes/page-meta.ts) gives titles; this table gives the page's parts.
import { apiPath } from './api-paths';
import { PATHS } from './paths';

export type PageModuleKey =
  | 'home'
  | 'service'
  | 'flipToFibre'
  | 'flipSubpage'
  | 'mobilePlans'
  | 'callRates'
  | 'homePhone'
  | 'info'
  | 'contact'
  | 'availability'
  | 'compare'
  | 'notFound';

export interface RouteEntry {
  path: string;
  module: PageModuleKey;
  /** Content document `[section, page]` read through `/api/getContent/:section/:page`. */
  content?: readonly [section: string, page: string];
  /**
   * Other site-API documents the page needs in its server HTML, by the name the page reads them
   * under (`useLoaderData().data[name]`, null when the call failed).
   */
  data?: Readonly<Record<string, string>>;
}

/** docs/product/content.md#call-rates international call rates, read by the pages with the country search. */
const RATES = { rates: apiPath('voipInternationalRates') } as const;

/** Every product catalogue the site sells from, by the name the home page reads it under. */
export const PRODUCT_CATALOGUES = {
  nbn: apiPath('plans', { serviceType: 'nbn' }),
  fibre: apiPath('plans', { serviceType: 'fibre' }),
  flipToFibre: apiPath('defaultFlipToFibrePlans'),
  hwbb: apiPath('plans', { serviceType: 'hwbb' }),
  mbb: apiPath('plans', { serviceType: 'mbb' }),
  mobile: apiPath('mobilePlans'),
} as const;

/** An information page whose content document is named as its path: `/about-us` reads `pages/about-us`. */
const infoPage = (path: string): RouteEntry => ({ path, module: 'info', content: ['pages', path.slice(1)] });

export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    path: PATHS.home,
    module: 'home',
    content: ['pages', 'home'],
    // docs/product/pricing.md#from-prices: every catalogue, for the product cards' "from" prices (the loader keeps
    // only the summary, client/app/routes.tsx).
    data: PRODUCT_CATALOGUES,
  },
  { path: PATHS.nbn, module: 'service', content: ['nbn', 'plans-page'], data: { plans: apiPath('plans', { serviceType: 'nbn' }) } },
  { path: PATHS.fibre, module: 'service', content: ['fibre', 'plans-page'], data: { plans: apiPath('plans', { serviceType: 'fibre' }) } },
  { path: PATHS.homeWireless, module: 'service', content: ['hwbb', 'plans-page'], data: { plans: apiPath('plans', { serviceType: 'hwbb' }) } },
  { path: PATHS.mobileBroadband, module: 'service', content: ['mbb', 'plans-page'], data: { plans: apiPath('plans', { serviceType: 'mbb' }) } },
  {
    path: PATHS.flipToFibre,
    module: 'flipToFibre',
    content: ['fibre', 'flip-to-fibre'],
    // docs/product/pricing.md#plan-sources: the default Flip to Fibre plans (before an address is checked), the nbn plans the
    // interim plan comes from, and the flip plans content (winner, modem and phone titles).
    data: {
      plans: apiPath('defaultFlipToFibrePlans'),
      nbnPlans: apiPath('defaultPlansNbn'),
      flipContent: apiPath('content', { section: 'fibre', page: 'flip-fibre-plans-content' }),
    },
  },
  { path: PATHS.flipFeatures, module: 'flipSubpage', content: ['fibre', 'features'] },
  { path: PATHS.flipPhone, module: 'flipSubpage', content: ['nbn', 'phone'], data: RATES },
  { path: PATHS.flipAboutSpeeds, module: 'flipSubpage', content: ['fibre', 'speeds'] },
  { path: PATHS.flipFaqTerms, module: 'flipSubpage', content: ['fibre', 'faqs'], data: { terms: apiPath('content', { section: 'fibre', page: 'terms' }) } },
  { path: PATHS.mobilePhone, module: 'mobilePlans', content: ['pages', 'mobilephone'], data: { mobilePlans: apiPath('mobilePlans') } },
  { path: PATHS.voipInternational, module: 'callRates', content: ['voip', 'internationalCallRates'], data: RATES },
  { path: PATHS.homePhone, module: 'homePhone', content: ['nbn', 'phone'], data: RATES },
  { path: PATHS.homeSecure, module: 'info', content: ['pages', 'home-secure'] },
  { path: PATHS.contactUs, module: 'contact', content: ['pages', 'contact-us'] },
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
  { path: PATHS.availability, module: 'availability', content: ['pages', 'availability'] },
  // docs/product/pricing.md#compare-plans: the plans named in `?plans=` from the broadband catalogues
  // (the loader keeps only those plans, client/app/routes.tsx; the SIM plans are not compared).
  { path: PATHS.compare, module: 'compare', data: PRODUCT_CATALOGUES },
  infoPage(PATHS.broadband),
  infoPage(PATHS.hardware),
  infoPage(PATHS.referAFriend),
  {
    path: PATHS.criticalInformationSummaries,
    module: 'info',
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
  { path: PATHS.notFound, module: 'notFound', content: ['pages', 'not-found'] },
];
