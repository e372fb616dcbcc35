// The embedded CMS: every content document, keyed as `GET /api/getContent/:section/:page` asks for
// it (docs/product/frame.md#nav-payload), plus the nav payload, short links and promo banner messages.
// The copy is Markdown, provider/content/pages/<section>/<page>.md and nav.md (docs/architecture.md#the-embedded-provider);
// what it interpolates is computed here from the brand, the paths, the offer and the catalogue.
import type { FlipPlansContent, PageContent, PromoContent, ServicePageContent } from '../../shared/schemas/content';
import { navSchema } from '../../shared/schemas/content';
import { activationTerm, NEW_DEVELOPMENT_FEE_SHORT, NEW_DEVELOPMENT_FEE_TERM } from '../../shared/domain/plans/claim-sentences';
import { FLIP_ELIGIBILITY_RULE } from '../../shared/domain/flip/flip-eligibility';
import { formatPrice } from '../../shared/domain/pricing/money';
import { INTERIM_PLAN_SPEEDS } from '../../shared/domain/pricing/interim-plan';
import { VOICE } from '../../shared/domain/pricing/price-list';
import { contentContract } from '../../shared/routes/known-content';
import { PATHS } from '../../shared/routes/paths';
import { copyDocuments, readCopyFile } from '../cms/markdown-pages';
import { MOBILE_PLANS } from '../catalogue/mobile-plans';
import { BUSINESS_SITE_URL, SITE_BRAND } from './brand';
import { CATALOGUE_FACTS, speedRows } from './catalogue-facts';
import { PAYG_RATES, PLAN_PROMISES, SUPPORT_PHONE_DISPLAY, UNLIMITED_INTERNATIONAL_LIST } from './offer-terms';
import { PROMO_MESSAGES } from './promo-messages';

export { SHORT_LINKS } from './short-links';
export { PROMO_MESSAGES } from './promo-messages';

/** The SIM plans whose inclusions name a roaming pack: the mobile page's roaming sentence names them (docs/product/content.md#claims). */
const ROAMING_PLANS = MOBILE_PLANS.filter((plan) => plan.inclusions.some((line) => /roaming/i.test(line))).map((plan) => plan.name);

/** `{{name.key}}` in the copy: each value a sentence, figure or path of its own source, never typed in the copy. */
const COPY_VALUES = {
  brand: { ...SITE_BRAND, businessSiteUrl: BUSINESS_SITE_URL },
  phone: { support: SUPPORT_PHONE_DISPLAY, tio: '1800\u00a0062\u00a0058' },
  path: PATHS,
  promise: PLAN_PROMISES,
  rate: PAYG_RATES,
  catalogue: { ...CATALOGUE_FACTS, speedRows: speedRows() },
  /** The pay-as-you-go pack's monthly price as the order charges it (docs/product/pricing.md#call-packs); Unlimited's is the catalogue's. */
  voice: { paygMonthly: `${formatPrice(VOICE.paygMonthly, { dollarSign: true })}/mth`, unlimitedDestinations: UNLIMITED_INTERNATIONAL_LIST },
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
