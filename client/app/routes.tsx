// The route tree of the server and the browser; every page module is code-split (docs/architecture.md#budgets).
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { DECLARED_PAGES, type PageDeclaration, type PageMakes, type PageModuleKey } from '../../shared/routes/pages';
import { PATHS } from '../../shared/routes/paths';
import { readApi } from '../lib/api-fetch';
import { RootLayout, rootLoader } from './root-layout';
import type { PageLoaderData, RouteHandle } from './page-loader-data';
import { preloadableLazy } from './preloadable-lazy';

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

type Made = Promise<Record<string, unknown>>;

/** What a loader makes of its documents (PageDeclaration.makes); each step's code loads only for its page. */
const MAKES: Record<PageMakes, (fetched: Made, url: URL, context: unknown, signal: AbortSignal) => Made> = {
  'home-offers': async (fetched) => (await import('./pages/home-data')).homeData(await fetched),
  // Through the page's own module, so the first load names one chunk for the page, not two.
  'compared-plans': async (fetched, url) => (await import('./pages/compare-page')).compareData(await fetched, url.searchParams),
  // The answer to a search sent as a plain form (docs/product/address-check.md#before-javascript), from the page's own module.
  'availability-answer': async (_, url, context, signal) =>
    url.search === '' ? {} : (await import('./pages/availability-page')).availabilityAnswer(url, context, signal),
  'site-map': async () => ({ siteMap: (await import('../features/content/site-map-groups')).siteMapLinks() }),
};

function pageLoader(entry: PageDeclaration) {
  const extras = Object.entries(entry.data ?? {});
  return async ({ context, request }: LoaderFunctionArgs): Promise<PageLoaderData> => {
    // The head table loads on demand: the browser fetches it only on a client-side navigation (docs/architecture.md#budgets).
    const metaTable = import('../../shared/routes/priced-page-meta');
    const content = entry.content ? readApi(['content', { section: entry.content[0], page: entry.content[1] }], context, request.signal, true) : null;
    const fetched: Made = Promise.all(extras.map(([, read]) => readApi(read, context, request.signal, true))).then((values) =>
      Object.fromEntries(extras.map(([name], index) => [name, values[index] ?? null])),
    );
    const made = entry.makes ? MAKES[entry.makes](fetched, new URL(request.url), context, request.signal) : fetched;
    const [page, data, read, { pricedPageMetaFor }] = await Promise.all([content, made, fetched, metaTable]);
    // A title that names a "from" price reads it from the page's own catalogue (docs/product/pricing.md#from-prices).
    return { content: page, data, meta: pricedPageMetaFor(entry.path, read) };
  };
}

// The 'Whoops!' page and its reporting in a chunk of their own: no first load needs them.
const errorBoundary = preloadableLazy<Record<string, never>>(() => import('./root-error-boundary').then((m) => m.RootErrorBoundary));
export const preloadRootErrorBoundary = errorBoundary.preload;

/** The quote page's route id (client/entry-server.tsx names its module by it). */
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
    ErrorBoundary: () => <errorBoundary.Component />,
    children: [
      ...DECLARED_PAGES.map((entry): RouteObject => {
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
        // The module brings its own loader, so neither is in the first load of other pages.
        lazy: () => import('./pages/quote-page'),
      },
      {
        // docs/product/frame.md#unknown-routes: for links followed inside the browser (the server answers 302).
        id: 'unknown',
        path: '*',
        loader: () => redirect(PATHS.notFound),
      },
    ],
  },
];
