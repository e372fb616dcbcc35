// Site-wide documents: the promo banner messages and the broadband overview and site map pages.
import type { PageContent, PromoContent } from '../../shared/schemas/content';
import { NEW_DEVELOPMENT_FEE_TERM } from '../../shared/domain/plans/claim-sentences';
import { CATALOGUE_FACTS } from './catalogue-facts';
import { SUPPORT_PHONE_DISPLAY } from './offer-terms';
import { PROMO_MESSAGES } from './promo-messages';

export const PROMOS_CONTENT: PromoContent = {
  title: 'Announcements',
  description: 'Messages shown in the promo banner at the top of every page.',
  messages: PROMO_MESSAGES,
};

export const BROADBAND_PAGE: PageContent = {
  title: 'Broadband plans',
  description: 'Every way to connect your home, side by side.',
  leadCopy:
    'Not sure which connection suits your home? Start with your address: we check nbn, private fibre, the free Flip to Fibre upgrade and home wireless in one go, then show only the plans you can actually order.',
  links: [
    { url: '/broadband/nbn', title: 'nbn', description: `Unlimited data nbn plans from ${CATALOGUE_FACTS.nbn.tierRange}, no lock-in contract.`, icon: 'nbn' },
    { url: '/broadband/fibre', title: 'Fibre', description: `Private fibre on OptiComm and Vision networks ${CATALOGUE_FACTS.fibre.fromPerMonth}.`, icon: 'fibre' },
    { url: '/flip-to-fibre', title: 'Flip to Fibre', description: 'A free full-fibre upgrade for eligible FTTN and FTTC homes.', icon: 'flip' },
    { url: '/broadband/home-wireless', title: 'Home wireless', description: '5G home internet with no technician visit and no phone line.', icon: 'wireless' },
    { url: '/mobile-broadband', title: 'Mobile broadband', description: 'A data plan for your laptop or tablet, wherever you are.', icon: 'mobile-broadband' },
  ],
  sections: [
    {
      heading: 'How to choose',
      paragraphs: [
        'If fibre already reaches your home, it gives the steadiest evening speeds. If you are on FTTN or FTTC, the free Flip to Fibre upgrade may be available at your address.',
        'Home wireless suits renters and anyone who wants to plug in and go. Mobile broadband is for people who work on the move.',
      ],
      list: [
        'Every nbn, fibre and home wireless plan has unlimited data; mobile broadband plans have a monthly data allowance, shown on each plan. No plan has a lock-in contract.',
        'Typical evening speeds (7 pm to 11 pm) are shown on every plan, so you can compare honestly.',
        `Free activation and a free Home Secure trial come with every nbn, fibre and Flip to Fibre plan; ${NEW_DEVELOPMENT_FEE_TERM}.`,
      ],
    },
  ],
};

export const MOVING_HOUSE_PAGE: PageContent = {
  title: 'Moving house',
  description: 'Take your internet with you when you move.',
  leadCopy:
    'Moving is busy enough. Tell us where and when you are moving at least two weeks ahead, and we will line up your service at the new address so you are online as soon as possible.',
  sections: [
    {
      heading: 'Before you move',
      paragraphs: [
        'Check your new address first: the technology there may differ from your current home, so the plans on offer can change. If your new home has fibre or qualifies for the free Flip to Fibre upgrade, we will tell you.',
      ],
      list: [
        `Call us on ${SUPPORT_PHONE_DISPLAY} with your new address and moving date.`,
        'Keep your modem: it works on every nbn technology we sell, except Fixed Wireless and Satellite.',
        'Your home phone number can usually move with you within the same area.',
      ],
    },
    {
      heading: 'What it costs',
      paragraphs: [
        `There is no lock-in contract and no fee from us to move your service. The one fee to know: ${NEW_DEVELOPMENT_FEE_TERM}, which we pass on at cost and tell you about before you order.`,
      ],
    },
    {
      heading: 'Moving in with someone, or moving out?',
      paragraphs: [
        'If the new home already has a service with us, we can add you as an authorised contact. If you are leaving a shared home, we can move the account holder over with 30 days notice and no exit fee.',
      ],
    },
  ],
};

export const SITE_MAP_PAGE: PageContent = {
  title: 'Site map',
  description: 'Every page on our website, grouped by plans, phone, support and company information.',
  leadCopy: 'Every page on our website, in one list. The same links are in the menu and the footer.',
};
