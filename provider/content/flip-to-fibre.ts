// Flip to Fibre content: the plans page, its features, speeds, FAQs and terms (docs/product/pricing.md#plan-promises, docs/product/ordering-and-handoff.md#flip-to-fibre-page, docs/product/address-check.md#flip-eligibility, docs/product/content.md#content-calls).
import type { FaqEntry, Feature, FlipPlansContent, PageContent, ServicePageContent } from '../../shared/schemas/content';
import { activationTerm, NEW_DEVELOPMENT_FEE_TERM } from '../../shared/domain/plans/claim-sentences';
import { INTERIM_PLAN_SPEEDS } from '../../shared/domain/pricing/interim-plan';
import { CATALOGUE_FACTS, speedRows } from './catalogue-facts';
import { FLIP_ELIGIBILITY_RULE } from '../../shared/domain/flip/flip-eligibility';
import { PLAN_PROMISES, SUPPORT_PHONE_DISPLAY } from './offer-terms';

/** `50 Mbps or 100 Mbps`: the interim plans a line waits on (docs/product/pricing.md#transfer-plan). */
const INTERIM_SPEEDS = [...INTERIM_PLAN_SPEEDS].sort((a, b) => a - b).map((speed) => `${speed} Mbps`).join(' or ');

/** The Flip to Fibre speeds, named from the tiers the catalogue offers (docs/product/pricing.md#plan-promises). */
export const FLIP_SPEEDS_UP_TO = CATALOGUE_FACTS.flipToFibre.speedsUpTo;

// docs/product/pricing.md#plan-promises: the promises every Flip to Fibre plan makes, as the 'Things you need to know' list.
export const FLIP_THINGS_TO_KNOW: string[] = [
  `Plans are ${PLAN_PROMISES.unlimitedData} and ${PLAN_PROMISES.noLockIn}. Give 30 days’ notice to cancel; pro-rata charges apply for the notice period.`,
  `Plans include ${PLAN_PROMISES.freeActivation} and a free Home Secure trial; ${NEW_DEVELOPMENT_FEE_TERM}.`,
  `Plans that include My Speed Boost (each plan card says) come with ${PLAN_PROMISES.speedBoostDays}.`,
  `Plan speeds are ${FLIP_SPEEDS_UP_TO}, depending on the plan you choose. Actual speeds depend on your plan, your equipment and your home Wi-Fi.`,
  `Refer a friend: when they connect, you get ${PLAN_PROMISES.referral}.`,
  `Plans are for ${PLAN_PROMISES.newCustomersOnly}.`,
  `To qualify for the free fibre upgrade, ${FLIP_ELIGIBILITY_RULE}.`,
  'All prices include GST.',
];

export const FLIP_FEATURES: Feature[] = [
  { title: 'Unlimited Data', description: 'Stream, game and work from home without counting gigabytes.', icon: 'infinity' },
  { title: 'No Lock in contract', description: 'Month to month. Stay because you want to, not because you have to.', icon: 'unlock' },
  { title: 'Free activation', description: `${activationTerm('flipToFibre')} The standard fibre installation by nbn costs you nothing.`, icon: 'gift' },
  { title: 'Free Home Secure trial', description: 'Protect your devices from viruses, scams and ransomware, free to start.', icon: 'shield' },
  { title: 'My Speed Boost', description: 'Plans that include My Speed Boost get 5 free Speed Upgrade days every month.', icon: 'rocket' },
  { title: `Fibre ${FLIP_SPEEDS_UP_TO}`, description: `Full fibre to your home, with plans ${FLIP_SPEEDS_UP_TO}.`, icon: 'fibre' },
];

export const FLIP_PLANS_CONTENT: FlipPlansContent = {
  title: 'Flip to Fibre: free upgrade to full fibre',
  description:
    `Upgrade your FTTN or FTTC nbn connection to full fibre for free when you choose an eligible unlimited plan. No lock-in contract, plans ${CATALOGUE_FACTS.flipToFibre.fromPerMonth}.`,
  winner: 'Customer favourite',
  modemTitle: 'Get the ZTE H1600 Wi-Fi 6 mesh modem, ready for fibre',
  phoneTitle: 'Keep your home phone number with Home Phone VoIP',
  needToKnow: FLIP_THINGS_TO_KNOW,
};

export const FLIP_TO_FIBRE_PAGE: ServicePageContent = {
  title: 'Flip to Fibre',
  description:
    `Free upgrade from FTTN or FTTC to full fibre with an eligible Kookaburra unlimited nbn plan. Unlimited Data, No Lock in contract, plans ${CATALOGUE_FACTS.flipToFibre.fromPerMonth}.`,
  hero: {
    title: 'Flip to Fibre, free',
    lead: 'Swap the copper in your street for a full fibre connection at no cost when you choose an eligible unlimited nbn plan. We arrange the upgrade with nbn; you enjoy faster, steadier internet.',
  },
  whyUpgrade: {
    heading: 'Why upgrade to a fibre connection',
    sections: [
      {
        heading: 'Faster speeds',
        paragraphs: [
          `Copper lines slow down with distance from the street cabinet. Fibre runs all the way to your home, so you can get the full speed of your plan, ${FLIP_SPEEDS_UP_TO}.`,
        ],
      },
      {
        heading: 'A steadier connection',
        paragraphs: [
          'Fibre is not affected by old wiring, corrosion or wet weather the way copper is, so video calls and streaming drop out less.',
        ],
      },
      {
        heading: 'Ready for what comes next',
        paragraphs: [
          'More devices, 4K streaming and large uploads all need more bandwidth. A fibre connection can grow with you: change to a faster plan later without another installation.',
        ],
      },
    ],
  },
  features: FLIP_FEATURES,
  thingsToKnow: FLIP_THINGS_TO_KNOW,
};

export const FLIP_FAQS: FaqEntry[] = [
  [
    'What is Flip to Fibre?',
    'Flip to Fibre is our free upgrade from a Fibre to the Node (FTTN) or Fibre to the Curb (FTTC) nbn connection to full Fibre to the Premises (FTTP). You choose an eligible unlimited plan, we order the upgrade from nbn, and nbn runs fibre to your home.',
  ],
  [
    'Is my address eligible?',
    'Type your address into the address check on this page. It tells you whether nbn has made your address ready for a fibre upgrade, or whether it is only available by request.',
    `To qualify, ${FLIP_ELIGIBILITY_RULE}.`,
    `Flip to Fibre is for ${PLAN_PROMISES.newCustomersOnly}.`,
  ],
  [
    'Does the upgrade really cost nothing?',
    `Yes for a standard installation: there is no activation fee and no installation charge from us or nbn. The one exception is a new development: ${NEW_DEVELOPMENT_FEE_TERM}.`,
    'If nbn finds your home needs non-standard work, such as a long trench across a driveway, nbn will explain the options before any work starts, and you can decide not to go ahead.',
  ],
  [
    'What happens on installation day?',
    'An nbn technician runs fibre from the street to your home, usually through an existing pipe or overhead cable, and fits a small box outside (the Premises Connection Device) and one inside (the Network Termination Device).',
    'It usually takes a few hours, sometimes over two visits. Someone aged 18 or over needs to be home.',
  ],
  [
    'Will I be without internet while I wait?',
    `No. We connect you straight away on an interim nbn plan over your current line, at ${INTERIM_SPEEDS}, and move you to your fibre plan once the fibre is working. The switch-over itself only takes a short time.`,
  ],
  [
    'How long does the upgrade take?',
    'nbn contacts you to book the installation once we place the order. Timing depends on your area and on nbn technician availability, and is usually a matter of weeks. We keep you updated by email and SMS.',
  ],
  [
    'I rent. Can I still Flip to Fibre?',
    'Yes, with your landlord’s permission, because equipment is fitted to the outside and inside of the building. In apartments and units, the body corporate or strata may also need to agree.',
  ],
  [
    'Can I change to a slower plan later?',
    'Please keep your eligible plan until the fibre upgrade is complete: moving to a slower plan before then cancels the upgrade order. After that you can change plans at any time, with no lock-in contract.',
  ],
  [
    'Can I keep my home phone number?',
    'Yes. Add Home Phone to your order and we transfer your number. Remember that VoIP phones do not work during a power outage.',
  ],
  [
    'What if I want to leave?',
    `Our plans have ${PLAN_PROMISES.noLockIn}. Give us 30 days’ notice by calling ${SUPPORT_PHONE_DISPLAY}.`,
  ],
];

export const FLIP_FAQS_CONTENT: PageContent = {
  title: 'Flip to Fibre questions and answers',
  description: 'Answers to common questions about upgrading your nbn connection to full fibre with Kookaburra Internet.',
  faqs: FLIP_FAQS,
};

export const FLIP_TERMS_CONTENT: PageContent = {
  title: 'Flip to Fibre terms',
  description: 'The conditions of the Kookaburra Internet Flip to Fibre offer.',
  terms: [
    `The offer is for ${PLAN_PROMISES.newCustomersOnly}.`,
    `To qualify, ${FLIP_ELIGIBILITY_RULE}.`,
    'nbn decides which addresses can be upgraded and when. We cannot guarantee an installation date.',
    'A standard fibre installation is free. If nbn needs non-standard work at your premises, nbn will explain it and any cost before work starts, and you may decline.',
    'You need permission from the property owner, and where relevant the body corporate, for the installation.',
    `Until your fibre is connected, your service runs on an interim nbn plan of ${INTERIM_SPEEDS} over your current connection, as shown in your order summary.`,
    'Keep your eligible plan until the upgrade is complete; changing to a slower plan before then cancels the upgrade order.',
    `Plans are ${PLAN_PROMISES.unlimitedData} and ${PLAN_PROMISES.noLockIn}, with ${PLAN_PROMISES.freeActivation} and a free Home Secure trial; ${NEW_DEVELOPMENT_FEE_TERM}.`,
    `Plans that include My Speed Boost (each plan card says) come with ${PLAN_PROMISES.speedBoostDays}. Unused days do not carry over.`,
    `Referral offer: ${PLAN_PROMISES.referral} once the person you refer is connected.`,
    ...(CATALOGUE_FACTS.modem.freeModemFee ? [CATALOGUE_FACTS.modem.freeModemFee] : []),
    'Cancelling needs 30 days’ notice; the notice period’s days are charged, and the minimum cost of every plan includes them.',
    'All prices include GST. See the Critical Information Summary for your plan before you order.',
  ],
};

// The speeds list is the nbn and Flip to Fibre catalogues' own plans (provider/content/catalogue-facts.ts).
export const FIBRE_SPEEDS_CONTENT: PageContent = {
  title: 'About speeds',
  description:
    'Plan speeds and the typical evening speeds our customers get between 7pm and 11pm, when the network is busiest.',
  data: speedRows(),
  faqs: [
    [
      'What is a typical evening speed?',
      'It is the download speed our customers on a plan typically get between 7pm and 11pm, the busiest time on the network. We publish it so you can compare plans fairly.',
    ],
    [
      'Why might my speed be lower?',
      'On FTTN and FTTC, the length and condition of the copper line limit the top speed. Inside your home, Wi-Fi range, walls, older devices and many devices at once can all slow things down.',
      'A fibre connection removes the copper limit, which is why we recommend Flip to Fibre where your address allows it.',
    ],
    [
      'What if my line cannot reach my plan speed?',
      'After you connect we check the maximum speed your line supports. If it cannot reach your plan speed, we will move you to a plan that suits your line and refund the difference, or you can leave without a fee.',
    ],
    [
      'Will I get full speed over Wi-Fi?',
      'Wi-Fi speed depends on your devices and how far they are from the modem. A Wi-Fi 6 mesh modem and an extender help in larger homes; for the fastest result, use a network cable.',
    ],
  ],
};

export const FIBRE_FEATURES_CONTENT: PageContent = {
  title: 'Fibre features',
  description: 'What comes with every Kookaburra Flip to Fibre plan.',
  features: FLIP_FEATURES,
};
