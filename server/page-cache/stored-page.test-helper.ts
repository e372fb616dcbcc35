// What the page cache would answer an anonymous GET of `key` (a path, or a path and the query
// values its page reads) with, through its public hitFor: the tests' view of an entry.
import type { CachedPage, PageCache } from './page-cache';

export function storedPage(cache: PageCache, key: string): CachedPage | undefined {
  const query = key.indexOf('?');
  return cache.hitFor({ method: 'GET', path: query < 0 ? key : key.slice(0, query), originalUrl: key, headers: {} }) ?? undefined;
}
