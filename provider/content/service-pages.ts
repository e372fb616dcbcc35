// Broadband service pages: nbn, fibre, home wireless and mobile broadband (docs/product/frame.md#route-table, docs/product/ordering-and-handoff.md#flip-to-fibre-page).
import type { Feature, ServicePageContent } from '../../shared/schemas/content';
import { activationTerm, NEW_DEVELOPMENT_FEE_TERM, type ActivationService } from '../../shared/domain/plans/claim-sentences';
import { CATALOGUE_FACTS } from './catalogue-facts';
import { PLAN_PROMISES, SUPPORT_PHONE_DISPLAY } from './offer-terms';

/** The features of a broadband page: "Free activation" says what it means for that service (claim-sentences.ts). */
const broadbandFeatures = (service: ActivationService): Feature[] => [
  { title: 'Unlimited Data', description: 'No data caps and no excess usage charges.', icon: 'infinity' },
  { title: 'No Lock in contract', description: 'Month to month, with 30 days’ notice to leave.', icon: 'unlock' },
  { title: 'Free activation', description: activationTerm(service), icon: 'gift' },
  { title: 'Free Home Secure trial', description: 'Online protection for your household, free to start.', icon: 'shield' },
  { title: 'Australian support', description: `Talk to our local team on ${SUPPORT_PHONE_DISPLAY}.`, icon: 'support' },
];

// docs/product/pricing.md#plan-promises statements shared by the broadband plan pages.
const BROADBAND_THINGS_TO_KNOW: string[] = [
  `Plans are ${PLAN_PROMISES.unlimitedData} and ${PLAN_PROMISES.noLockIn}. Give 30 days’ notice to cancel; pro-rata charges apply for the notice period.`,
  `Plans include ${PLAN_PROMISES.freeActivation} and a free Home Secure trial.`,
  `The ${CATALOGUE_FACTS.modem.title} is ${CATALOGUE_FACTS.modem.priceTerm}, or bring your own compatible modem.`,
  ...(CATALOGUE_FACTS.modem.freeModemFee ? [CATALOGUE_FACTS.modem.freeModemFee] : []),
  `Refer a friend: when they connect, you get ${PLAN_PROMISES.referral}.`,
  'All prices include GST. Read the Critical Information Summary for your plan before you order.',
];

export const NBN_PLANS_PAGE: ServicePageContent = {
  title: 'nbn plans',
  description:
    'Unlimited nbn plans with no lock-in contract, free activation and a free Home Secure trial. Check your address and choose the speed that suits your home.',
  hero: {
    title: 'Unlimited nbn, no lock-in',
    lead: 'From light browsing to a busy household streaming in 4K, pick the speed you need and change it whenever you like.',
  },
  whyUpgrade: {
    heading: 'Why choose Kookaburra nbn',
    sections: [
      {
        heading: 'Honest speeds',
        paragraphs: [
          'Every plan shows its typical evening speed, measured between 7pm and 11pm when the network is busiest.',
        ],
      },
      {
        heading: 'Free fibre upgrade',
        paragraphs: [
          'On an FTTN or FTTC connection? Eligible plans come with a free upgrade to full fibre through Flip to Fibre.',
        ],
      },
      {
        heading: 'Boost when you need it',
        paragraphs: [`Plans that include My Speed Boost (each plan card says) come with ${PLAN_PROMISES.speedBoostDays}.`],
      },
    ],
  },
  features: broadbandFeatures('nbn'),
  thingsToKnow: [
    ...BROADBAND_THINGS_TO_KNOW,
    `Plans that include My Speed Boost (each plan card says) come with ${PLAN_PROMISES.speedBoostDays}.`,
    `Plans are for ${PLAN_PROMISES.newCustomersOnly}.`,
    `Free activation is ours: ${NEW_DEVELOPMENT_FEE_TERM}, shown in your order summary.`,
    'Speeds on FTTN and FTTC connections depend on your copper line. We check your line after connection and help if it cannot reach your plan speed.',
  ],
};

export const FIBRE_PLANS_PAGE: ServicePageContent = {
  title: 'Fibre plans',
  description:
    `Unlimited fibre broadband for homes and apartments on the OptiComm and Vision fibre networks. No lock-in contract, plans ${CATALOGUE_FACTS.fibre.fromPerMonth}.`,
  hero: {
    title: 'Fibre broadband for your building or estate',
    lead: 'Many new estates and apartment buildings are wired with fibre by OptiComm or Vision instead of nbn. Check your address to see the fibre plans available to you.',
  },
  whyUpgrade: {
    heading: 'Why choose fibre',
    sections: [
      {
        heading: 'Fibre all the way',
        paragraphs: ['Fibre runs to your home, so your speed is not held back by old copper wiring.'],
      },
      {
        heading: `Speeds ${CATALOGUE_FACTS.fibre.speedsUpTo}`,
        paragraphs: ['Choose from everyday speeds to fast plans for big households, working from home and gaming.'],
      },
    ],
  },
  features: broadbandFeatures('fibre'),
  thingsToKnow: [
    ...BROADBAND_THINGS_TO_KNOW,
    `Fibre speeds are ${CATALOGUE_FACTS.fibre.speedsUpTo}, depending on your plan and on the network in your building or estate.`,
    'Fibre plans are available only at addresses served by the OptiComm or Vision networks. The address check tells you which applies.',
  ],
};

export const HOME_WIRELESS_PLANS_PAGE: ServicePageContent = {
  title: 'Home wireless broadband',
  description:
    'Home internet over the mobile network: plug in your own compatible 5G modem and connect, with no technician and no fixed line needed.',
  hero: {
    title: 'Home internet without the wait',
    lead: 'Home wireless broadband connects over the 4G and 5G mobile network. Place your own compatible 5G modem near a window and you are online, with no technician visit.',
  },
  whyUpgrade: {
    heading: 'Why choose home wireless',
    sections: [
      {
        heading: 'No installation',
        paragraphs: ['No technician appointment and no wiring. Ideal for renters and for homes between connections.'],
      },
      {
        heading: 'Moves with you',
        paragraphs: ['Moving house? Take your modem with you and check coverage at your new address.'],
      },
    ],
  },
  features: broadbandFeatures('hwbb').filter((feature) => feature.title !== 'Free Home Secure trial'),
  thingsToKnow: [
    `Plans are ${PLAN_PROMISES.unlimitedData} and ${PLAN_PROMISES.noLockIn}.`,
    'Speeds vary with mobile coverage, signal strength, building materials and how many people use the network nearby. Typical speeds are shown on each plan.',
    'The service is for use at the registered address only.',
    'You need your own compatible 5G home wireless modem: it is not part of the order.',
    'All prices include GST.',
  ],
};

export const MOBILE_BROADBAND_PLANS_PAGE: ServicePageContent = {
  title: 'Mobile broadband',
  description: 'Data-only SIM plans for tablets, laptops and portable Wi-Fi devices, on month-to-month terms.',
  hero: {
    title: 'Take your internet with you',
    lead: 'A data SIM for your tablet, laptop or portable Wi-Fi device, on the 4G and 5G network, month to month.',
  },
  whyUpgrade: {
    heading: 'Why choose mobile broadband',
    sections: [
      {
        heading: 'Online anywhere with coverage',
        paragraphs: ['Work from the caravan, the holiday house or the train without hunting for Wi-Fi.'],
      },
      {
        heading: 'Simple plans',
        paragraphs: ['One monthly price, a clear data allowance and no lock-in contract.'],
      },
    ],
  },
  features: [
    { title: 'No Lock in contract', description: 'Month to month; change or cancel any time.', icon: 'unlock' },
    { title: '4G and 5G', description: '5G access where your device and coverage allow.', icon: 'signal' },
    { title: 'Australian support', description: `Talk to our local team on ${SUPPORT_PHONE_DISPLAY}.`, icon: 'support' },
  ],
  thingsToKnow: [
    `Mobile broadband plans have ${PLAN_PROMISES.noLockIn}.`,
    'Each plan has a monthly data allowance, shown on the plan. Speeds vary with coverage and network congestion.',
    '5G needs a 5G-compatible device and 5G coverage at your location.',
    'All prices include GST.',
  ],
};
