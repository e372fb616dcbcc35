// The embedded CMS (docs/product/frame.md#nav-payload, docs/architecture.md#the-embedded-provider): documents, nav, short
// links and promo messages; the copy's values are computed here, each wording docs/product/ fixes written once.
import type { FlipPlansContent, PageContent, PromoContent, PromoMessage, ServicePageContent, ShortLink } from '../../shared/schemas/content';
import { navSchema } from '../../shared/schemas/content';
import { activationTerm, NEW_DEVELOPMENT_FEE_SHORT, NEW_DEVELOPMENT_FEE_TERM } from '../../shared/domain/plans/claim-sentences';
import { FLIP_ELIGIBILITY_RULE } from '../../shared/domain/flip/flip-eligibility';
import { money } from '../../shared/domain/pricing/money';
import { INTERIM_PLAN_SPEEDS } from '../../shared/domain/pricing/interim-plan';
import { PAYG_RATES, UNLIMITED_DESTINATIONS, VOICE } from '../../shared/domain/pricing/price-list';
import { SUPPORT_PHONE } from '../../shared/domain/site/frame';
import { contentContract } from '../../shared/routes/known-content';
import { PATHS } from '../../shared/routes/paths';
import { copyDocuments, readCopyFile } from '../cms/markdown-pages';
import { MOBILE_PLANS } from '../catalogue/mobile-plans';
import { CATALOGUE_FACTS, speedRows } from './catalogue-facts';

/** The brand the CMS writes its copy for: a real CMS does not read shared/site-config.ts, so registry.test.ts keeps them equal. */
export const SITE_BRAND = {
  name: 'Kookaburra Internet',
  legalName: 'Kookaburra Internet Pty Ltd',
  abn: '53 614 287 905',
  supportCentreUrl: 'https://support.kookaburra.example',
} as const;

/** Business site: the footer's BUSINESS column links out to it (docs/product/frame.md#footer). */
const BUSINESS_SITE_URL = 'https://business.kookaburra.example';

/** `/s/{shortLinkId}` targets (docs/product/content.md#short-links). Every real target is a path on this site. */
export const SHORT_LINKS: ShortLink[] = [
  { id: 'ftf', target: PATHS.flipToFibre },
  { id: 'flip', target: PATHS.flipToFibre },
  { id: 'nbn', target: PATHS.nbn },
  { id: 'fibre', target: PATHS.fibre },
  { id: 'hwbb', target: PATHS.homeWireless },
  { id: 'mbb', target: PATHS.mobileBroadband },
  { id: 'mobile', target: PATHS.mobilePhone },
  { id: 'phone', target: PATHS.homePhone },
  { id: 'call-rates', target: `${PATHS.homePhone}#call-rates` },
  { id: 'rates', target: PATHS.voipInternational },
  { id: 'secure', target: PATHS.homeSecure },
  { id: 'boost', target: PATHS.speedBoost },
  { id: 'exefix', target: PATHS.exefix },
  { id: 'speeds', target: PATHS.flipAboutSpeeds },
  { id: 'ftf-faq', target: PATHS.flipFaqTerms },
  { id: 'help', target: PATHS.contactUs },
  { id: 'complaint', target: PATHS.lodgeComplaint },
  { id: 'hardship', target: PATHS.assistance },
  { id: 'outage', target: PATHS.networkOutage },
  { id: 'flood', target: PATHS.disasterRelief },
  { id: 'ssbi', target: PATHS.schoolStudentBroadband },
  { id: 'esafety', target: PATHS.esafety },
  { id: 'privacy', target: PATHS.privacyPolicy },
  { id: 'terms', target: PATHS.terms },
  { id: 'refer', target: `${PATHS.referAFriend}?utm_source=shortlink&utm_medium=referral` },
  { id: 'check', target: PATHS.availability },
  // Deliberately hostile: the server must refuse both (docs/architecture.md#reliability-and-security, no open redirect).
  { id: 'evil', target: 'https://evil.example/phish' },
  { id: 'evil2', target: '//evil.example' },
];

/** Promo banner messages (docs/product/frame.md#promo-banner). `endsOn` is the last day a message shows. */
export const PROMO_MESSAGES: PromoMessage[] = [
  {
    id: 'ssbi',
    text: 'Free nbn home internet for eligible families with school students.',
    linkText: 'School Student Broadband Initiative',
    url: PATHS.schoolStudentBroadband,
  },
  {
    id: 'exefix',
    text: 'Having Network speed troubles?',
    linkText: 'Try Exefix',
    url: PATHS.exefix,
  },
  {
    // docs/product/frame.md#promo-banner: valid until 30 June 2025. It has ended; kept to prove the end-date rule.
    id: 'free-mobile-calls',
    text: 'Free calls from your Kookaburra mobile to India and the Philippines until 30 June 2025.',
    linkText: 'See mobile plans',
    url: PATHS.mobilePhone,
    endsOn: '2025-06-30',
  },
  {
    // The flood banner: the site frame sets 'has-banner' unless a visitor hides it (docs/product/frame.md#promo-banner).
    id: 'flood',
    text: 'Affected by flooding? Flood relief and disaster assistance is available.',
    linkText: 'Get help',
    url: PATHS.disasterRelief,
  },
];

const rateOf = (callType: (typeof PAYG_RATES)[number]['callType']): string => PAYG_RATES.find((row) => row.callType === callType)!.rate;

/** The SIM plans whose inclusions name a roaming pack: the mobile page's roaming sentence names them (docs/product/content.md#claims). */
const ROAMING_PLANS = MOBILE_PLANS.filter((plan) => plan.inclusions.some((line) => /roaming/i.test(line))).map((plan) => plan.name);

/** `{{name.key}}` in the copy: each value a sentence, figure or path of its own source, never typed in the copy. */
const COPY_VALUES = {
  brand: { ...SITE_BRAND, businessSiteUrl: BUSINESS_SITE_URL },
  phone: { support: SUPPORT_PHONE.inText, tio: '1800\u00a0062\u00a0058' },
  path: PATHS,
  /** docs/product/pricing.md#plan-promises: what every plan says about itself. */
  promise: {
    unlimitedData: 'Unlimited Data',
    noLockIn: 'No Lock in contract',
    freeActivation: 'free activation',
    speedBoostDays: '5 My Speed Boost (free Speed Upgrade) days per month',
    referral: '10% off the plan fee for six months',
    newCustomersOnly: 'new residential nbn customers only and subject to service qualification',
  },
  /** docs/product/pricing.md#pay-as-you-go-rates pay-as-you-go call rates, as shown: the one table in shared/domain. */
  rate: {
    local: rateOf('Local'),
    national: rateOf('National'),
    australianMobiles: rateOf('Australian mobiles'),
    thirteenNumbers: rateOf('13/1300'),
    directory1223: rateOf('1223'),
    directory1225: rateOf('1225'),
    betweenCustomers: 'Free',
  },
  catalogue: { ...CATALOGUE_FACTS, speedRows: speedRows() },
  /** docs/product/pricing.md#call-packs: the pack's price as the order charges it; docs/product/pricing.md#unlimited-international-destinations. */
  voice: { paygMonthly: `${money(VOICE.paygMonthly)}/mth`, unlimitedDestinations: UNLIMITED_DESTINATIONS.join(', ') },
  offer: {
    activation: { nbn: activationTerm('nbn'), fibre: activationTerm('fibre'), hwbb: activationTerm('hwbb'), flipToFibre: activationTerm('flipToFibre') },
    newDevelopmentFee: NEW_DEVELOPMENT_FEE_TERM,
    newDevelopmentFeeShort: NEW_DEVELOPMENT_FEE_SHORT,
    flipEligibility: FLIP_ELIGIBILITY_RULE,
    /** `50 Mbps or 100 Mbps`: the interim plans a line waits on (docs/product/pricing.md#transfer-plan). */
    interimSpeeds: [...INTERIM_PLAN_SPEEDS].sort((a, b) => a - b).map((speed) => `${speed} Mbps`).join(' or '),
  },
  mobile: {
    roaming:
      ROAMING_PLANS.length === 0
        ? 'Calls to premium numbers and international roaming are not included.'
        : `Calls to premium numbers are not included. International roaming is included only as the roaming data pack of the ${ROAMING_PLANS.join(' and the ')}.`,
  },
};

export const CONTENT_PAGES: Record<string, Record<string, PageContent | FlipPlansContent | ServicePageContent | PromoContent>> = {
  ...Object.fromEntries(
    Object.entries(copyDocuments()).map(([section, pages]) => [
      section,
      Object.fromEntries(pages.map((page) => [page, readCopyFile(`${section}/${page}.md`, contentContract(section, page), COPY_VALUES)])),
    ]),
  ),
  site: { promos: { title: 'Announcements', description: 'Messages shown in the promo banner at the top of every page.', messages: PROMO_MESSAGES } },
};

/** The slide-out menu and the footer lists served by `GET /api/nav` (docs/product/frame.md#nav-bar, docs/product/frame.md#nav-payload). */
export const NAV = readCopyFile('nav.md', navSchema, COPY_VALUES);
