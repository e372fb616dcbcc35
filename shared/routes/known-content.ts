// The content documents the site reads and the contract each is checked with, the one its page reads
// (docs/decisions/021-upstream-answers-keep-only-used-fields.md); apart from pages.ts so the browser bundle does not carry it.
import type { ZodType } from 'zod';
import { flipPlansContentSchema, pageContentSchema, promoContentSchema, servicePageContentSchema, type FlipPlansContent, type PageContent, type PromoContent, type ServicePageContent } from '../schemas/content';
import { DECLARED_PAGES, type PageModuleKey } from './pages';

/** Any content document, as its contract leaves it. */
export type ContentDocument = PageContent | ServicePageContent | FlipPlansContent | PromoContent;
export type ContentContract = ZodType<ContentDocument>;

/** The broadband service pages read a ServicePageContent; every other page a PageContent. */
const contractOfModule = (module: PageModuleKey): ContentContract =>
  module === 'service-page' || module === 'flip-to-fibre-page' ? servicePageContentSchema : pageContentSchema;

const CONTRACTS: ReadonlyMap<string, ContentContract> = (() => {
  const contracts = new Map<string, ContentContract>();
  const add = (section: string, page: string, contract: ContentContract) => {
    const key = `${section}/${page}`;
    const known = contracts.get(key);
    if (known && known !== contract) throw new Error(`content ${key} is read with two contracts`);
    contracts.set(key, contract);
  };
  for (const page of DECLARED_PAGES) if (page.content) add(...page.content, contractOfModule(page.module));
  // docs/product/content.md#content-calls documents read by page parts rather than whole routes.
  add('fibre', 'flip-fibre-plans-content', flipPlansContentSchema);
  add('fibre', 'terms', pageContentSchema);
  add('site', 'promos', promoContentSchema);
  return contracts;
})();

/** The content documents the site reads: the allow-list for `/api/getContent` (docs/architecture.md#reliability-and-security). */
export const KNOWN_CONTENT: Record<string, string[]> = (() => {
  const known: Record<string, string[]> = {};
  for (const key of CONTRACTS.keys()) {
    const [section = '', page = ''] = key.split('/');
    (known[section] ??= []).push(page);
  }
  return Object.fromEntries(Object.entries(known).map(([section, pages]) => [section, pages.sort()]));
})();

/** The contract a content document is checked with; an unknown name (refused by the content route anyway) the page contract. */
export const contentContract = (section: string, page: string): ContentContract =>
  CONTRACTS.get(`${section}/${page}`) ?? pageContentSchema;
