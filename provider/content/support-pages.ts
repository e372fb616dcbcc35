// Support and information pages: complaints, eSafety, assistance, outages, disaster relief and the
// School Student Broadband Initiative (docs/product/frame.md#route-table, docs/product/frame.md#promo-banner).
import type { PageContent } from '../../shared/schemas/content';
import { SITE_BRAND } from './brand';
import { SUPPORT_PHONE_DISPLAY } from './offer-terms';

export const TIO_PHONE = '1800\u00a0062\u00a0058';

export const LODGE_A_COMPLAINT_PAGE: PageContent = {
  title: 'Make a complaint',
  description: `How to make a complaint to ${SITE_BRAND.name}, how long it takes, and how to escalate to the Telecommunications Industry Ombudsman.`,
  leadCopy: 'We want to put things right. Making a complaint is free, and we handle it under the Telecommunications Consumer Protections Code and the Telecommunications (Consumer Complaints Handling) Industry Standard.',
  sections: [
    {
      heading: 'How to complain',
      paragraphs: ['Contact us in the way that suits you and tell us you want to make a complaint:'],
      list: [
        `Call ${SUPPORT_PHONE_DISPLAY}`,
        'Send a message from our contact page, choosing the complaints category',
        'Ask someone you trust to contact us for you as your authorised representative',
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: ['We give you a complaint reference number and keep you updated.'],
      list: [
        'We acknowledge your complaint within 2 working days.',
        'We aim to resolve it within 15 working days.',
        'Urgent complaints, such as financial hardship, a disconnection or a priority assistance service, get action within 2 working days.',
        'If we need more time, we tell you why and when to expect a resolution before the deadline passes.',
      ],
    },
    {
      heading: 'If you are not satisfied',
      paragraphs: [
        'Ask for your complaint to be escalated to a senior complaints specialist.',
        `You can also contact the Telecommunications Industry Ombudsman (TIO), a free and independent dispute resolution service, on ${TIO_PHONE} or at tio.com.au. The TIO will usually ask you to give us a chance to fix the problem first.`,
      ],
    },
  ],
};

export const ESAFETY_PAGE: PageContent = {
  title: 'Staying safe online',
  description: 'eSafety Commissioner resources for families, and where to report online abuse, scams and illegal content.',
  sections: [
    {
      heading: 'The eSafety Commissioner',
      paragraphs: [
        'The eSafety Commissioner is Australia’s independent regulator for online safety. Its website, esafety.gov.au, has practical guides for parents, young people, women and older Australians.',
      ],
    },
    {
      heading: 'Report harmful content',
      paragraphs: ['You can report these to eSafety at esafety.gov.au/report:'],
      list: [
        'Cyberbullying of a child or young person',
        'Adult cyber abuse',
        'Image-based abuse: intimate images shared without consent',
        'Illegal and restricted online content',
      ],
    },
    {
      heading: 'Scams and cybercrime',
      paragraphs: [
        'Report scams to Scamwatch at scamwatch.gov.au, and cybercrime such as hacked accounts or ransomware to ReportCyber at cyber.gov.au.',
        `We will never ask for your password or for remote access to your computer out of the blue. If a call claiming to be from us seems wrong, hang up and call ${SUPPORT_PHONE_DISPLAY}.`,
      ],
    },
    {
      heading: 'Tools that help at home',
      paragraphs: [
        'Home Secure adds parental controls, screen-time limits and safe browsing to your family’s devices. If someone is in immediate danger, call 000.',
      ],
    },
  ],
};

export const ASSISTANCE_PAGE: PageContent = {
  title: 'Assistance',
  description: 'Help with paying your bill, priority assistance for life-threatening medical conditions, and accessible ways to contact us.',
  sections: [
    {
      heading: 'Financial hardship',
      paragraphs: [
        `If you are having trouble paying your bill, call us on ${SUPPORT_PHONE_DISPLAY} as early as you can. We follow the Telecommunications (Financial Hardship) Industry Standard 2024 and will work with you on options such as:`,
        'Hardship arrangements are free, and we consider disconnection only as a last resort. For free, confidential financial counselling, call the National Debt Helpline on 1800\u00a0007\u00a0007.',
      ],
      list: [
        'A payment plan or more time to pay',
        'Moving to a lower-cost plan without a fee',
        'Waiving late payment fees',
        'Pausing or limiting your service while you get back on your feet',
      ],
    },
    {
      heading: 'Priority assistance',
      paragraphs: [
        'If you or someone in your home has a diagnosed life-threatening medical condition, you can apply for priority assistance, with faster connection and fault repair. Ask us for the form, which your doctor signs.',
        'nbn services, including Home Phone, do not work in a power outage. Keep a charged mobile phone as a backup, and if you use a medical alarm, register it with nbn’s Medical Alarm Register.',
      ],
    },
    {
      heading: 'Accessibility and the National Relay Service',
      paragraphs: [
        `If you are deaf, or find it hard hearing or speaking, contact us through the National Relay Service and ask for ${SUPPORT_PHONE_DISPLAY}.`,
        'For help in your language, call TIS National on 131\u00a0450 and ask them to call us.',
      ],
      list: [
        'TTY: 133\u00a0677',
        'Speak and Listen: 1300\u00a0555\u00a0727',
        'SMS relay: 0423 677 767',
        'Captioned and video relay: through the NRS app',
      ],
    },
  ],
};

export const NETWORK_OUTAGE_PAGE: PageContent = {
  title: 'Network outages',
  description: 'Internet down? Check for outages in your area and follow these steps to get back online.',
  sections: [
    {
      heading: 'Check for an outage',
      paragraphs: [
        'Our support centre lists current and planned outages by area, with the latest update from us or nbn. If your area is listed, there is no need to report it; we will update the page until it is fixed.',
      ],
    },
    {
      heading: 'No outage listed? Try these steps',
      paragraphs: ['Most problems are fixed by one of these:'],
      list: [
        'Turn your modem off at the wall, wait 30 seconds and turn it back on',
        'If you have an nbn connection box, check its power light is on',
        'Check that every cable is firmly plugged in',
        'Try a device connected by cable to rule out Wi-Fi',
        'Run Exefix to find speed and Wi-Fi problems',
      ],
    },
    {
      heading: 'Still not working?',
      paragraphs: [
        `Report a fault in the support centre or call ${SUPPORT_PHONE_DISPLAY}. While you wait, you can share your mobile’s data as a hotspot.`,
        'Home Phone does not work during an outage. Use a mobile phone to call 000 in an emergency.',
      ],
    },
  ],
};

export const DISASTER_RELIEF_PAGE: PageContent = {
  title: 'Flood and disaster relief',
  description: 'Support for customers affected by floods, bushfires, storms and other natural disasters.',
  leadCopy: 'If you have been affected by a flood, bushfire or other disaster, we are here to help. Your safety comes first: if life or property is in danger, call 000.',
  sections: [
    {
      heading: 'How we can help',
      paragraphs: [`Call us on ${SUPPORT_PHONE_DISPLAY} and tell us you have been affected. Depending on your situation, we can:`],
      list: [
        'Pause your bill while your home is uninhabitable',
        'Forward your home phone number to your mobile for free',
        'Move your service to temporary accommodation without a relocation fee',
        'Waive late payment fees and set up a payment plan',
        'Replace a modem damaged by the disaster',
      ],
    },
    {
      heading: 'Other help',
      paragraphs: [
        'For flood and storm help, call the SES on 132\u00a0500. For information on government disaster payments, call the Australian Government Emergency Information Line on 180 22 66.',
        'During major disasters, nbn may set up temporary connections and free community Wi-Fi at evacuation centres.',
      ],
    },
    {
      heading: 'Be prepared',
      paragraphs: [
        'Keep a charged power bank and a battery-powered radio. Your nbn service and Home Phone need mains power, so your mobile is your backup.',
      ],
    },
  ],
};

export const SCHOOL_STUDENT_BROADBAND_PAGE: PageContent = {
  title: 'School Student Broadband Initiative',
  description:
    'Free nbn home internet for eligible families with school students, through the Australian Government’s School Student Broadband Initiative.',
  leadCopy:
    'The School Student Broadband Initiative (SSBI) is an Australian Government program, delivered with nbn, that gives eligible families with school-aged children free nbn home internet. Kookaburra Internet is a participating provider.',
  sections: [
    {
      heading: 'Who is eligible',
      paragraphs: ['A family is eligible when it:'],
      list: [
        'Has a child living at home who is enrolled in an Australian school',
        'Does not have an active nbn home internet service (a mobile service does not count)',
        'Lives at a premises that can get a standard nbn connection',
        'Is nominated by a participating organisation, or self-nominates through the SSBI National Referral Centre',
      ],
    },
    {
      heading: 'What you get',
      paragraphs: [
        'A free nbn 50/20 plan with unlimited data and no lock-in contract, for the period set by the Australian Government. Places are limited.',
        'When the free period ends, we will contact you about your options. We will never move you to a paid plan without your consent.',
      ],
    },
    {
      heading: 'How to apply',
      paragraphs: [
        'Ask your school or community organisation, or call the SSBI National Referral Centre on 1800\u00a0954\u00a0610. Once you receive your voucher, call us to connect.',
      ],
    },
  ],
};
