// The embedded CMS: every content document, keyed as `GET /api/getContent/:section/:page` asks for
// it (docs/product/frame.md#nav-payload), plus the nav payload, short links and promo banner messages. Only names listed here
// exist; the server answers 404 for any other section or page (docs/architecture.md#reliability-and-security).
import type { FlipPlansContent, PageContent, PromoContent, ServicePageContent } from '../../shared/schemas/content';
import { HOME_PHONE_CONTENT, INTERNATIONAL_CALL_RATES_CONTENT } from './home-phone';
import { FIBRE_FEATURES_CONTENT, FIBRE_SPEEDS_CONTENT, FLIP_FAQS_CONTENT, FLIP_PLANS_CONTENT, FLIP_TERMS_CONTENT, FLIP_TO_FIBRE_PAGE } from './flip-to-fibre';
import { FIBRE_PLANS_PAGE, HOME_WIRELESS_PLANS_PAGE, MOBILE_BROADBAND_PLANS_PAGE, NBN_PLANS_PAGE } from './service-pages';
import { EXEFIX_PAGE, HARDWARE_PAGE, HOME_PAGE, HOME_SECURE_PAGE, MOBILE_PHONE_PAGE, REFER_A_FRIEND_PAGE, SPEED_BOOST_PAGE } from './product-pages';
import { ABOUT_US_PAGE, ACCESSIBILITY_PAGE, AVAILABILITY_PAGE, CONTACT_US_PAGE, CRITICAL_INFORMATION_SUMMARIES_PAGE, NOT_FOUND_PAGE, PRIVACY_POLICY_PAGE, TERMS_PAGE } from './company-pages';
import { COMPLAINTS_HANDLING_POLICY_PAGE, FINANCIAL_HARDSHIP_POLICY_PAGE, STANDARD_FORM_OF_AGREEMENT_PAGE } from './policy-pages';
import { ASSISTANCE_PAGE, DISASTER_RELIEF_PAGE, ESAFETY_PAGE, LODGE_A_COMPLAINT_PAGE, NETWORK_OUTAGE_PAGE, SCHOOL_STUDENT_BROADBAND_PAGE } from './support-pages';

export { NAV } from './nav';
export { SHORT_LINKS } from './short-links';
export { PROMO_MESSAGES } from './promo-messages';
import { BROADBAND_PAGE, MOVING_HOUSE_PAGE, PROMOS_CONTENT, SITE_MAP_PAGE } from './site-pages';

export const CONTENT_PAGES: Record<string, Record<string, PageContent | FlipPlansContent | ServicePageContent | PromoContent>> = {
  nbn: {
    phone: HOME_PHONE_CONTENT,
    'plans-page': NBN_PLANS_PAGE,
  },
  fibre: {
    'flip-fibre-plans-content': FLIP_PLANS_CONTENT,
    'flip-to-fibre': FLIP_TO_FIBRE_PAGE,
    faqs: FLIP_FAQS_CONTENT,
    terms: FLIP_TERMS_CONTENT,
    speeds: FIBRE_SPEEDS_CONTENT,
    features: FIBRE_FEATURES_CONTENT,
    'plans-page': FIBRE_PLANS_PAGE,
  },
  hwbb: { 'plans-page': HOME_WIRELESS_PLANS_PAGE },
  mbb: { 'plans-page': MOBILE_BROADBAND_PLANS_PAGE },
  voip: { internationalCallRates: INTERNATIONAL_CALL_RATES_CONTENT },
  pages: {
    home: HOME_PAGE,
    mobilephone: MOBILE_PHONE_PAGE,
    'home-secure': HOME_SECURE_PAGE,
    'speed-boost': SPEED_BOOST_PAGE,
    exefix: EXEFIX_PAGE,
    hardware: HARDWARE_PAGE,
    'refer-a-friend': REFER_A_FRIEND_PAGE,
    'about-us': ABOUT_US_PAGE,
    'contact-us': CONTACT_US_PAGE,
    terms: TERMS_PAGE,
    'privacy-policy': PRIVACY_POLICY_PAGE,
    'critical-information-summaries': CRITICAL_INFORMATION_SUMMARIES_PAGE,
    accessibility: ACCESSIBILITY_PAGE,
    'complaints-handling-policy': COMPLAINTS_HANDLING_POLICY_PAGE,
    'financial-hardship-policy': FINANCIAL_HARDSHIP_POLICY_PAGE,
    'standard-form-of-agreement': STANDARD_FORM_OF_AGREEMENT_PAGE,
    availability: AVAILABILITY_PAGE,
    'not-found': NOT_FOUND_PAGE,
    'school-student-broadband-initiative': SCHOOL_STUDENT_BROADBAND_PAGE,
    'lodge-a-complaint': LODGE_A_COMPLAINT_PAGE,
    esafety: ESAFETY_PAGE,
    assistance: ASSISTANCE_PAGE,
    'network-outage': NETWORK_OUTAGE_PAGE,
    'disaster-relief': DISASTER_RELIEF_PAGE,
    broadband: BROADBAND_PAGE,
    'site-map': SITE_MAP_PAGE,
    'moving-house': MOVING_HOUSE_PAGE,
  },
  site: { promos: PROMOS_CONTENT },
};
