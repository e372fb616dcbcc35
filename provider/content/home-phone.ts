// Home phone (VoIP) content: `nbn/phone` and `voip/internationalCallRates` (docs/product/content.md#home-phone-page, docs/product/content.md#content-calls, docs/product/pricing.md#unlimited-international-destinations).
import type { PageContent } from '../../shared/schemas/content';
import { formatPrice } from '../../shared/domain/pricing/money';
import { VOICE } from '../../shared/domain/pricing/price-list';
import { CATALOGUE_FACTS } from './catalogue-facts';
import { PAYG_RATES, UNLIMITED_INTERNATIONAL_LIST, SUPPORT_PHONE_DISPLAY } from './offer-terms';

/** The call packs' monthly prices, as the order charges them (docs/product/pricing.md#call-packs). */
const UNLIMITED_MONTHLY = CATALOGUE_FACTS.unlimitedCalls.monthly;
const PAYG_MONTHLY = `${formatPrice(VOICE.paygMonthly, { dollarSign: true })}/mth`;

const RATE_HEADINGS = ['Call type', 'Price (inc. GST)'];

// docs/product/pricing.md#pay-as-you-go-rates: the rates that are the same on both voice plans.
const SERVICE_NUMBER_ROWS: string[][] = [
  ['13/1300 numbers', PAYG_RATES.thirteenNumbers],
  ['1223 directory assistance', PAYG_RATES.directory1223],
  ['1225 international directory assistance', PAYG_RATES.directory1225],
  ['Calls between Kookaburra customers', PAYG_RATES.betweenCustomers],
];

export const HOME_PHONE_CONTENT: PageContent = {
  title: 'Home Phone',
  description:
    'Add a home phone to your Kookaburra nbn or fibre plan. Keep your number, plug your handset into your modem and choose pay as you go or unlimited calls.',
  leadCopy:
    'Home Phone is a VoIP (Voice over Internet Protocol) service that runs over your Kookaburra broadband. Keep your existing number, use the handset you already have, and pick the call plan that suits how you talk.',
  steps: [
    {
      icon: 'cart',
      title: 'Add Home Phone to your order',
      description:
        'Choose pay as you go or Unlimited when you order your nbn or fibre plan. Tell us if you want to keep your current landline number.',
    },
    {
      icon: 'transfer',
      title: 'We set up your number',
      description:
        'We transfer your existing number from your old provider, or give you a new local number, and switch it on with your broadband.',
    },
    {
      icon: 'phone',
      title: 'Plug in and call',
      description:
        'Plug your home phone handset into the phone port on the back of your modem. That is it: no extra wiring and no technician visit.',
    },
  ],
  payg: {
    title: 'Pay as you go',
    description: 'No monthly fee. Pay only for the calls you make, and call other Kookaburra customers for free.',
    subHeading: PAYG_MONTHLY,
    table: {
      headings: RATE_HEADINGS,
      rows: [
        ['Local calls', PAYG_RATES.local],
        ['National calls', PAYG_RATES.national],
        ['Calls to Australian mobiles', PAYG_RATES.australianMobiles],
        ...SERVICE_NUMBER_ROWS,
        ['International calls', 'See our international call rates'],
      ],
    },
    terms: [
      'Calls to Australian mobiles are charged per minute or part thereof.',
      'International calls are charged at our international call rates.',
      'Calls to 1900 premium numbers are barred.',
    ],
  },
  unlimited: {
    title: 'Unlimited',
    description: `Unlimited local, national, mobile and listed international calls for ${UNLIMITED_MONTHLY}, added to your Kookaburra broadband bill.`,
    subHeading: UNLIMITED_MONTHLY,
    table: {
      headings: RATE_HEADINGS,
      rows: [
        ['Local calls', 'Unlimited'],
        ['National calls', 'Unlimited'],
        ['Calls to Australian mobiles', 'Unlimited'],
        [`Unlimited international calls to ${UNLIMITED_INTERNATIONAL_LIST}`, 'Unlimited'],
        ...SERVICE_NUMBER_ROWS,
      ],
    },
    terms: [
      'Unlimited calls are for standard personal use and subject to our Fair Use Policy.',
      'Calls to international destinations not listed are charged at our international call rates.',
    ],
  },
  terms: [
    'Home Phone needs an active Kookaburra nbn or fibre service and a compatible modem with a phone port.',
    'Home Phone does not work during a power outage or an internet outage, including calls to 000. Keep a charged mobile phone for emergencies.',
    'Medical alarms, back-to-base security alarms and fax machines may not work with VoIP. Check with the device supplier before you switch.',
    'If you do not add Home Phone when you move your broadband to us, you may lose your existing landline number.',
    'Both call plans are month to month with no lock-in contract. Prices include GST.',
  ],
  faqsHeading: 'Things you should know about Home Phone VoIP',
  faqs: [
    [
      'What is VoIP?',
      'VoIP stands for Voice over Internet Protocol. Your calls travel over your broadband connection instead of the old copper phone network, which is how home phones work on the nbn.',
    ],
    [
      'Can I keep my existing phone number?',
      'In most cases, yes. Tell us your number when you order and we will transfer it from your current provider. Your number stays with your old provider until the transfer completes, so do not cancel your old service first.',
    ],
    [
      'Will my home phone work in a blackout?',
      'No. Your modem needs power, so Home Phone stops working during a power outage, and also during an internet outage. Keep a charged mobile phone handy so you can always call 000.',
    ],
    [
      'Can I call 000?',
      'Yes. Calls to 000 are free from Home Phone while your power and internet are working. Your address is registered with the emergency services database when your service is set up.',
    ],
    [
      'Which calls does Unlimited include?',
      `Unlimited local and national calls, calls to Australian mobiles, and unlimited international calls to ${UNLIMITED_INTERNATIONAL_LIST}.`,
      'Calls to 13/1300 numbers, 1223 and 1225 are charged at the rates in the table.',
    ],
    [
      'Do I need a new handset?',
      'No. Any standard cordless or corded home phone works. Plug it into the phone port on your Kookaburra modem.',
    ],
    [
      'Will my medical or security alarm work?',
      'Some alarms need a traditional phone line and may not work with VoIP. Ask your alarm provider before you switch. If you rely on a medical alarm, register it with nbn and talk to us about priority assistance.',
    ],
    [
      'Can I change between pay as you go and Unlimited?',
      `Yes, at any time. Call us on ${SUPPORT_PHONE_DISPLAY} and the change applies from your next bill.`,
    ],
  ],
};

export const INTERNATIONAL_CALL_RATES_CONTENT: PageContent = {
  title: 'International call rates',
  description: `Pay-as-you-go rates for calls from your Kookaburra Home Phone to other countries. The Unlimited pack includes unlimited international calls to ${UNLIMITED_INTERNATIONAL_LIST}.`,
};
