// The slide-out menu and the footer lists served by `GET /api/nav` (docs/product/frame.md#nav-bar, docs/product/frame.md#nav-payload).
import type { NavItem, NavLink, NavMenuItem, NavPayload } from '../../shared/schemas/content';
import { PATHS } from '../../shared/routes/paths';
import { BUSINESS_SITE_URL, SITE_BRAND } from './brand';
import { SUPPORT_PHONE_DISPLAY } from './offer-terms';

const business = (path: string, title: string): NavLink => ({ url: `${BUSINESS_SITE_URL}${path}`, title });

const group = (title: string, items: NavItem[]): NavMenuItem[] => items.map((item) => ({ ...item, group: title }));

export const NAV: NavPayload = {
  // docs/product/frame.md#menu: three groups, products first. The logo leads home, so there is no Home item.
  // External items (support centre) open in a new tab.
  items: [
    ...group('Products', [
      { url: PATHS.nbn, title: 'nbn', description: 'Unlimited nbn plans, no lock-in', icon: 'nbn' },
      { url: PATHS.flipToFibre, title: 'Flip to Fibre', description: 'Free upgrade to full fibre', icon: 'flip' },
      { url: PATHS.fibre, title: 'Fibre', description: 'OptiComm and Vision fibre networks', icon: 'fibre' },
      { url: PATHS.homeWireless, title: 'Home wireless', description: 'Home internet over 4G and 5G', icon: 'wireless' },
      { url: PATHS.mobileBroadband, title: 'Mobile broadband', description: 'Data SIMs for tablets and laptops', icon: 'mobile-broadband' },
      { url: PATHS.mobilePhone, title: 'Mobile', description: 'SIM-only plans, month to month', icon: 'mobile' },
      { url: PATHS.homePhone, title: 'Home Phone', description: 'VoIP home phone, keep your number', icon: 'phone' },
      { url: PATHS.voipInternational, title: 'International call rates', description: 'Rates for calls overseas', icon: 'globe' },
      { url: PATHS.homeSecure, title: 'Home Secure', description: 'Online protection for every device', icon: 'shield' },
      { url: PATHS.speedBoost, title: 'My Speed Boost', description: 'Free Speed Upgrade days', icon: 'rocket' },
    ]),
    ...group('Help and support', [
      { url: PATHS.contactUs, title: 'Contact us', description: `Call ${SUPPORT_PHONE_DISPLAY} or send a message`, icon: 'support' },
      { url: SITE_BRAND.supportCentreUrl, title: 'Support centre', description: 'Guides and account help, any time', icon: 'help' },
      { url: PATHS.networkOutage, title: 'Network outages', description: 'Internet down? Start here', icon: 'outage' },
      { url: PATHS.exefix, title: 'Exefix', description: 'Fix network speed troubles', icon: 'wrench' },
      { url: PATHS.lodgeComplaint, title: 'Make a complaint', description: 'How we put things right', icon: 'complaint' },
      { url: PATHS.assistance, title: 'Assistance', description: 'Hardship, priority assistance, accessibility', icon: 'heart' },
      { url: PATHS.disasterRelief, title: 'Disaster relief', description: 'Help after floods and bushfires', icon: 'disaster' },
      { url: PATHS.esafety, title: 'Staying safe online', description: 'eSafety resources and reporting', icon: 'esafety' },
    ]),
    ...group('Company', [
      { url: PATHS.aboutUs, title: 'About us', description: 'Who we are and how we work', icon: 'about' },
      { url: PATHS.referAFriend, title: 'Refer a friend', description: 'Share your link, both of you save', icon: 'gift' },
      { url: PATHS.schoolStudentBroadband, title: 'School Student Broadband Initiative', description: 'Free nbn for eligible families', icon: 'school' },
    ]),
  ],
  footer: {
    nbn: [
      { url: PATHS.nbn, title: 'nbn plans' },
      { url: PATHS.flipToFibre, title: 'Flip to Fibre' },
      { url: PATHS.flipFeatures, title: 'Fibre features' },
      { url: PATHS.flipAboutSpeeds, title: 'About speeds' },
      { url: PATHS.flipFaqTerms, title: 'Flip to Fibre Q&A and terms' },
      { url: PATHS.speedBoost, title: 'My Speed Boost' },
      { url: PATHS.homeSecure, title: 'Home Secure' },
    ],
    broadband: [
      { url: PATHS.fibre, title: 'Fibre' },
      { url: PATHS.homeWireless, title: 'Home wireless' },
      { url: PATHS.mobileBroadband, title: 'Mobile broadband' },
      { url: PATHS.hardware, title: 'Modems and extenders' },
      { url: PATHS.availability, title: 'Check your address' },
      { url: PATHS.movingHouse, title: 'Moving house' },
    ],
    phone: [
      { url: PATHS.mobilePhone, title: 'Mobile plans' },
      { url: PATHS.homePhone, title: 'Home Phone' },
      { url: PATHS.flipPhone, title: 'Home Phone with Flip to Fibre' },
      { url: PATHS.voipInternational, title: 'International call rates' },
    ],
    about: [
      { url: PATHS.home, title: 'Home' },
      { url: PATHS.aboutUs, title: 'About us' },
      { url: PATHS.contactUs, title: 'Contact us' },
      { url: SITE_BRAND.supportCentreUrl, title: 'Support centre' },
      { url: PATHS.referAFriend, title: 'Refer a friend' },
      { url: PATHS.exefix, title: 'Exefix' },
      { url: PATHS.schoolStudentBroadband, title: 'School Student Broadband Initiative' },
    ],
    company: [
      { url: PATHS.terms, title: 'Terms and conditions' },
      { url: PATHS.privacyPolicy, title: 'Privacy policy' },
      { url: PATHS.criticalInformationSummaries, title: 'Critical Information Summaries' },
      { url: PATHS.standardFormOfAgreement, title: 'Standard Form of Agreement' },
      { url: PATHS.complaintsHandlingPolicy, title: 'Complaints Handling Policy' },
      { url: PATHS.financialHardshipPolicy, title: 'Financial Hardship Policy' },
      { url: PATHS.lodgeComplaint, title: 'Make a complaint' },
      { url: PATHS.assistance, title: 'Assistance' },
      { url: PATHS.accessibility, title: 'Accessibility' },
      { url: PATHS.networkOutage, title: 'Network outages' },
      { url: PATHS.disasterRelief, title: 'Disaster relief' },
      { url: PATHS.esafety, title: 'eSafety' },
    ],
    business: {
      general: [
        business('/', 'Business home'),
        business('/internet', 'Business nbn and fibre'),
        business('/contact', 'Talk to our business team'),
      ],
      voip: [business('/voip', 'Business VoIP'), business('/voip/hosted-pbx', 'Hosted PBX')],
      network_solutions: [
        business('/network-solutions', 'Network solutions'),
        business('/network-solutions/managed-wifi', 'Managed Wi-Fi'),
        business('/network-solutions/it-support', 'IT support'),
      ],
    },
  },
};
