// The head table (docs/product/frame.md#page-meta), with robots.txt and sitemap.xml built from it; apart from pages.ts so
// the browser entry does not carry it (docs/architecture.md#budgets).
import { escapeHtml } from '../escape-html';
import { SITE_BRAND } from '../site-config';
import { API_PREFIX } from './api-paths';
import { DECLARED_PAGES, PAGES, type PageKey } from './pages';
import { canonicalUrl, withoutTrailingSlash } from './paths';

export interface PageMeta {
  title: string;
  description: string;
  /** The page's main heading (h1). */
  heading: string;
  /** Listed in sitemap.xml and open to crawlers. */
  indexable: boolean;
  /** Sitemap priority 0..1. */
  priority: number;
  ogType: 'website' | 'article' | 'product.group';
}

/** The words of a title and description that name the "from" price of the page's `plans` (priced-page-meta.ts). */
export interface PricedHead {
  title: (from: string) => string;
  /** `speedsUpTo`: 'up to 500Mbps', the fastest plan listed (docs/product/pricing.md#plan-promises). */
  description: (from: string, fromWithMonths: string, speedsUpTo: string | null) => string;
}

/**
 * A query parameter a page renders with (page-query.ts reads each); `speed-advice` stands for every answer of
 * "What speed do I need?" (docs/product/plans.md#what-speed-do-i-need).
 */
export type QueryParam = 'speed-advice' | 'service' | 'address' | 'loc' | 'sent' | 'error' | 'plans';

type PageHead = PageMeta & {
  priced?: PricedHead;
  /** The query parameters the page renders with: the page cache files a copy per set of their values. */
  reads?: readonly QueryParam[];
};

const SPEED_READS: readonly QueryParam[] = ['speed-advice'];

const brand = SITE_BRAND.name;
/** A page's title as the head table writes it: its own words, then the brand. */
export const pageTitle = (title: string): string => `${title} | ${brand}`;
const page = (
  title: string,
  heading: string,
  description: string,
  { indexable = true, priority = 0.5, ogType = 'website', ...rest }: Partial<Omit<PageHead, 'title' | 'heading' | 'description'>> = {},
): PageHead => ({ title: pageTitle(title), heading, description, indexable, priority, ogType, ...rest });

const PAGE_META: Readonly<Record<PageKey, PageHead>> = {
  home: page(
    'nbn, Fibre & Mobile Plans with No Lock-in Contracts',
    'Fast, honest internet for Australian homes',
    'Unlimited data nbn, fibre and home wireless plans, and mobile plans, with no lock-in contracts. Check your address in seconds and see every plan your home can get.',
    { priority: 1 },
  ),
  nbn: page(
    'nbn Plans: Unlimited Data, No Lock-in Contract',
    'nbn plans',
    'Compare unlimited data nbn plans from nbn 12 to nbn 1000 with typical evening speeds and a free Home Secure trial. No lock-in contract.',
    { priority: 0.9, ogType: 'product.group', reads: SPEED_READS },
  ),
  fibre: page(
    'Fibre Broadband Plans',
    'Fibre broadband plans',
    'Private fibre broadband plans on OptiComm and Vision networks for homes and apartments. Unlimited data and no lock-in contract.',
    { priority: 0.9, ogType: 'product.group', reads: SPEED_READS, priced: { title: (from) => `Fibre Broadband Plans ${from}`, description: (_, full, speeds) =>
      `Private fibre broadband plans ${full} on OptiComm and Vision networks. Unlimited data${speeds ? `, speeds ${speeds}` : ''} and no lock-in contract.` } },
  ),
  homeWireless: page(
    'Home Wireless Broadband: Plug In and Go',
    'Home wireless broadband',
    'Home wireless broadband over the 5G network: no technician, no phone line, set up in minutes. Unlimited data plans with no lock-in contract.',
    { priority: 0.8, ogType: 'product.group', reads: SPEED_READS },
  ),
  mobileBroadband: page(
    'Mobile Broadband Data Plans',
    'Mobile broadband',
    'Take your internet with you. Month-to-month mobile broadband data plans on a national 4G and 5G network, with no lock-in contract.',
    // Shares the plan pages' module but shows no speed advice: its copies differ in key only.
    { priority: 0.7, ogType: 'product.group', reads: SPEED_READS },
  ),
  flipToFibre: page(
    'Flip to Fibre: Free Upgrade',
    'Flip to Fibre',
    'Upgrade your FTTN or FTTC nbn connection to full fibre for free. Eligible plans come with free standard installation and no lock-in contract.',
    { priority: 0.9, ogType: 'product.group', reads: SPEED_READS, priced: { title: (from) => `Flip to Fibre: Free Upgrade, ${from}`, description: (_, full) =>
      `Upgrade your FTTN or FTTC nbn connection to full fibre for free. Eligible plans ${full} with free standard installation and no lock-in contract.` } },
  ),
  flipFeatures: page(
    'Flip to Fibre Features',
    'Flip to Fibre features',
    'What comes with Flip to Fibre: a free full-fibre upgrade, unlimited data, no lock-in contract, a free Home Secure trial and My Speed Boost days.',
  ),
  flipPhone: page(
    'Flip to Fibre Home Phone',
    'Keep your home phone when you flip to fibre',
    'Add a home phone to your Flip to Fibre plan: pay-as-you-go, or unlimited local, national, mobile and listed international calls for $10 a month.',
  ),
  flipAboutSpeeds: page(
    'Flip to Fibre Speeds Explained',
    'About speeds',
    'Plan speeds and typical evening speeds, why FTTN and FTTC lines can be slower, and how to get the most from your Wi-Fi.',
  ),
  flipFaqTerms: page(
    'Flip to Fibre Questions and Terms',
    'Flip to Fibre questions and terms',
    'Answers about eligibility, installation and timing for the free fibre upgrade, plus the full Flip to Fibre offer terms.',
  ),
  mobilePhone: page(
    'SIM Only Mobile Plans, No Lock-in',
    'Mobile phone plans',
    'SIM only mobile plans with generous data, unlimited standard calls and texts in Australia, 5G access and no lock-in contract.',
    { priority: 0.8, ogType: 'product.group' },
  ),
  voipInternational: page(
    'International Call Rates for Home Phone',
    'International call rates',
    'Search home phone call rates to every country. The unlimited call pack includes unlimited calls to the UK, New Zealand, USA, India and more.',
  ),
  homePhone: page(
    'Home Phone (VoIP) Add-on for nbn and Fibre',
    'Home phone',
    'Add a home phone to your internet plan: pay-as-you-go from 10c a call, or unlimited calls for $10 a month. Keep your number when you switch.',
  ),
  homeSecure: page(
    'Home Secure: Online Security for the Whole Home',
    'Home Secure',
    'Protect every device on your home network for $6 a month. Try Home Secure free for 2 months with an nbn, fibre or Flip to Fibre plan, no lock-in contract.',
  ),
  contactUs: page(
    'Contact Us',
    'Contact us',
    'Call 13 39 38, send us a message or visit the support centre. Our Australian team helps with new services, technical support, orders and billing.',
    // The contact form's outcome after a form post without JavaScript.
    { reads: ['sent', 'error'] },
  ),
  aboutUs: page(
    'About Us',
    'About us',
    'An Australian internet provider built on honest pricing, no lock-in contracts and local support. Learn who we are and what we believe.',
  ),
  exefix: page(
    'Exefix: Fix Network Speed Troubles',
    'Having network speed troubles?',
    'Exefix tests your connection, Wi-Fi and devices, finds what is slowing you down and walks you through the fix, with results to share with our support team.',
  ),
  terms: page(
    'Terms and Conditions',
    'Terms and conditions',
    'Our standard form of agreement, critical information summaries and the terms for plans, offers, hardware and services.',
    { priority: 0.3, ogType: 'article' },
  ),
  privacyPolicy: page(
    'Privacy Policy',
    'Privacy policy',
    'How we collect, use, store and protect your personal information under the Privacy Act 1988 and the Australian Privacy Principles.',
    { priority: 0.3, ogType: 'article' },
  ),
  speedBoost: page(
    'My Speed Boost: 5 Free Speed Upgrade Days a Month',
    'My Speed Boost',
    'Eligible plans include 5 My Speed Boost days every month: a free speed upgrade for the days you need it most, chosen in your account or the Kookaburra app.',
  ),
  schoolStudentBroadband: page(
    'School Student Broadband Initiative',
    'School Student Broadband Initiative',
    'Eligible families with school students can get a free nbn home internet service. Check eligibility and how to apply through the initiative.',
  ),
  lodgeComplaint: page(
    'Lodge a Complaint',
    'Lodge a complaint',
    'How to make a complaint, how long each step takes, and how to escalate to the Telecommunications Industry Ombudsman if you are not satisfied.',
  ),
  esafety: page(
    'eSafety: Staying Safe Online',
    'Staying safe online',
    'Practical online safety help for families: parental controls, scams, cyberbullying and where to report harmful content to the eSafety Commissioner.',
  ),
  assistance: page(
    'Hardship, Priority Assistance and Accessibility',
    'Customer assistance',
    'Support when you need it: financial hardship help, priority assistance for serious medical conditions, and accessible ways to contact us.',
  ),
  networkOutage: page(
    'Network Status and Outages',
    'Network status and outages',
    'Check for network outages and planned maintenance, and what to try before you call us on 13 39 38.',
  ),
  disasterRelief: page(
    'Disaster Relief Assistance',
    'Disaster relief assistance',
    'If floods, fires or storms have affected your home, we can pause bills, waive fees and help restore your service. Here is how to get help.',
  ),
  availability: page(
    'Check Your Address for nbn, Fibre and Home Wireless',
    'Check your address',
    'Enter your address to see which nbn, fibre, Flip to Fibre and home wireless services reach your home, and the plans you can order today.',
    // docs/product/address-check.md#before-javascript: a search sent as a plain form, answered in the page.
    { priority: 0.9, reads: ['service', 'address', 'loc'] },
  ),
  compare: page(
    'Compare Plans',
    'Compare plans',
    'Up to three plans side by side: typical evening and upload speeds, price steps, the cost over 12 months, the minimum cost and the Critical Information Summary.',
    { indexable: false, priority: 0, reads: ['plans'] },
  ),
  broadband: page(
    'Broadband Plans: nbn, Fibre, Home Wireless and Mobile',
    'Broadband plans',
    'Every way to connect your home: nbn, private fibre, the free Flip to Fibre upgrade, home wireless and mobile broadband, side by side.',
    { priority: 0.8 },
  ),
  hardware: page(
    'Wi-Fi 6 Mesh Modem and Extender',
    'Modem and Wi-Fi extender',
    'The ZTE H1600 Wi-Fi 6 mesh modem and H3601 extender, with free shipping. Set up for your service before it arrives.',
  ),
  referAFriend: page(
    'Refer a Friend: 10% Off for Six Months',
    'Refer a friend',
    'Refer a friend and get 10% off your plan fee for six months. How the referral offer works and who can use it.',
  ),
  criticalInformationSummaries: page(
    'Critical Information Summaries',
    'Critical Information Summaries',
    'The Critical Information Summary for every plan we sell: price, inclusions, minimum cost and how to cancel, in one place.',
    { priority: 0.3 },
  ),
  accessibility: page(
    'Accessibility',
    'Accessibility',
    'Our commitment to an accessible website and service, the standards we test against, and how to contact us through the National Relay Service.',
    { priority: 0.3 },
  ),
  complaintsHandlingPolicy: page(
    'Complaints Handling Policy',
    'Complaints Handling Policy',
    'How to complain, acknowledgement within 2 working days, resolution within 15 working days, escalation, and the Telecommunications Industry Ombudsman.',
    { priority: 0.3 },
  ),
  financialHardshipPolicy: page(
    'Financial Hardship Policy',
    'Financial Hardship Policy',
    'Help if you are having trouble paying: payment plans, more time to pay, lower-cost plans, and no disconnection while we assess your request. How to apply.',
    { priority: 0.3 },
  ),
  standardFormOfAgreement: page(
    'Standard Form of Agreement Summary',
    'Standard Form of Agreement: summary',
    "Our Standard Form of Agreement in plain language: the service, no lock-in contract, billing, 30 days' notice, suspension, liability and how to get the full agreement.",
    { priority: 0.3 },
  ),
  siteMap: page(
    'Site Map',
    'Site map',
    'Every page on our website, grouped by plans, phone, support and company information.',
    { priority: 0.2 },
  ),
  movingHouse: page(
    'Moving House? Take Your Internet With You',
    'Moving house',
    'Moving home? Tell us your new address and date, check what reaches it, and move your service with no lock-in contract and no fee from us.',
  ),
  notFound: page(
    'Page Not Found',
    "We couldn't find that page",
    'The page you were looking for has moved or no longer exists. Find plans, check your address or call us on 13 39 38.',
    { indexable: false, priority: 0 },
  ),
};

export const DEFAULT_PAGE_META: PageMeta = page(
  'Internet, nbn and Mobile Plans',
  brand,
  'Unlimited data nbn, fibre and home wireless plans, plus mobile plans, with no lock-in contracts and Australian-based support.',
  { indexable: false, priority: 0 },
);

/** A shared quote's page (`/quote/<token>`): personal to whoever holds the link, never indexed. */
export const QUOTE_PAGE_META: PageMeta = page(
  'Your quote',
  'Your quote',
  'A quote for a plan at an address, re-priced today: the plan, extras and totals, and what changed since the quote was made.',
  { indexable: false, priority: 0 },
);

/** The paths the site serves as pages, in the order pages.ts declares them. */
export const PAGE_PATHS = DECLARED_PAGES.map((declared) => declared.path);

const HEADS: ReadonlyMap<string, PageHead> = new Map(Object.entries(PAGES).map(([key, declared]) => [declared.path, PAGE_META[key as PageKey]]));

/** The head of the page at `path` (a trailing slash aside), priced entry and all; undefined for a path that is no page. */
export const pageHeadOf = (path: string): PageHead | undefined => HEADS.get(withoutTrailingSlash(path));

export function pageMetaFor(path: string): PageMeta {
  // The head travels as loader data: without the priced words (functions) and the reads.
  const { priced: _priced, reads: _reads, ...meta }: PageHead = pageHeadOf(path) ?? DEFAULT_PAGE_META;
  return meta;
}

export function robotsTxt(siteUrl: string): string {
  const disallowed = PAGE_PATHS.filter((p) => !pageMetaFor(p).indexable);
  return [
    'User-agent: *',
    ...disallowed.map((p) => `Disallow: ${p}`),
    `Disallow: ${API_PREFIX}`,
    'Disallow: /s/',
    'Disallow: /quote/',
    '',
    `Sitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export function sitemapXml(siteUrl: string): string {
  const urls = PAGE_PATHS.filter((p) => pageMetaFor(p).indexable).map(
    (p) => `  <url><loc>${escapeHtml(canonicalUrl(siteUrl, p))}</loc><priority>${pageMetaFor(p).priority.toFixed(1)}</priority></url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
