// What the page cache would answer an anonymous GET of `key` with, through its public hitFor.
import type { CachedPage, PageCache } from './page-cache';

export function storedPage(cache: PageCache, key: string): CachedPage | undefined {
  const query = key.indexOf('?');
  return cache.hitFor({ method: 'GET', path: query < 0 ? key : key.slice(0, query), originalUrl: key, headers: {} }) ?? undefined;
}
