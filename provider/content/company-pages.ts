// Company and legal pages: about, contact, terms, privacy, availability, not found, CIS, accessibility.
import type { PageContent } from '../../shared/schemas/content';
import { PATHS } from '../../shared/routes/paths';
import { SITE_BRAND } from './brand';
import { CATALOGUE_FACTS } from './catalogue-facts';
import { SUPPORT_PHONE_DISPLAY } from './offer-terms';

export const ABOUT_US_PAGE: PageContent = {
  title: 'About us',
  description: `${SITE_BRAND.name} is an Australian internet provider offering unlimited nbn and fibre broadband, home phone and mobile plans.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${SITE_BRAND.name} connects Australian homes to fast, reliable internet with simple plans, honest speeds and no lock-in contracts.`,
        `${SITE_BRAND.legalName} (ABN ${SITE_BRAND.abn}) is a carriage service provider and a member of the Telecommunications Industry Ombudsman scheme.`,
      ],
    },
    {
      heading: 'What we believe',
      paragraphs: ['Good internet should be easy to understand and easy to leave, so we make it easy to stay.'],
      list: [
        'Typical evening speeds on every plan',
        'No lock-in contracts and no data caps',
        'Support from a team that knows your area',
        'Fibre for as many homes as possible, through Flip to Fibre',
      ],
    },
  ],
};

export const CONTACT_US_PAGE: PageContent = {
  title: 'Contact us',
  description: `Call ${SITE_BRAND.name} on ${SUPPORT_PHONE_DISPLAY}, visit our support centre or send us a message. We are here to help.`,
  leadCopy: `Need help with a new service, a fault, an order or a bill? Call us on ${SUPPORT_PHONE_DISPLAY}, find answers any time in our support centre, or send us a message and we will get back to you.`,
  data: [
    { label: 'Sales and new services', value: 'Monday to Friday 8am to 8pm, Saturday 9am to 5pm (AEST/AEDT)' },
    { label: 'Technical support', value: 'Every day 8am to 10pm (AEST/AEDT)' },
    { label: 'Billing and accounts', value: 'Monday to Friday 8am to 6pm (AEST/AEDT)' },
    { label: 'Faults and outages', value: 'Report online at any time in the support centre' },
  ],
  links: [
    { url: SITE_BRAND.supportCentreUrl, title: 'Support centre', description: 'Guides, outages and account help, any time.', icon: 'support' },
    { url: PATHS.networkOutage, title: 'Network outages', description: 'What to do if your internet is down.', icon: 'outage' },
    { url: PATHS.lodgeComplaint, title: 'Make a complaint', description: 'How we handle complaints and how long it takes.', icon: 'complaint' },
    { url: PATHS.assistance, title: 'Assistance', description: 'Financial hardship, priority assistance and accessibility.', icon: 'heart' },
    { url: PATHS.exefix, title: 'Fix slow internet', description: 'Use Exefix to find and fix speed problems.', icon: 'wrench' },
  ],
  sections: [
    {
      heading: 'Send us a message',
      paragraphs: [
        'Use the form below and we will reply by your chosen contact method within one business day. Please do not include passwords or full card numbers.',
      ],
    },
  ],
};

export const TERMS_PAGE: PageContent = {
  title: 'Terms and conditions',
  description: `The terms that apply to ${SITE_BRAND.name} services, including our Standard Form of Agreement and Critical Information Summaries.`,
  sections: [
    {
      heading: 'Our agreement with you',
      paragraphs: [
        `Your service is supplied by ${SITE_BRAND.legalName} (ABN ${SITE_BRAND.abn}) under our Standard Form of Agreement, the Critical Information Summary for your plan and any offer terms shown when you order.`,
        'Nothing in these terms limits your rights under the Australian Consumer Law.',
      ],
    },
    {
      heading: 'Key terms',
      paragraphs: ['In short:'],
      list: [
        'Plans are month to month with no lock-in contract.',
        'Give 30 days’ notice to cancel. You pay pro-rata charges for the notice period.',
        ...(CATALOGUE_FACTS.modem.freeModemFee ? [CATALOGUE_FACTS.modem.freeModemFee] : []),
        'Your service is for residential use and subject to our Fair Use Policy.',
        'Bills are issued monthly in advance; prices include GST.',
        'We give at least 30 days’ notice of price or term changes that are not to your benefit, and you may leave without a fee.',
      ],
    },
    {
      heading: 'Other policies',
      paragraphs: [
        'Our Privacy Policy, Complaints Handling Policy and Financial Hardship Policy form part of how we deal with you, and our Standard Form of Agreement summary sets out the agreement in plain language. Each is published on its own page, linked below and from the footer of every page.',
      ],
    },
  ],
  // docs/product/content.md#published-policies: the published policies, one link each.
  links: [
    { url: PATHS.standardFormOfAgreement, title: 'Standard Form of Agreement', description: 'The agreement in plain language.', icon: 'info' },
    { url: PATHS.complaintsHandlingPolicy, title: 'Complaints Handling Policy', description: 'How we handle complaints and how long it takes.', icon: 'complaint' },
    { url: PATHS.financialHardshipPolicy, title: 'Financial Hardship Policy', description: 'Help if you are having trouble paying.', icon: 'heart' },
    { url: PATHS.privacyPolicy, title: 'Privacy policy', description: 'How we handle your personal information.', icon: 'shield' },
  ],
};

export const PRIVACY_POLICY_PAGE: PageContent = {
  title: 'Privacy policy',
  description: `How ${SITE_BRAND.name} collects, uses, holds and discloses personal information under the Privacy Act 1988 and the Australian Privacy Principles.`,
  sections: [
    {
      heading: 'Our commitment',
      paragraphs: [
        `${SITE_BRAND.legalName} handles personal information in line with the Privacy Act 1988 (Cth), the Australian Privacy Principles and Part 13 of the Telecommunications Act 1997.`,
      ],
    },
    {
      heading: 'What we collect and why',
      paragraphs: [
        'We collect your name, contact details, address, date of birth, identification and payment details so we can check your address, supply and bill your service, verify your identity and help you.',
        'Telecommunications law requires us to keep certain information about your services, such as connection and billing records, for at least two years.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: ['We share only what is needed:'],
      list: [
        'nbn and other network operators, to connect and fix your service',
        'Our contractors, such as delivery and payment providers',
        'The Integrated Public Number Database, for emergency services',
        'Law enforcement and regulators, where the law requires it',
      ],
    },
    {
      heading: 'Access, correction and complaints',
      paragraphs: [
        `You can ask for access to or correction of your information by calling ${SUPPORT_PHONE_DISPLAY}. If you have a privacy complaint, contact us first; we aim to respond within 30 days.`,
        'If you are not satisfied, you can contact the Office of the Australian Information Commissioner (oaic.gov.au, 1300\u00a0363\u00a0992) or the Telecommunications Industry Ombudsman.',
      ],
    },
  ],
};

export const AVAILABILITY_PAGE: PageContent = {
  title: 'Check your address',
  description: 'Find out which nbn, fibre and Flip to Fibre plans are available at your address.',
  leadCopy: 'Enter your street address, including unit number, to see the services and plans available to you.',
  sections: [
    {
      heading: 'Can’t find your address?',
      paragraphs: [
        `New homes can take time to appear in address records. Call us on ${SUPPORT_PHONE_DISPLAY} and we will check it for you.`,
      ],
    },
  ],
};

export const NOT_FOUND_PAGE: PageContent = {
  title: 'Page not found',
  description: 'Sorry, we could not find the page you were looking for.',
  leadCopy: 'The page may have moved, or the link may be out of date. These pages might help:',
  links: [
    { url: PATHS.home, title: 'Home', description: 'Start again from our home page.', icon: 'home' },
    { url: PATHS.nbn, title: 'nbn plans', description: 'Unlimited nbn plans, no lock-in.', icon: 'nbn' },
    { url: PATHS.flipToFibre, title: 'Flip to Fibre', description: 'Free upgrade to full fibre.', icon: 'flip' },
    { url: PATHS.contactUs, title: 'Contact us', description: `Call ${SUPPORT_PHONE_DISPLAY} or send a message.`, icon: 'support' },
  ],
};

export const CRITICAL_INFORMATION_SUMMARIES_PAGE: PageContent = {
  title: 'Critical Information Summaries',
  description: 'Key facts about every Kookaburra plan: price, inclusions, speeds, minimum cost and how to cancel.',
  sections: [
    {
      heading: 'What a Critical Information Summary tells you',
      paragraphs: [
        'Each plan has a Critical Information Summary (CIS), a short document setting out what the plan includes, its price and minimum total cost, typical speeds, and the fees for early cancellation or hardware.',
        'You will find the CIS link on each plan card. Please read it before you order. Ask us for a copy at any time.',
      ],
    },
  ],
};

export const ACCESSIBILITY_PAGE: PageContent = {
  title: 'Accessibility',
  description: `How ${SITE_BRAND.name} makes its website and services accessible, and how to contact us through the National Relay Service.`,
  sections: [
    {
      heading: 'Our website',
      paragraphs: [
        'We design this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 level AA. If something does not work for you, please tell us and we will help and fix it.',
      ],
    },
    {
      heading: 'Contacting us',
      paragraphs: [
        `If you are deaf, or find it hard hearing or speaking, contact us through the National Relay Service (NRS): choose your call channel and ask for ${SUPPORT_PHONE_DISPLAY}.`,
        'For help in your language, call the Translating and Interpreting Service (TIS National) on 131\u00a0450 and ask them to call us.',
      ],
    },
  ],
};
