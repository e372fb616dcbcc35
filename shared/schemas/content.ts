// docs/product/frame.md#nav-payload content entities, one contract each for the server's checks, the
// embedded CMS's tests and the pages' types; unnamed fields are dropped (docs/decisions/021-upstream-answers-keep-only-used-fields.md).
import { z } from 'zod';

/** A path on this site: one `/`, not `//` or `/\` (a browser reads both as another host), without the tab or line break a browser drops (`/<tab>/host` is `//host`). */
export const SITE_PATH = /^\/(?![/\\])[^\t\n\r]*$/;
/** An href a page may carry (docs/architecture.md#reliability-and-security): a path on this site, an http(s), mailto or tel URL. */
const safeHref = (url: string) => SITE_PATH.test(url) || /^(?:https?:\/\/|mailto:|tel:)[^\t\n\r]*$/i.test(url);

/** A list of links keeping those a page may carry: one that leads nowhere is left out, not shown as a dead item. */
const safeLinks = <T extends { url: string }>(link: z.ZodType<T>) => z.array(link).transform((links) => links.filter(({ url }) => safeHref(url)));

export const navLinkSchema = z.object({ url: z.string(), title: z.string() });
export type NavLink = z.infer<typeof navLinkSchema>;
const navLinksSchema = safeLinks(navLinkSchema);

export const navItemSchema = navLinkSchema.extend({ description: z.string(), icon: z.string() });
export type NavItem = z.infer<typeof navItemSchema>;

/** A menu item may name its group (docs/product/frame.md#menu): `Products`, `Help and support`, `Company`. */
export const navMenuItemSchema = navItemSchema.extend({ group: z.string().optional() });
export type NavMenuItem = z.infer<typeof navMenuItemSchema>;

/** The footer's lists are a fixed set (docs/product/frame.md#footer): a list the site does not know is not shown, so not kept. */
export const footerListsSchema = z.object({
  nbn: navLinksSchema,
  broadband: navLinksSchema,
  phone: navLinksSchema,
  about: navLinksSchema,
  company: navLinksSchema,
  business: z.object({
    general: navLinksSchema,
    voip: navLinksSchema,
    network_solutions: navLinksSchema,
  }),
});
export type FooterLists = z.infer<typeof footerListsSchema>;

/** docs/product/frame.md#nav-payload `GET /api/nav`: items and footer. */
export const navSchema = z.object({ items: safeLinks(navMenuItemSchema), footer: footerListsSchema });
export type NavPayload = z.infer<typeof navSchema>;

export const featureSchema = z.object({ title: z.string(), description: z.string(), icon: z.string() });
export type Feature = z.infer<typeof featureSchema>;

/** docs/product/content.md#analytics-items: first item the question, the rest answer text. */
export const faqEntrySchema = z.tuple([z.string()], z.string());
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const stepSchema = z.object({ icon: z.string(), title: z.string(), description: z.string() });
export type Step = z.infer<typeof stepSchema>;

export const rateTableSchema = z.object({ headings: z.array(z.string()), rows: z.array(z.array(z.string())) });

export const voicePlanContentSchema = z.object({
  title: z.string(),
  description: z.string(),
  subHeading: z.string(),
  table: rateTableSchema,
  terms: z.array(z.string()),
});
export type VoicePlanContent = z.infer<typeof voicePlanContentSchema>;

/** A section of prose on an information page. */
export const contentSectionSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  list: z.array(z.string()).optional(),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** A page hero: the big heading and lead line at the top of a page. */
export const pageHeroSchema = z.object({ title: z.string(), lead: z.string() });
export type PageHero = z.infer<typeof pageHeroSchema>;

/** docs/product/content.md#content-fields content pages: every field but title and description is optional. */
export const pageContentSchema = z.object({
  title: z.string(),
  description: z.string(),
  leadCopy: z.string().optional(),
  steps: z.array(stepSchema).optional(),
  payg: voicePlanContentSchema.optional(),
  unlimited: voicePlanContentSchema.optional(),
  terms: z.array(z.string()).optional(),
  faqs: z.array(faqEntrySchema).optional(),
  /** Heading above the FAQ block, e.g. 'Things you should know about Home Phone VoIP' (docs/product/content.md#faq). */
  faqsHeading: z.string().optional(),
  data: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  features: z.array(featureSchema).optional(),
  sections: z.array(contentSectionSchema).optional(),
  /** Hero block at the top of the page (home and product information pages). */
  hero: pageHeroSchema.optional(),
  /** Link cards: product entries on the home page, sub-navigation on the contact page. */
  links: safeLinks(navItemSchema).optional(),
  /** Heading above the link cards, e.g. the policies' independent bodies (docs/product/content.md#published-policies); 'Where to next' when absent. */
  linksHeading: z.string().optional(),
  /** Current offers shown as cards (home page). */
  promotions: safeLinks(navItemSchema).optional(),
});
export type PageContent = z.infer<typeof pageContentSchema>;

/** docs/product/content.md#content-calls flip plans content. */
export const flipPlansContentSchema = z.object({
  title: z.string(),
  /** Meta description for the Flip to Fibre page. */
  description: z.string().optional(),
  winner: z.string(),
  modemTitle: z.string(),
  phoneTitle: z.string(),
  needToKnow: z.array(z.string()),
});
export type FlipPlansContent = z.infer<typeof flipPlansContentSchema>;

/** Promo banner message (docs/product/frame.md#promo-banner); `endsOn` is an ISO date after which it is hidden. */
export const promoMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  linkText: z.string().optional(),
  /** One a page may not carry is dropped: the message is shown without its link. */
  url: z.string().refine(safeHref).optional().catch(undefined),
  endsOn: z.string().optional(),
});
export type PromoMessage = z.infer<typeof promoMessageSchema>;

/** A broadband service page (docs/product/ordering-and-handoff.md#flip-to-fibre-page): hero, 'why' sections, features, things to know. */
export const servicePageContentSchema = z.object({
  title: z.string(),
  description: z.string(),
  hero: pageHeroSchema,
  whyUpgrade: z.object({ heading: z.string(), sections: z.array(contentSectionSchema) }),
  features: z.array(featureSchema),
  thingsToKnow: z.array(z.string()),
  faqs: z.array(faqEntrySchema).optional(),
});
export type ServicePageContent = z.infer<typeof servicePageContentSchema>;

/** `site/promos`: the promo banner messages (docs/product/frame.md#promo-banner), served as a content document. */
export const promoContentSchema = z.object({ title: z.string(), description: z.string(), messages: z.array(promoMessageSchema) });
export type PromoContent = z.infer<typeof promoContentSchema>;

/** Short links (`/s/:id`). */
export const shortLinkSchema = z.object({ id: z.string().min(1), target: z.string().min(1) });
export type ShortLink = z.infer<typeof shortLinkSchema>;

/** docs/product/content.md#call-rates international rate row: country and price, with zone and notes when the service sends them. */
export const internationalRateSchema = z.object({
  country: z.string(),
  price: z.number(),
  zone: z.string().optional(),
  additional: z.string().optional(),
  unlimited: z.boolean().optional(),
});
export type InternationalRate = z.infer<typeof internationalRateSchema>;
