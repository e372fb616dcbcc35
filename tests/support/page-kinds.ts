// The kinds of page the site has, for the sweeps that check what a page's template renders (axe at
// two widths, the JavaScript budgets): pages of one kind share their page module and the kinds of data
// their loader reads and makes (shared/routes/pages.ts), so they render the same components and fetch
// the same scripts, and differ only in their documents' text. Sweeping one page of each kind instead
// of every page costs the browser suite about half of its page loads (docs/operations.md#how-the-suite-is-organised).
import { DECLARED_PAGES, type PageDeclaration } from '../../shared/routes/pages';

const kindOf = (page: PageDeclaration) => [page.module, Object.keys(page.data ?? {}).join(','), page.makes ?? ''].join('|');

const byKind = new Map<string, string[]>();
for (const page of DECLARED_PAGES) byKind.set(kindOf(page), [...(byKind.get(kindOf(page)) ?? []), page.path]);

/** The paths of each kind, in the order declared. */
export const PAGE_KINDS: readonly (readonly string[])[] = [...byKind.values()];

/** The first page of each kind. */
export const ONE_PAGE_PER_KIND: readonly string[] = PAGE_KINDS.map(([first]) => first!);
