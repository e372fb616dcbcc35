// The content documents the site reads: the allow-list for `/api/getContent` (DESIGN §6).
// Kept apart from the route table so the browser bundle does not carry it.
import { ROUTE_TABLE } from './route-table';

/** The content documents the site reads: the allow-list for `/api/getContent` (DESIGN §6). */
export const KNOWN_CONTENT: Record<string, string[]> = (() => {
  const known: Record<string, Set<string>> = {};
  const add = (section: string, page: string) => (known[section] ??= new Set()).add(page);
  for (const entry of ROUTE_TABLE) if (entry.content) add(...entry.content);
  // docs/product/content.md#content-calls documents read by page parts rather than whole routes.
  add('fibre', 'flip-fibre-plans-content');
  add('fibre', 'terms');
  add('site', 'promos');
  return Object.fromEntries(Object.entries(known).map(([s, pages]) => [s, [...pages].sort()]));
})();
