// Surrogate keys: the names a shared cache files each page under, the purge's contract (docs/operations.md#caching-and-purge):
// `site`, `page:<path>` and `content:<section>/<page>` for each content document the page reads.
import { pageAt } from './pages';

/** The response header that carries the keys, space-separated (Varnish xkey, Fastly). */
export const SURROGATE_KEY_HEADER = 'Surrogate-Key';

/** On every cached page: a purge of `site` drops them all (a deploy, a nav change). */
export const SITE_KEY = 'site';

export const pageKey = (path: string): string => `page:${path}`;

export const contentKey = (section: string, page: string): string => `content:${section}/${page}`;

/** Read by the root layout on every page (client/app/root-layout.tsx: the promo banner). */
export const LAYOUT_CONTENT: readonly (readonly [section: string, page: string])[] = [['site', 'promos']];

/** The content documents a path's page reads: its own, any among its data, and the layout's; none for an unknown path. */
export function contentDocumentsOf(path: string): [section: string, page: string][] {
  const entry = pageAt(path);
  if (!entry) return [];
  const documents: [string, string][] = entry.content ? [[entry.content[0], entry.content[1]]] : [];
  for (const [name, params] of Object.values(entry.data ?? {})) if (name === 'content') documents.push([params.section, params.page].map(String) as [string, string]);
  for (const [section, page] of LAYOUT_CONTENT) documents.push([section, page]);
  return documents;
}

/** Every key a page is filed under, in a stable order, without repeats. */
export function surrogateKeysFor(path: string): string[] {
  const keys = [SITE_KEY, pageKey(path), ...contentDocumentsOf(path).map(([section, page]) => contentKey(section, page))];
  return [...new Set(keys)];
}
