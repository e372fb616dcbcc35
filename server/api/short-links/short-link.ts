// docs/product/content.md#short-links `/s/{id}`: a 302 to a path on this site only: no open redirect.
import type { ShortLink } from '../../../shared/schemas/content';
import { PATHS } from '../../../shared/routes/paths';
import { cacheControl, sharedAnswerHeaders } from '../cache-control';

const SHORT_LINK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A same-site path, or null. Rejects absolute URLs, protocol-relative '//' (as given, or once dot segments resolve) and backslash tricks. */
export function sameSiteTarget(target: string): string | null {
  // Backslashes, whitespace and control characters can turn a path into another host in some browsers.
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || hasUnsafeCharacter(target)) return null;
  const base = 'http://site.invalid';
  let parsed: URL;
  try {
    parsed = new URL(target, base);
  } catch {
    return null;
  }
  if (parsed.origin !== base || parsed.pathname.startsWith('//')) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function hasUnsafeCharacter(target: string): boolean {
  for (const ch of target) {
    const code = ch.charCodeAt(0);
    if (ch === '\\' || /\s/.test(ch) || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export type LoadShortLinks = () => Promise<ShortLink[] | null>;

export function createShortLinkHandler(loadShortLinks: LoadShortLinks) {
  return async (_request: unknown, params: { id: string }): Promise<Response> => {
    // A link found is the same for everyone, like the content; a miss is not worth keeping.
    const redirect = (location: string, cache: Record<string, string>) => new Response(null, { status: 302, headers: { Location: location, ...cache } });
    const notFound = () => redirect(PATHS.notFound, { 'Cache-Control': cacheControl('none') });
    if (!SHORT_LINK_ID.test(params.id)) return notFound();
    const links = await loadShortLinks();
    const link = links?.find((l) => l.id === params.id);
    const target = link ? sameSiteTarget(link.target) : null;
    return target ? redirect(target, sharedAnswerHeaders()) : notFound();
  };
}
