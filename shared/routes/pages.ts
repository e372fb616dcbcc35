// Every page of the site, declared once (docs/product/frame.md#route-table); what the browser entry does not need
// is under the same key in page-meta.ts, a module of its own (docs/architecture.md#budgets).
import type { ApiRead } from './api-paths';

/** The page's module: its file in client/app/pages/ (`home-page` is client/app/pages/home-page.tsx). */
export type PageModuleKey = 'home-page' | 'service-page' | 'flip-to-fibre-page' | 'flip-subpage' | 'mobile-plans-page' | 'call-rates-page'
  | 'home-phone-page' | 'info-page' | 'contact-page' | 'availability-page' | 'compare-page' | 'not-found-page';

/** The data a page's loader makes of its documents, by name (the steps are in client/app/routes.tsx). */
export type PageMakes = 'home-offers' | 'compared-plans' | 'availability-answer' | 'site-map';

export interface PageDeclaration {
  path: string;
  module: PageModuleKey;
  /** Content document `[section, page]` read through `/api/getContent/:section/:page`. */
  content?: readonly [section: string, page: string];
  /** Other site-API documents the page's server HTML needs, by their name in `useLoaderData().data` (null when the read failed). */
  data?: Readonly<Record<string, ApiRead>>;
  makes?: PageMakes;
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

/** A broadband service page: its catalogue's plans, and the nbn plans of the interim plan of an upgrade ordered on its 'Fibre upgrade' tab. */
const servicePage = <P extends string>(path: P, serviceType: 'nbn' | 'fibre' | 'hwbb' | 'mbb') =>
  ({ path, module: 'service-page', content: [serviceType, 'plans-page'], data: { plans: ['plans', { serviceType }], nbnPlans: ['defaultPlansNbn'] } }) satisfies PageDeclaration;

/** An information page whose content document is named as its path: `/about-us` reads `pages/about-us`. */
const infoPage = <P extends string>(path: P) => ({ path, module: 'info-page', content: ['pages', path.slice(1)] }) satisfies PageDeclaration;

export const PAGES = {
  // docs/product/pricing.md#from-prices: every catalogue, for the product cards' "from" prices (the loader keeps only the summary).
  home: { path: '/', module: 'home-page', content: ['pages', 'home'], data: PRODUCT_CATALOGUES, makes: 'home-offers' },
  nbn: servicePage('/broadband/nbn', 'nbn'),
  fibre: servicePage('/broadband/fibre', 'fibre'),
  homeWireless: servicePage('/broadband/home-wireless', 'hwbb'),
  mobileBroadband: servicePage('/mobile-broadband', 'mbb'),
  flipToFibre: {
    path: '/flip-to-fibre',
    module: 'flip-to-fibre-page',
    content: ['fibre', 'flip-to-fibre'],
    // docs/product/pricing.md#plan-sources: the default plans, the nbn plans of the interim plan, and the flip plans content.
    data: {
      plans: ['defaultFlipToFibrePlans'],
      nbnPlans: ['defaultPlansNbn'],
      flipContent: ['content', { section: 'fibre', page: 'flip-fibre-plans-content' }],
    },
  },
  flipFeatures: { path: '/flip-to-fibre/features', module: 'flip-subpage', content: ['fibre', 'features'] },
  flipPhone: { path: '/flip-to-fibre/phone', module: 'flip-subpage', content: ['nbn', 'phone'], data: RATES },
  flipAboutSpeeds: { path: '/flip-to-fibre/about-speeds', module: 'flip-subpage', content: ['fibre', 'speeds'] },
  flipFaqTerms: { path: '/flip-to-fibre/faq-terms', module: 'flip-subpage', content: ['fibre', 'faqs'], data: { terms: ['content', { section: 'fibre', page: 'terms' }] } },
  mobilePhone: { path: '/mobilephone', module: 'mobile-plans-page', content: ['pages', 'mobilephone'], data: { mobilePlans: ['mobilePlans'] } },
  voipInternational: { path: '/phone/voip-international', module: 'call-rates-page', content: ['voip', 'internationalCallRates'], data: RATES },
  homePhone: { path: '/broadband/nbn/phone', module: 'home-phone-page', content: ['nbn', 'phone'], data: RATES },
  homeSecure: { path: '/broadband/nbn/home-secure', module: 'info-page', content: ['pages', 'home-secure'] },
  contactUs: { path: '/contact-us', module: 'contact-page', content: ['pages', 'contact-us'] },
  aboutUs: infoPage('/about-us'),
  exefix: infoPage('/exefix'),
  terms: infoPage('/terms'),
  privacyPolicy: infoPage('/privacy-policy'),
  speedBoost: infoPage('/speed-boost'),
  schoolStudentBroadband: infoPage('/school-student-broadband-initiative'),
  lodgeComplaint: infoPage('/lodge-a-complaint'),
  esafety: infoPage('/esafety'),
  assistance: infoPage('/assistance'),
  networkOutage: infoPage('/network-outage'),
  disasterRelief: infoPage('/disaster-relief'),
  // docs/product/address-check.md#before-javascript: a search sent as a plain form is answered in the page.
  availability: { path: '/availability', module: 'availability-page', content: ['pages', 'availability'], makes: 'availability-answer' },
  // docs/product/pricing.md#compare-plans: the plans named in `?plans=` (the loader keeps only those).
  compare: { path: '/compare', module: 'compare-page', data: PRODUCT_CATALOGUES, makes: 'compared-plans' },
  broadband: infoPage('/broadband'),
  hardware: infoPage('/hardware'),
  referAFriend: infoPage('/refer-a-friend'),
  // Every catalogue's plans, for their CIS links.
  criticalInformationSummaries: { ...infoPage('/critical-information-summaries'), data: PRODUCT_CATALOGUES },
  accessibility: infoPage('/accessibility'),
  // docs/product/content.md#published-policies: the policies a provider must publish.
  complaintsHandlingPolicy: infoPage('/complaints-handling-policy'),
  financialHardshipPolicy: infoPage('/financial-hardship-policy'),
  standardFormOfAgreement: infoPage('/standard-form-of-agreement'),
  // Its links are built from the head table, in the loader: as loader data, not as code.
  siteMap: { ...infoPage('/site-map'), makes: 'site-map' },
  movingHouse: infoPage('/moving-house'),
  notFound: { path: '/not-found', module: 'not-found-page', content: ['pages', 'not-found'] },
} as const satisfies Record<string, PageDeclaration>;

export type PageKey = keyof typeof PAGES;

/** The pages in the order declared: the route tree's, the sitemap's and the budgets' order. */
export const DECLARED_PAGES: readonly PageDeclaration[] = Object.values(PAGES);

export const pageAt = (path: string): PageDeclaration | undefined => DECLARED_PAGES.find((page) => page.path === path);
