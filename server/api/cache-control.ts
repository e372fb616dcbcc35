// Every Cache-Control the site sends, Node and edge alike (the numbers: docs/decisions/015-page-cache-design.md).
import { SITE_KEY, SURROGATE_KEY_HEADER } from '../../shared/routes/surrogate-keys';

/** How long a shared cache may hold a page or a content answer: the content TTL (5 min). */
export const SHARED_MAX_AGE_S = 300;
/** A shared cache may answer with a stale copy while it fetches a fresh one in the background. */
export const STALE_WHILE_REVALIDATE_S = 60;
/** A shared cache may answer with a stale copy for a day while every origin fails (grace). */
export const STALE_IF_ERROR_S = 86_400;

export type CacheKind =
  /** A cached page: the same bytes for everyone; browsers revalidate (ETag) on every visit. */
  | 'page'
  /** Content-like API answers (nav, content, plans, rates): the same for everyone. */
  | 'content'
  /** Address lookups: the same for everyone, changing rarely; a short cache. */
  | 'address'
  /** Files and documents that change only with a release or the catalogue (robots.txt, the sitemap, a CIS PDF): an hour. */
  | 'hour'
  /** Assets whose names carry their content's hash: for good. */
  | 'immutable'
  /** Anything personal, one-off or failed: errors, qualifications, posts, agent mode, streamed renders. */
  | 'none';

const SHARED_TAIL = `stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;

const VALUES: Record<CacheKind, string> = {
  page: `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, ${SHARED_TAIL}`,
  content: `public, max-age=60, s-maxage=${SHARED_MAX_AGE_S}, ${SHARED_TAIL}`,
  address: 'public, max-age=60',
  hour: 'public, max-age=3600',
  immutable: 'public, max-age=31536000, immutable',
  none: 'private, no-store',
};

export function cacheControl(kind: CacheKind): string {
  return VALUES[kind];
}

/** The headers of an answer no cache may keep. */
export const NO_STORE = { 'cache-control': VALUES.none };

/** The headers of a content-like API answer: shared-cacheable, filed under `site` and its own surrogate keys like the pages. */
export function sharedAnswerHeaders(keys: readonly string[] = []): Record<string, string> {
  return { 'cache-control': cacheControl('content'), [SURROGATE_KEY_HEADER.toLowerCase()]: [SITE_KEY, ...keys].join(' ') };
}
