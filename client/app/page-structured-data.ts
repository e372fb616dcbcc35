// A page's structured data, server only (docs/decisions/013-structured-data-and-browser-error-reporting.md).
import type { PageDeclaration, PageModuleKey } from '../../shared/routes/pages';
import { pageStructuredData, serializeJsonLd } from '../../shared/seo/structured-data';
import type { FaqEntry } from '../../shared/schemas/content';
import type { MobilePlan, Plan } from '../../shared/schemas/plan';
import type { PageLoaderData } from './page-loader-data';

/** The page modules that show their content document's FAQ block (FaqAccordion). */
const FAQ_MODULES = new Set<PageModuleKey>(['flip-subpage', 'home-phone-page', 'info-page']);

const listOf = <T,>(answer: unknown, key: string): T[] | null => {
  const list = (answer as Record<string, unknown> | null | undefined)?.[key];
  return Array.isArray(list) ? (list as T[]) : null;
};

/** The JSON of each ld+json block: the Organization, and the plans and questions the page shows. */
export function structuredDataBlocks(siteUrl: string, path: string, entry?: PageDeclaration, data?: PageLoaderData): string[] {
  const documents = pageStructuredData({
    siteUrl,
    path,
    heading: data?.meta.heading,
    // Service pages and /flip-to-fibre list `plans`; /mobilephone lists `mobilePlans`.
    plans: entry && (entry.module === 'service-page' || entry.module === 'flip-to-fibre-page') ? listOf<Plan>(data?.data.plans, 'plans') : null,
    mobilePlans: entry?.module === 'mobile-plans-page' ? listOf<MobilePlan>(data?.data.mobilePlans, 'plans') : null,
    faqs: entry && FAQ_MODULES.has(entry.module) ? listOf<FaqEntry>(data?.content, 'faqs') : null,
  });
  return documents.map(serializeJsonLd);
}
