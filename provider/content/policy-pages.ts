// The policies an Australian provider publishes on its website (docs/product/content.md#published-policies):
// the Complaints Handling Policy (Telecommunications (Consumer Complaints Handling) Industry Standard),
// the Financial Hardship Policy (Telecommunications (Financial Hardship) Industry Standard) and a
// summary of the Standard Form of Agreement. Each names and links the TIO and the ACMA.
import type { NavItem, PageContent } from '../../shared/schemas/content';
import { PATHS } from '../../shared/routes/paths';
import { SITE_BRAND } from './brand';
import { SUPPORT_PHONE_DISPLAY } from './offer-terms';
import { TIO_PHONE } from './support-pages';

export const TIO_URL = 'https://www.tio.com.au';
export const ACMA_URL = 'https://www.acma.gov.au';

const TIO_LINK: NavItem = {
  url: TIO_URL,
  title: 'Telecommunications Industry Ombudsman (TIO)',
  description: `Free, independent dispute resolution for phone and internet complaints. Call ${TIO_PHONE}.`,
  icon: 'complaint',
};

const ACMA_LINK: NavItem = {
  url: ACMA_URL,
  title: 'Australian Communications and Media Authority (ACMA)',
  description: 'The regulator that makes and enforces the rules on complaints, financial hardship and customer protection.',
  icon: 'info',
};

/** The external bodies, then the site's own related pages. */
const OUTSIDE_HELP_HEADING = 'Independent help and the rules we follow';

export const COMPLAINTS_HANDLING_POLICY_PAGE: PageContent = {
  title: 'Complaints Handling Policy',
  description: `How ${SITE_BRAND.name} receives, acknowledges, resolves and escalates complaints, with timeframes, and how to contact the Telecommunications Industry Ombudsman.`,
  leadCopy: `This policy explains how ${SITE_BRAND.legalName} (ABN ${SITE_BRAND.abn}) handles complaints under the Telecommunications (Consumer Complaints Handling) Industry Standard 2018, which the Australian Communications and Media Authority (ACMA) enforces. Making a complaint is free.`,
  sections: [
    {
      heading: 'What a complaint is',
      paragraphs: [
        'A complaint is any expression of dissatisfaction with our products, our services or the way we handled a complaint, where you expect a response or a resolution. You do not have to use the word "complaint": if you tell us you are unhappy and want it fixed, we treat it as one.',
      ],
    },
    {
      heading: 'How to make a complaint',
      paragraphs: ['Contact us in whichever way suits you:'],
      list: [
        `Phone ${SUPPORT_PHONE_DISPLAY}`,
        'Send a message from our contact page and choose the complaints category',
        'Through the National Relay Service, or TIS National on 131\u00a0450 for help in your language',
        'Through someone you trust, such as a family member or financial counsellor, as your authorised representative',
      ],
    },
    {
      heading: 'Our timeframes',
      paragraphs: ['When you complain, we give you a unique complaint reference number and the name of the team handling it. Then:'],
      list: [
        'We acknowledge your complaint within 2 working days (at once if you complain by phone).',
        'We resolve it within 15 working days of receiving it.',
        'An urgent complaint (one about financial hardship, a disconnection or an imminent disconnection, or a priority assistance service) gets its proposed resolution within 2 working days.',
        'If we cannot meet a timeframe, we tell you before it passes: why, the new date, and that you can go to the Telecommunications Industry Ombudsman. A delay of more than 10 working days is only with good reason.',
        'Once we agree a resolution, we carry out the actions within 10 working days of your agreement, unless you ask for something else.',
        'We do not close your complaint until you are satisfied, or until we have told you how to go to the Ombudsman and you have not come back to us within 10 working days.',
      ],
    },
    {
      heading: 'While we look into it',
      paragraphs: [
        'We will not suspend, restrict or disconnect your service because of an amount you are disputing in a complaint, and we will not pursue that amount or pass it to a debt collector while the complaint is open. You still pay any charges that are not in dispute.',
        'We keep you updated, in the way you asked us to contact you, and you can ask for an update at any time by quoting your reference number.',
      ],
    },
    {
      heading: 'If you are not satisfied',
      paragraphs: [
        'Ask us to escalate your complaint. A senior complaints specialist, who was not involved in the first decision, reviews it and contacts you within 2 working days of your request.',
        `If you are still not satisfied, or we have not met our timeframes, you can contact the Telecommunications Industry Ombudsman (TIO), a free and independent dispute resolution service, on ${TIO_PHONE} or at tio.com.au. The TIO usually asks you to give us the chance to fix the problem first, but you can contact it at any time.`,
      ],
    },
    {
      heading: 'How we learn from complaints',
      paragraphs: [
        'We record every complaint and review the causes each month, so the same problem does not happen to someone else. We report our complaint numbers to the ACMA as the rules require.',
      ],
    },
  ],
  linksHeading: OUTSIDE_HELP_HEADING,
  links: [
    TIO_LINK,
    ACMA_LINK,
    { url: PATHS.lodgeComplaint, title: 'Make a complaint', description: 'The quick guide: how to reach us and what happens next.', icon: 'complaint' },
  ],
};

export const FINANCIAL_HARDSHIP_POLICY_PAGE: PageContent = {
  title: 'Financial Hardship Policy',
  description: `Help from ${SITE_BRAND.name} if you are having trouble paying your bill: payment plans, deferral, lower-cost plans, and no disconnection while we assess your request.`,
  leadCopy: `This policy explains how ${SITE_BRAND.legalName} helps customers who are having trouble paying, under the Telecommunications (Financial Hardship) Industry Standard 2024, which the Australian Communications and Media Authority (ACMA) enforces. Asking for help is free and does not affect your credit rating.`,
  sections: [
    {
      heading: 'Who this policy is for',
      paragraphs: [
        'Anyone with a service from us who cannot pay their bill, or expects they will not be able to, because of illness, job loss, family violence, a natural disaster, a change in family circumstances or any other reason. You do not have to be behind on your bill to ask, and we do not need you to prove your situation for short-term help.',
      ],
    },
    {
      heading: 'How to ask for help',
      paragraphs: [
        `Call ${SUPPORT_PHONE_DISPLAY} and ask for financial hardship assistance, or send a message from our contact page choosing the billing category and the words "financial hardship". A financial counsellor or someone you trust can contact us for you.`,
        'We will ask about your situation and what you can afford, and talk you through the options. We reply to a request within 5 working days, and we treat a hardship complaint as urgent.',
      ],
    },
    {
      heading: 'The help we offer',
      paragraphs: ['We work with you on an arrangement you can keep up with, such as:'],
      list: [
        'A payment plan: paying what you owe in smaller instalments over time',
        'Deferral: more time to pay a bill, without late payment fees',
        'Moving to a lower-cost plan, with no fee to change',
        'Waiving late payment fees, and in some cases part of the debt',
        'Pausing your service, or limiting it to what you need, while you get back on your feet',
        'Information about free, independent financial counselling, such as the National Debt Helpline on 1800\u00a0007\u00a0007',
      ],
    },
    {
      heading: 'No disconnection while we assess your request',
      paragraphs: [
        'While we assess your request, and while you keep to an arrangement, we will not suspend, restrict or disconnect your service for non-payment, and we will not pass your debt to a debt collector or list a default with a credit reporting body.',
        'Disconnection is a last resort. If an arrangement does not work, we contact you first to talk about other options, and we give you written notice before any restriction, with at least 7 days before a suspension and a further notice before a disconnection.',
      ],
    },
    {
      heading: 'Our commitments',
      paragraphs: ['Whatever help we agree:'],
      list: [
        'We confirm any arrangement in writing within 5 working days, with what you pay and when.',
        'We do not charge a fee for a hardship arrangement.',
        'We review an arrangement with you if your situation changes, at your request or ours.',
        'We keep your information confidential and use it only to help you.',
      ],
    },
    {
      heading: 'If you are not satisfied',
      paragraphs: [
        `Make a complaint under our Complaints Handling Policy: a hardship complaint is urgent and gets a proposed resolution within 2 working days. You can also contact the Telecommunications Industry Ombudsman (TIO) on ${TIO_PHONE} or at tio.com.au.`,
      ],
    },
  ],
  linksHeading: OUTSIDE_HELP_HEADING,
  links: [
    TIO_LINK,
    ACMA_LINK,
    { url: PATHS.complaintsHandlingPolicy, title: 'Complaints Handling Policy', description: 'How we handle complaints and how long it takes.', icon: 'complaint' },
    { url: PATHS.assistance, title: 'Assistance', description: 'Priority assistance and accessible ways to contact us.', icon: 'heart' },
  ],
};

export const STANDARD_FORM_OF_AGREEMENT_PAGE: PageContent = {
  title: 'Standard Form of Agreement: summary',
  description: `A plain-language summary of the ${SITE_BRAND.name} Standard Form of Agreement: the service, no lock-in contract, billing, 30 days' notice, suspension, liability, and how to get the full agreement.`,
  leadCopy: `The Standard Form of Agreement (SFOA) is the contract between you and ${SITE_BRAND.legalName} (ABN ${SITE_BRAND.abn}) for every service we supply. It is made up of our General Terms, the Service Description for your service, the Critical Information Summary for your plan and any offer terms shown when you order. This page summarises it; the full agreement governs.`,
  sections: [
    {
      heading: 'The service',
      paragraphs: [
        'We supply the internet, home phone or mobile service you order, at the address or on the SIM you order it for, as described in its Service Description and Critical Information Summary. Broadband speeds depend on your connection and the network; each plan states its typical evening speed.',
        'Services are for residential use, under our Fair Use Policy. We connect your service after we confirm your address can get it (service qualification).',
      ],
    },
    {
      heading: 'Contract term: no lock-in',
      paragraphs: [
        'Every plan is month to month: there is no minimum term and no early termination fee. The minimum cost shown for each plan is what you pay if you leave as early as you can.',
      ],
    },
    {
      heading: 'Billing and payment',
      paragraphs: ['Bills are issued monthly in advance for the plan fee, and in arrears for usage charges such as pay-as-you-go calls. Prices include GST.'],
      list: [
        'Pay by direct debit from a bank account or card, on or before the due date on your bill.',
        'Your bill shows each charge; you can see every bill in your account online.',
        'If you cannot pay, contact us: our Financial Hardship Policy sets out the help available.',
        'If you dispute a charge, we handle it under our Complaints Handling Policy and do not pursue the disputed amount while the complaint is open.',
      ],
    },
    {
      heading: 'Ending the agreement: 30 days’ notice',
      paragraphs: [
        'You can cancel at any time by giving us 30 days’ notice. You pay the plan fee for the notice period, pro rata, and any hardware you chose to pay for.',
        'We may end the agreement by giving you 30 days’ notice, or sooner where the law or the network requires it (for example, if the service can no longer be supplied at your address).',
      ],
    },
    {
      heading: 'Changes to the agreement',
      paragraphs: [
        'We give you at least 30 days’ notice of a change that is not to your benefit, such as a price rise, and you may then leave without any fee. Changes that benefit you, or that the law requires, can take effect sooner.',
      ],
    },
    {
      heading: 'Suspension and disconnection',
      paragraphs: ['We may suspend or restrict your service, after written notice where the law requires it, if:'],
      list: [
        'A bill is overdue and you have not contacted us or kept to a payment arrangement (never while a hardship request or a complaint about the amount is being assessed)',
        'The service is used illegally, to harm others, or against our Fair Use Policy',
        'We need to, for an emergency, network safety or maintenance',
      ],
    },
    {
      heading: 'Our liability',
      paragraphs: [
        'Nothing in the agreement excludes your rights under the Australian Consumer Law, including the consumer guarantees. Where the law allows, our liability for a failure that is not a consumer guarantee is limited to supplying the service again or paying for it to be supplied again.',
        'We are not liable for loss caused by things outside our reasonable control, such as a wide network outage or a natural disaster, but we tell you about outages and help you through them.',
      ],
    },
    {
      heading: 'Getting the full agreement',
      paragraphs: [
        `We send the full Standard Form of Agreement, with the General Terms and the Service Description for your service, with your order confirmation. The key terms are on our terms and conditions page and the Critical Information Summary of every plan is on our Critical Information Summaries page. Call ${SUPPORT_PHONE_DISPLAY} for another copy by email or post, or in large print.`,
        `If something in the agreement is not right for you, talk to us first. You can also contact the Telecommunications Industry Ombudsman (TIO) on ${TIO_PHONE}.`,
      ],
    },
  ],
  linksHeading: OUTSIDE_HELP_HEADING,
  links: [
    TIO_LINK,
    ACMA_LINK,
    { url: PATHS.terms, title: 'Terms and conditions', description: 'Our General Terms and Service Descriptions.', icon: 'info' },
    { url: PATHS.criticalInformationSummaries, title: 'Critical Information Summaries', description: 'Price, inclusions and minimum cost for every plan.', icon: 'info' },
  ],
};
