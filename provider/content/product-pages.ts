// Product information pages: home, mobile phone, Home Secure, Speed Boost, Exefix, hardware and the
// referral offer (docs/product/pricing.md#referral-offer, docs/product/frame.md#route-table, docs/product/content.md#content-fields, docs/product/pricing.md#home-secure).
import type { PageContent } from '../../shared/schemas/content';
import { PATHS } from '../../shared/routes/paths';
import { NEW_DEVELOPMENT_FEE_SHORT } from '../../shared/domain/plans/claim-sentences';
import { MOBILE_PLANS } from '../catalogue/mobile-plans';
import { SITE_BRAND } from './brand';
import { CATALOGUE_FACTS } from './catalogue-facts';
import { PLAN_PROMISES, SUPPORT_PHONE_DISPLAY } from './offer-terms';

/** The SIM plans whose inclusions name a roaming pack: the mobile page's roaming sentence names them (docs/product/content.md#claims). */
const ROAMING_PLANS = MOBILE_PLANS.filter((plan) => plan.inclusions.some((line) => /roaming/i.test(line))).map((plan) => plan.name);

const roamingSentence = (): string =>
  ROAMING_PLANS.length === 0
    ? 'Calls to premium numbers and international roaming are not included.'
    : `Calls to premium numbers are not included. International roaming is included only as the roaming data pack of the ${ROAMING_PLANS.join(' and the ')}.`;

const { monthly: HOME_SECURE_PRICE, trialMonths, trialMonthsSubscribedEarly } = CATALOGUE_FACTS.homeSecure;

export const HOME_PAGE: PageContent = {
  title: 'Kookaburra Internet: unlimited nbn and fibre, no lock-in',
  description:
    'Unlimited nbn and fibre plans with no lock-in contract, a free upgrade to full fibre, home phone, mobile and more. Check your address in seconds.',
  // The page's h1 comes from the head table; the hero adds only its lead under it.
  hero: {
    title: 'Fast, honest internet for Australian homes',
    lead: 'Unlimited nbn and fibre with no lock-in contract. Check your address to see every plan you can get.',
  },
  // Product cards: the home page adds each catalogue's "from" price and typical evening speeds.
  links: [
    { url: PATHS.nbn, title: 'nbn', description: 'Unlimited nbn plans for every household.', icon: 'nbn' },
    { url: PATHS.flipToFibre, title: 'Flip to Fibre', description: 'Upgrade from copper to full fibre, free.', icon: 'flip' },
    { url: PATHS.fibre, title: 'Fibre', description: 'For homes on the OptiComm and Vision networks.', icon: 'fibre' },
    { url: PATHS.homeWireless, title: 'Home wireless', description: 'Home internet over 4G and 5G, no phone line needed.', icon: 'wireless' },
    { url: PATHS.mobileBroadband, title: 'Mobile broadband', description: 'Data SIMs for tablets and laptops, with a monthly data allowance.', icon: 'mobile-broadband' },
    { url: PATHS.mobilePhone, title: 'Mobile', description: 'SIM-only plans, month to month.', icon: 'mobile' },
    { url: PATHS.homePhone, title: 'Home Phone', description: 'Add a VoIP home phone to your internet plan.', icon: 'phone' },
  ],
  promotions: [
    {
      url: PATHS.flipToFibre,
      title: 'Flip to Fibre: full fibre, free',
      description: 'On FTTN or FTTC? Choose an eligible unlimited plan and we arrange your upgrade to full fibre at no cost.',
      icon: 'flip',
    },
    {
      url: PATHS.referAFriend,
      title: 'Refer a friend',
      description: `Get ${PLAN_PROMISES.referral} when a friend you refer connects.`,
      icon: 'gift',
    },
    {
      url: PATHS.homeSecure,
      title: 'Home Secure, free to try',
      description: `Protect every device at home. Free for ${trialMonths} months, or ${trialMonthsSubscribedEarly} if you add it when you order.`,
      icon: 'shield',
    },
  ],
  steps: [
    { icon: 'address', title: 'Check your address', description: 'We look up your address and show only the plans that reach your home.' },
    { icon: 'plan', title: 'Choose your plan', description: 'Compare prices and typical evening speeds side by side, then add any extras.' },
    { icon: 'connect', title: 'Get connected', description: 'Order online and we arrange the connection with nbn or your fibre network.' },
  ],
  // Trust signals: each one true of every home broadband plan (docs/product/pricing.md#plan-promises).
  features: [
    { title: 'No lock-in contract', description: 'Month to month on every plan. Leave whenever you like.', icon: 'unlock' },
    {
      title: 'Free activation',
      description: `No activation fee from us; ${NEW_DEVELOPMENT_FEE_SHORT}.`,
      icon: 'gift',
    },
    { title: 'Australian support', description: `Call ${SUPPORT_PHONE_DISPLAY}, every day 8am to 10pm (AEST/AEDT).`, icon: 'support' },
    { title: 'Honest speeds', description: 'Every plan shows its typical evening speed (7pm to 11pm), so you know what to expect.', icon: 'gauge' },
  ],
};

export const MOBILE_PHONE_PAGE: PageContent = {
  title: 'Mobile phone plans',
  description: 'SIM-only mobile plans with no lock-in contract. Keep your number, get 5G where available and change plans any time.',
  hero: {
    title: 'SIM-only plans, month to month',
    lead: 'Unlimited standard national talk and text, a generous data allowance and no lock-in contract. Bring your own phone and keep your number.',
  },
  sections: [
    {
      heading: 'Keep your number',
      paragraphs: [
        'Moving from another provider? Tell us your number and account details when you order and we transfer it for you, usually within a few hours of activating your SIM.',
      ],
    },
    {
      heading: 'SIM or eSIM',
      paragraphs: ['Choose a physical SIM delivered free, or an eSIM you can activate straight away on a compatible phone.'],
    },
    {
      heading: 'What you should know',
      paragraphs: ['Plan inclusions and prices are shown on each plan and in its Critical Information Summary.'],
      list: [
        '5G needs a 5G-compatible phone and 5G coverage.',
        roamingSentence(),
        'All prices include GST.',
      ],
    },
  ],
};

export const HOME_SECURE_PAGE: PageContent = {
  title: 'Home Secure',
  description: `Online security for every device at home: a free ${trialMonths}-month trial that ends by itself, or ${HOME_SECURE_PRICE} with the first ${trialMonthsSubscribedEarly} months free when you subscribe early. No lock-in contract.`,
  hero: {
    title: 'Home Secure',
    lead: `Protection from viruses, ransomware, scam websites and phishing for your whole household, for ${HOME_SECURE_PRICE}.`,
  },
  sections: [
    {
      heading: 'What you get',
      paragraphs: ['Home Secure protects computers, phones and tablets at home and on the go.'],
      list: [
        'Antivirus and ransomware protection',
        'Safe browsing that blocks known scam and phishing sites',
        'Parental controls with screen-time limits and content filters',
        'One app to manage every protected device',
      ],
    },
    {
      heading: 'Try it free',
      paragraphs: [
        `Your free trial lasts ${trialMonths} months, or ${trialMonthsSubscribedEarly} months if you subscribe early by adding Home Secure when you order your nbn, fibre or Flip to Fibre plan. A free trial ends by itself with nothing to pay; only if you subscribe is Home Secure ${HOME_SECURE_PRICE} after the free months.`,
        `There is no lock-in contract: cancel any time from your account or by calling ${SUPPORT_PHONE_DISPLAY}.`,
      ],
    },
  ],
};

export const SPEED_BOOST_PAGE: PageContent = {
  title: 'My Speed Boost',
  description: 'Plans that include My Speed Boost come with 5 free Speed Upgrade days every month. Turn on a faster speed for the day when you need it.',
  hero: {
    title: 'My Speed Boost',
    lead: `Big download, a family movie night or a day of video calls? Plans that include My Speed Boost (each plan card says) come with ${PLAN_PROMISES.speedBoostDays}.`,
  },
  steps: [
    { icon: 'calendar', title: 'Pick a day', description: 'Choose a boost day in your account or the Kookaburra app.' },
    { icon: 'rocket', title: 'Get faster speed', description: 'Your connection steps up to a faster speed tier for that day.' },
    { icon: 'refresh', title: 'Back to normal', description: 'Your plan returns to its usual speed automatically, at no cost.' },
  ],
  sections: [
    {
      heading: 'Good to know',
      paragraphs: ['Speed Boost days cost nothing on the plans that include them: each plan card says whether it does.'],
      list: [
        'You get 5 boost days each month. Unused days do not carry over.',
        'The boosted speed depends on what your connection supports. On FTTN and FTTC, your copper line may limit it.',
        'A boost can take a few minutes to start.',
      ],
    },
  ],
};

export const EXEFIX_PAGE: PageContent = {
  title: 'Exefix: fix network speed troubles',
  description: 'Having network speed troubles? Exefix checks your Wi-Fi, modem and connection and tells you how to fix what it finds.',
  hero: {
    title: 'Having Network speed troubles?',
    lead: 'Exefix is our free app that finds what is slowing your internet down, from Wi-Fi black spots to a modem that needs a restart, and shows you how to fix it.',
  },
  steps: [
    { icon: 'download', title: 'Get the app', description: 'Download Exefix from our support centre (the link below) onto the computer, phone or tablet that is running slow.' },
    { icon: 'search', title: 'Run a check', description: 'Exefix tests your device, your Wi-Fi, your modem and your connection to the internet.' },
    { icon: 'wrench', title: 'Follow the fixes', description: 'Step-by-step fixes in plain English. Still stuck? Share the results with our support team.' },
  ],
  sections: [
    {
      heading: 'What Exefix checks',
      paragraphs: ['Most slowdowns start inside the home. Exefix looks at:'],
      list: [
        'Wi-Fi signal strength and interference from neighbouring networks',
        'Whether your device is on the best Wi-Fi band',
        'Your modem’s connection and firmware',
        'Speed from the modem to the internet, compared with your plan',
      ],
    },
    {
      heading: 'Quick things to try first',
      paragraphs: [
        `Restart your modem by switching it off for 30 seconds. Move closer to the modem or connect with a cable. If the problem continues, run Exefix or call us on ${SUPPORT_PHONE_DISPLAY}.`,
      ],
    },
  ],
  // "Get the app" goes somewhere real: the download is in the support centre.
  linksHeading: 'Get Exefix',
  links: [{ url: SITE_BRAND.supportCentreUrl, title: 'Download Exefix', description: 'From our support centre, with its set-up guide.', icon: 'download' }],
};

export const HARDWARE_PAGE: PageContent = {
  title: 'Modems and Wi-Fi extenders',
  description: `The ${CATALOGUE_FACTS.modem.title} and ${CATALOGUE_FACTS.extender.title}, set up for your Kookaburra service.`,
  features: [
    {
      title: CATALOGUE_FACTS.modem.title,
      description: `${CATALOGUE_FACTS.modem.features}, preconfigured for your service. ${CATALOGUE_FACTS.modem.priceTerm}.`,
      icon: 'modem',
    },
    {
      title: CATALOGUE_FACTS.extender.title,
      description: `Adds mesh Wi-Fi coverage to larger homes and far rooms. ${CATALOGUE_FACTS.extender.priceTerm}.`,
      icon: 'extender',
    },
  ],
  sections: [
    {
      heading: 'Bring your own modem',
      paragraphs: [
        'You can use your own modem if it supports your connection type. Home Phone needs a modem with a phone port, and we can only help set up modems we supply.',
      ],
    },
    // docs/product/pricing.md#modem: a free modem's cancellation fee is said only where a modem is free.
    ...(CATALOGUE_FACTS.modem.freeModemFee ? [{ heading: 'Free modem offers', paragraphs: [CATALOGUE_FACTS.modem.freeModemFee] }] : []),
  ],
};

export const REFER_A_FRIEND_PAGE: PageContent = {
  title: 'Refer a friend',
  description: `Refer a friend to Kookaburra Internet and get ${PLAN_PROMISES.referral} once they connect.`,
  steps: [
    { icon: 'share', title: 'Share your link', description: 'Find your referral link in your account and send it to friends and family.' },
    { icon: 'plug', title: 'They connect', description: 'Your friend orders a Kookaburra broadband plan using your link.' },
    { icon: 'gift', title: 'You save', description: `You get ${PLAN_PROMISES.referral}, starting from your next bill.` },
  ],
  terms: [
    'The friend must be a new Kookaburra broadband customer and stay connected for at least 30 days.',
    'The discount applies to your plan fee only, not to add-ons, hardware or call charges.',
    'One referral discount applies at a time.',
  ],
};
