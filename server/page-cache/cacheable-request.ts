// Which page requests the page cache may answer and store, under which key (address, cart and agent
// state live in the browser: docs/decisions/015-page-cache-design.md, docs/operations.md#page-cache-keys).
// The site reads no cookie; a query counts only for the values its page reads
// (shared/routes/page-query.ts), so tracking parameters and made-up ones find the copy already made.
import type { IncomingHttpHeaders } from 'node:http';
import { pageCacheKey } from '../../shared/routes/page-query';

export interface PageRequest {
  method: string;
  /** Path and query as sent (req.originalUrl). */
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * The cache key of a GET or HEAD for a page (its path and the query values it reads), or null when
 * no shared copy may answer it: another method, credentials (Authorization), or a value the page
 * shows as typed.
 */
export function cacheKeyOf(request: PageRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.authorization) return null;
  const start = request.url.indexOf('?');
  const path = start < 0 ? request.url : request.url.slice(0, start);
  return pageCacheKey(path, start < 0 ? '' : request.url.slice(start));
}
