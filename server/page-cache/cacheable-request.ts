// Which page requests may be answered from, and stored in, the page cache (DESIGN §2: anonymous
// pages are the same for every visitor; address, cart and agent state live in the browser).
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Query parameters no page reads while rendering (tracking ids, read in effects if at all).
 * Anything else (an agent token, ?sent=1, a country search, an offer type) can change the HTML,
 * so it bypasses the cache.
 */
const HARMLESS_QUERY = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|_gl|conversation_id)$/;

/** Analytics cookies: set and read in the browser, never by the server. */
const HARMLESS_COOKIE = /^(?:_ga(?:_.*)?|_gid|_gat(?:_.*)?|_gcl_.*|_fbp|_fbc|_hj.*|_uet.*|_clck|_clsk)$/;

export interface PageRequest {
  method: string;
  /** Path and query as sent (req.originalUrl). */
  url: string;
  headers: IncomingHttpHeaders;
}

export function hasOnlyHarmlessQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0) return true;
  const query = url.slice(start + 1);
  if (query === '') return true;
  for (const name of new URLSearchParams(query).keys()) if (!HARMLESS_QUERY.test(name)) return false;
  return true;
}

export function hasOnlyHarmlessCookies(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return true;
  for (const pair of cookieHeader.split(';')) {
    const name = pair.split('=', 1)[0]!.trim();
    if (name !== '' && !HARMLESS_COOKIE.test(name)) return false;
  }
  return true;
}

/** May this request get (or give) the cached page? */
export function isCacheableRequest(request: PageRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers.authorization &&
    hasOnlyHarmlessQuery(request.url) &&
    hasOnlyHarmlessCookies(request.headers.cookie)
  );
}

/** Only a render for a request with no query at all is stored: its HTML saw no parameters. */
export function isStorableRequest(request: PageRequest): boolean {
  return request.method === 'GET' && !request.url.includes('?') && isCacheableRequest(request);
}
