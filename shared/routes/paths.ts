// A typed route map, so no URL is typed by hand (docs/architecture.md#layout), read off the pages
// (pages.ts), and the operators' error test (docs/product/frame.md#error-boundary). docs/product/frame.md#unknown-routes.
import { PAGES, type PageKey } from './pages';

export const PATHS = {
  ...(Object.fromEntries(Object.entries(PAGES).map(([key, page]) => [key, page.path])) as { readonly [K in PageKey]: (typeof PAGES)[K]['path'] }),
  sentryTestError: '/sentry-test-error',
} as const;

/** `/quote/{token}`: a shared quote (docs/product/ordering-and-handoff.md#shared-quotes). */
export const QUOTE_PATH_PREFIX = '/quote/';
export const quotePath = (token: string) => `${QUOTE_PATH_PREFIX}${token}`;
/** A quote page's path: one URL-safe segment after the prefix, not a dot segment a URL resolves away (the server checks the token itself). */
export const isQuotePath = (path: string): boolean => /^\/quote\/(?!\.\.?$)[A-Za-z0-9._-]{1,400}$/.test(path);

/** The query parameter a refused order comes back to its page with (docs/product/ordering-and-handoff.md#refused-orders). */
export const ORDER_REFUSED_PARAM = 'order_refused';

/** Catalogue urls of docs/product/pricing.md#speed-descriptions. */
export const CATALOGUE_PATHS = {
  nbn: PATHS.nbn,
  fibre: PATHS.fibre,
  hwbb: PATHS.homeWireless,
  mbb: PATHS.mobileBroadband,
  flipToFibre: PATHS.flipToFibre,
} as const;

/** Drops a trailing slash (except on '/') so '/about-us/' shares the '/about-us' entry. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** docs/product/frame.md#page-meta: the canonical link is the site URL plus the path. */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${withoutTrailingSlash(path)}`;
}
