// Structured data (schema.org JSON-LD): the company, a page's plans, questions and breadcrumb trail; the server
// renders it as <script type="application/ld+json"> (docs/decisions/013-structured-data-and-browser-error-reporting.md).
import { offeredPlan } from '../domain/plans/offered-plan';
import type { PriceSegment } from '../domain/pricing/pricing-states';
import { SUPPORT_PHONE } from '../domain/site/frame';
import { pageHeadOf } from '../routes/page-meta';
import { canonicalUrl, withoutTrailingSlash, PATHS } from '../routes/paths';
import { SITE_BRAND } from '../site-config';
import type { FaqEntry } from '../schemas/content';
import type { MobilePlan, Plan } from '../schemas/plan';

export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue };
export type JsonLdNode = { '@type': string } & { [key: string]: JsonLdValue };
export type JsonLdDocument = { '@context': typeof SCHEMA_ORG } & JsonLdNode;

export const SCHEMA_ORG = 'https://schema.org';
/** ISO 4217: every price of the site is in Australian dollars (docs/product/pricing.md#gst-and-currency "Currency aud"). */
export const PRICE_CURRENCY = 'AUD';
/** UN/CEFACT common code for "month": plan prices are monthly. */
const MONTH = 'MON';

const withContext = (node: JsonLdNode): JsonLdDocument => ({ '@context': SCHEMA_ORG, ...node });

/** The one Organization node, referenced by id from every offer (its seller). */
export const organizationId = (siteUrl: string): string => `${canonicalUrl(siteUrl, PATHS.home)}#organization`;

/** The company (docs/product/frame.md#support-phone: support phone 13 39 38), named as in shared/site-config.ts. */
export function organizationJsonLd(siteUrl: string): JsonLdDocument {
  return withContext({
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: SITE_BRAND.name,
    legalName: SITE_BRAND.legalName,
    url: canonicalUrl(siteUrl, PATHS.home),
    logo: canonicalUrl(siteUrl, '/favicon.svg'),
    taxID: SITE_BRAND.abn,
    identifier: { '@type': 'PropertyValue', propertyID: 'ABN', value: SITE_BRAND.abn },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: SUPPORT_PHONE.display,
        contactType: 'customer service',
        areaServed: 'AU',
        availableLanguage: 'en',
      },
    ],
  });
}

/** schema.org price types: the ongoing price is the list price, a promotion's step a sale price. */
const LIST_PRICE = 'https://schema.org/ListPrice';
const SALE_PRICE = 'https://schema.org/SalePrice';

/** One monthly price step, GST inclusive (docs/product/pricing.md#gst-and-currency "Prices inc. GST"). */
function monthlyPriceSpecification(segment: PriceSegment): JsonLdNode {
  return {
    '@type': 'UnitPriceSpecification',
    priceType: segment.months === null ? LIST_PRICE : SALE_PRICE,
    price: segment.monthly,
    priceCurrency: PRICE_CURRENCY,
    valueAddedTaxIncluded: true,
    unitCode: MONTH,
    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: MONTH },
    billingStart: segment.fromMonth - 1,
    ...(segment.months === null ? {} : { billingDuration: { '@type': 'QuantitativeValue', value: segment.months, unitCode: MONTH } }),
  };
}

/** docs/product/pricing.md#structured-data: an Offer's price is the ongoing monthly price, listed first, then each promotional step. */
function monthlyOffer(segments: PriceSegment[], url: string, siteUrl: string): JsonLdNode {
  const ongoing = segments.at(-1);
  if (!ongoing) throw new Error('A plan offer needs at least one price segment');
  return {
    '@type': 'Offer',
    url,
    price: ongoing.monthly,
    priceCurrency: PRICE_CURRENCY,
    availability: 'https://schema.org/InStock',
    seller: { '@id': organizationId(siteUrl) },
    priceSpecification: [ongoing, ...segments.slice(0, -1)].map(monthlyPriceSpecification),
  };
}

/** A listed plan as a Product with its monthly Offer: the price steps and speeds its card shows. */
const product = (id: number, name: string, description: string, segments: PriceSegment[], url: string, siteUrl: string): JsonLdNode => ({
  '@type': 'Product',
  sku: String(id),
  name,
  description,
  brand: { '@type': 'Brand', name: SITE_BRAND.name },
  offers: monthlyOffer(segments, url, siteUrl),
});

const itemList = (name: string, items: JsonLdNode[]): JsonLdDocument =>
  withContext({
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
  });

/** A plan page's plans as an ItemList of Products, each offer as listed to every visitor (the standard offer). */
export function planListJsonLd(siteUrl: string, path: string, name: string, plans: readonly Plan[]): JsonLdDocument {
  const url = `${canonicalUrl(siteUrl, path)}#plans`;
  return itemList(
    name,
    plans.map((listed) => {
      const { plan, priceSteps, typicalEveningSpeed } = offeredPlan(listed, 'standard');
      const description = `${plan.planFullSpeed}. Typical evening speed ${typicalEveningSpeed}Mbps. ${plan.priceNotes}`.trim();
      return product(plan.id, plan.planHeading, description, priceSteps.segments, url, siteUrl);
    }),
  );
}

/** The mobile SIM plans page (/mobilephone) as an ItemList of Products. */
export function mobilePlanListJsonLd(siteUrl: string, path: string, name: string, plans: readonly MobilePlan[]): JsonLdDocument {
  const url = canonicalUrl(siteUrl, path);
  // The mobile plan card shows one ongoing monthly price.
  const ongoing = (plan: MobilePlan): PriceSegment[] => [{ fromMonth: 1, months: null, monthly: plan.price }];
  return itemList(name, plans.map((plan) => product(plan.id, plan.name, plan.inclusions.join('. '), ongoing(plan), url, siteUrl)));
}

/** The questions a page shows (docs/product/content.md#faq FAQ entry: first item the question, the rest answer text). */
export function faqPageJsonLd(faqs: readonly FaqEntry[]): JsonLdDocument {
  return withContext({
    '@type': 'FAQPage',
    mainEntity: faqs.map(([question, ...answer]) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer.join('\n\n') },
    })),
  });
}

const HOME_CRUMB = 'Home';

/** The trail to a page deeper than one segment: Home, each ancestor page, then the page, by their headings; else null. */
export function breadcrumbJsonLd(siteUrl: string, path: string): JsonLdDocument | null {
  const segments = withoutTrailingSlash(path).split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const trail = [{ name: HOME_CRUMB, path: PATHS.home as string }];
  segments.forEach((_, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    const meta = pageHeadOf(prefix);
    if (meta) trail.push({ name: meta.heading, path: prefix });
  });
  return withContext({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(siteUrl, crumb.path),
    })),
  });
}

export interface PageStructuredDataInput {
  siteUrl: string;
  path: string;
  /** The page's h1 (head table), the name of its plan list. */
  heading?: string;
  /** Broadband or Flip to Fibre plans the page lists. */
  plans?: readonly Plan[] | null;
  /** Mobile SIM plans the page lists. */
  mobilePlans?: readonly MobilePlan[] | null;
  /** Questions and answers the page shows. */
  faqs?: readonly FaqEntry[] | null;
}

/** Every JSON-LD document of one page, in the order they appear in its head. */
export function pageStructuredData(input: PageStructuredDataInput): JsonLdDocument[] {
  const { siteUrl, path } = input;
  const name = input.heading ?? SITE_BRAND.name;
  const documents: (JsonLdDocument | null)[] = [
    organizationJsonLd(siteUrl),
    input.plans?.length ? planListJsonLd(siteUrl, path, name, input.plans) : null,
    input.mobilePlans?.length ? mobilePlanListJsonLd(siteUrl, path, name, input.mobilePlans) : null,
    input.faqs?.length ? faqPageJsonLd(input.faqs) : null,
    breadcrumbJsonLd(siteUrl, path),
  ];
  return documents.filter((doc): doc is JsonLdDocument => doc !== null);
}

/**
 * JSON for a <script type="application/ld+json"> block: '<', '>' and '&' escaped so no '</script>' or '<!--' can end
 * or change it, and the two line separators older script parsers refuse. JSON.parse reads it back unchanged.
 */
export function serializeJsonLd(value: JsonLdDocument): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
