// The data-router route tree, shared by the server (createStaticHandler) and the browser
// (createBrowserRouter). Every page module is code-split (docs/architecture.md#budgets) and loads its content in a
// loader, so the server HTML carries the content and the browser never waits for it on arrival.
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ROUTE_TABLE, type PageModuleKey, type RouteEntry } from '../../shared/routes/route-table';
import { PATHS } from '../../shared/routes/paths';
import { readApi } from '../lib/api-fetch';
import { RootLayout, rootLoader } from './root-layout';
import { LazyRootErrorBoundary } from './lazy-root-error-boundary';
import type { PageLoaderData, RouteHandle } from './page-loader-data';

type PageModule = { default: ComponentType };

const PAGE_MODULES: Record<PageModuleKey, () => Promise<PageModule>> = {
  'home-page': () => import('./pages/home-page'),
  'service-page': () => import('./pages/service-page'),
  'flip-to-fibre-page': () => import('./pages/flip-to-fibre-page'),
  'flip-subpage': () => import('./pages/flip-subpage'),
  'mobile-plans-page': () => import('./pages/mobile-plans-page'),
  'call-rates-page': () => import('./pages/call-rates-page'),
  'home-phone-page': () => import('./pages/home-phone-page'),
  'info-page': () => import('./pages/info-page'),
  'contact-page': () => import('./pages/contact-page'),
  'availability-page': () => import('./pages/availability-page'),
  'compare-page': () => import('./pages/compare-page'),
  'not-found-page': () => import('./pages/not-found-page'),
};

/**
 * Documents a page builds in its loader instead of fetching: run on the server for the first load
 * (so they travel as loader data in the HTML), in the browser only on a client-side visit.
 */
const BUILT_PAGE_DATA: Partial<Record<string, () => Promise<Record<string, unknown>>>> = {
  [PATHS.siteMap]: async () => ({ siteMap: (await import('../features/content/site-map-groups')).siteMapLinks() }),
};

/**
 * Documents a page reduces to what it shows before they travel as loader data, so its HTML does
 * not carry whole catalogues: the home page's product cards need only each catalogue's "from"
 * price and evening speeds (docs/product/pricing.md#from-prices); /compare only the plans its query
 * names (docs/product/pricing.md#compare-plans).
 */
const SUMMARISED_PAGE_DATA: Partial<Record<string, (data: Record<string, unknown>, url: URL) => Promise<Record<string, unknown>>>> = {
  [PATHS.home]: async (catalogues) => (await import('./pages/home-data')).homeData(catalogues),
  // Through the page's own module, so the first-load bundle names one chunk for the page, not two.
  [PATHS.compare]: async (catalogues, url) => (await import('./pages/compare-page')).compareData(catalogues, url.searchParams),
};

/**
 * Documents a page builds from its query: the availability page's answer to a search sent as a
 * plain form (docs/product/address-check.md#before-javascript).
 */
const QUERY_PAGE_DATA: Partial<Record<string, (url: URL, context: unknown, signal: AbortSignal) => Promise<Record<string, unknown>>>> = {
  // From the page's own module: its chunk is fetched for the page anyway.
  [PATHS.availability]: async (url, context, signal) => (await import('./pages/availability-page')).availabilityAnswer(url, context, signal),
};

function pageLoader(entry: RouteEntry) {
  const extras = Object.entries(entry.data ?? {});
  const fromQuery = QUERY_PAGE_DATA[entry.path];
  const build = BUILT_PAGE_DATA[entry.path];
  const summarise = SUMMARISED_PAGE_DATA[entry.path];
  return async ({ context, request }: LoaderFunctionArgs): Promise<PageLoaderData> => {
    // One round of calls in parallel: the content document and the route's other documents.
    // The head table loads on demand: the first page gets its meta in the server's loader data,
    // so the browser fetches the table only on its first client-side navigation (docs/architecture.md#budgets budget).
    const metaTable = import('../../shared/routes/priced-page-meta');
    const built = build ? build() : Promise.resolve({});
    const url = new URL(request.url);
    const queried = fromQuery && url.search !== '' ? fromQuery(url, context, request.signal) : Promise.resolve({});
    const [content, ...values] = await Promise.all([
      entry.content ? readApi(['content', { section: entry.content[0], page: entry.content[1] }], context, request.signal, true) : null,
      ...extras.map(([, read]) => readApi(read, context, request.signal, true)),
    ]);
    const fetched: Record<string, unknown> = Object.fromEntries(extras.map(([name], index) => [name, values[index] ?? null]));
    return {
      content,
      data: { ...(summarise ? await summarise(fetched, url) : fetched), ...(await built), ...(await queried) },
      // A title that names a "from" price reads it from the page's own catalogue (docs/product/pricing.md#from-prices).
      meta: (await metaTable).pricedPageMetaFor(entry.path, fetched),
    };
  };
}

/** The quote page's route id (client/app/page-module-sources.ts names its module by it). */
export const QUOTE_ROUTE_ID = 'quote';

export const SENTRY_TEST_ERROR_MESSAGE = 'Deliberate test error from /sentry-test-error';

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // Nav, footer and banner content do not change between pages.
    shouldRevalidate: () => false,
    Component: RootLayout,
    ErrorBoundary: LazyRootErrorBoundary,
    children: [
      ...ROUTE_TABLE.map((entry): RouteObject => {
        const shared = {
          id: entry.path,
          loader: pageLoader(entry),
          handle: { entry } satisfies RouteHandle,
          lazy: async () => ({ Component: (await PAGE_MODULES[entry.module]()).default }),
        };
        return entry.path === PATHS.home ? { ...shared, index: true } : { ...shared, path: entry.path.slice(1) };
      }),
      {
        // docs/product/frame.md#error-boundary: deliberately throws so error reporting can be tested end to end.
        id: PATHS.sentryTestError,
        path: PATHS.sentryTestError.slice(1),
        loader: () => {
          throw new Error(SENTRY_TEST_ERROR_MESSAGE);
        },
        Component: () => null,
      },
      {
        id: QUOTE_ROUTE_ID,
        path: 'quote/:token',
        // docs/product/ordering-and-handoff.md#shared-quotes: the page module brings its own loader (the
        // quote opened, re-qualified and re-priced), so neither is in the first load of other pages.
        lazy: () => import('./pages/quote-page'),
      },
      {
        // docs/product/frame.md#unknown-routes: any other path goes to /not-found (the server answers 302 before rendering;
        // this covers links followed inside the browser).
        id: 'unknown',
        path: '*',
        loader: () => redirect(PATHS.notFound),
      },
    ],
  },
];
