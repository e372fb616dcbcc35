// SPEC §3 content entities: nav, footer, features, FAQ entries, page content.

export interface NavItem {
  url: string;
  title: string;
  description: string;
  icon: string;
}

export interface NavLink {
  url: string;
  title: string;
}

export interface FooterLists {
  nbn: NavLink[];
  broadband: NavLink[];
  phone: NavLink[];
  about: NavLink[];
  company: NavLink[];
  business: {
    general: NavLink[];
    voip: NavLink[];
    network_solutions: NavLink[];
  };
}

/** `GET /api/nav` (SPEC §7). */
export interface NavPayload {
  items: NavItem[];
  footer: FooterLists;
}

export interface Feature {
  title: string;
  description: string;
  icon: string;
}

/** SPEC §3: first item the question, the rest answer text. */
export type FaqEntry = [question: string, ...answer: string[]];

export interface Step {
  icon: string;
  title: string;
  description: string;
}

export interface RateTable {
  headings: string[];
  rows: string[][];
}

export interface VoicePlanContent {
  title: string;
  description: string;
  subHeading: string;
  table: RateTable;
  terms: string[];
}

/** A section of prose on an information page. */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** SPEC §3 content pages: every field but title and description is optional. */
export interface PageContent {
  title: string;
  description: string;
  leadCopy?: string;
  steps?: Step[];
  payg?: VoicePlanContent;
  unlimited?: VoicePlanContent;
  terms?: string[];
  faqs?: FaqEntry[];
  /** Heading above the FAQ block, e.g. 'Things you should know about Home Phone VoIP' (SPEC §2.7). */
  faqsHeading?: string;
  data?: { label: string; value: string }[];
  features?: Feature[];
  sections?: ContentSection[];
  /** Hero block at the top of the page (home and product information pages). */
  hero?: PageHero;
  /** Link cards: product entries on the home page, sub-navigation on the contact page. */
  links?: NavItem[];
  /** Current offers shown as cards (home page). */
  promotions?: NavItem[];
}

/** SPEC §7 flip plans content. */
export interface FlipPlansContent {
  title: string;
  /** Meta description for the Flip to Fibre page. */
  description?: string;
  winner: string;
  modemTitle: string;
  phoneTitle: string;
  needToKnow: string[];
}

/** Promo banner message (SPEC §2.2); `endsOn` is an ISO date after which it is hidden. */
export interface PromoMessage {
  id: string;
  text: string;
  linkText?: string;
  url?: string;
  endsOn?: string;
}

export interface ShortLink {
  id: string;
  target: string;
}

/** SPEC §3 international rate row. */
export interface InternationalRate {
  zone: string;
  country: string;
  additional: string;
  price: number;
  unlimited: boolean;
}

/** A page hero: the big heading and lead line at the top of a page. */
export interface PageHero {
  title: string;
  lead: string;
}

/**
 * A broadband service page (`/broadband/nbn`, `/broadband/fibre`, `/broadband/home-wireless`,
 * `/mobile-broadband`, `/flip-to-fibre`): SPEC §2.5 hero, 'Why upgrade to a fibre connection'
 * (or the page's own 'why' heading), features strip and 'Things you need to know' (#thingsToKnow).
 */
export interface ServicePageContent {
  title: string;
  description: string;
  hero: PageHero;
  whyUpgrade: { heading: string; sections: ContentSection[] };
  features: Feature[];
  thingsToKnow: string[];
  faqs?: FaqEntry[];
}

/** `site/promos`: the promo banner messages (SPEC §2.2), served as a content document. */
export interface PromoContent {
  title: string;
  description: string;
  messages: PromoMessage[];
}
