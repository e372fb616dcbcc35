// The server's only door into client/ (docs/architecture.md#import-rules). It runs the data router for one request and
// hands back either a redirect or the element to stream; Express owns everything HTTP.
import type { ReactElement } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { bodyClassForPath } from '../shared/domain/site/body-class';
import { Document, type DocumentAssets } from './app/document';
import { preloadAddressCheck } from './app/lazy-address-check';
import { preloadSiteMenu } from './app/root-layout';
import { preloadHomePhoneSections } from './app/pages/lazy-home-phone-sections';
import { preloadPlanRegions } from './app/pages/plan-regions';
import { preloadCompareTable } from './app/pages/compare-page';
import { preloadOrderSummary } from './features/order-summary/order-summary';
import { structuredDataBlocks } from './app/page-structured-data';
import type { PageLoaderData, RouteHandle } from './app/page-loader-data';
import { preloadRootErrorBoundary, QUOTE_ROUTE_ID, routes } from './app/routes';
import type { ServerReads } from './lib/api-fetch';
import { createSessionStore } from './store/session-store';
import { StoreProvider } from './store/store-context';

export { SENTRY_TEST_ERROR_MESSAGE } from './app/routes';

export interface RenderOptions {
  nonce: string;
  /** What loaders read: the services behind the API, directly (docs/architecture.md#request-paths: no HTTP to self). */
  readApi: ServerReads['readApi'];
  /** SITE_URL: the base of canonical links (docs/architecture.md#contracts). */
  siteUrl: string;
  /** The public Sentry DSN the browser reports errors to, when configured. */
  browserErrorDsn?: string | undefined;
  /** Turns the page modules a request needs into stylesheet and modulepreload links. */
  resolveAssets(pageModules: string[]): DocumentAssets;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'render'; status: number; element: ReactElement; errors: unknown[] };

const handler = createStaticHandler(routes);

// The lazily loaded parts are in the server HTML from the first request on.
const addressCheckReady = Promise.all([
  preloadAddressCheck(),
  preloadSiteMenu(),
  preloadHomePhoneSections(),
  preloadRootErrorBoundary(),
  preloadPlanRegions(),
  preloadOrderSummary(),
  preloadCompareTable(),
]);

export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  await addressCheckReady;
  const requestContext: ServerReads & { siteUrl: string } = { readApi: options.readApi, siteUrl: options.siteUrl };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { type: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // The page module's source file, for modulepreload links from the build manifest.
  const pageModules = context.matches.flatMap((match) => {
    const module = match.route.id === QUOTE_ROUTE_ID ? 'quote-page' : (match.route.handle as RouteHandle | undefined)?.entry.module;
    return module ? [`client/app/pages/${module}.tsx`] : [];
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const path = new URL(request.url).pathname;
  // The page's own route (the last match); its loader data is absent when it failed.
  const page = context.matches.at(-1)?.route;
  const structuredData = structuredDataBlocks(
    options.siteUrl,
    path,
    (page?.handle as RouteHandle | undefined)?.entry,
    page ? (context.loaderData[page.id] as PageLoaderData | undefined) : undefined,
  );
  const element = (
    <Document
      nonce={options.nonce}
      assets={options.resolveAssets(pageModules)}
      bodyClass={bodyClassForPath(path, { bannerHidden: false })}
      structuredData={structuredData}
      browserErrorDsn={options.browserErrorDsn}
    >
      <StoreProvider store={createSessionStore()}>
        <StaticRouterProvider router={router} context={context} nonce={options.nonce} />
      </StoreProvider>
    </Document>
  );
  return { type: 'render', status: context.statusCode, element, errors: Object.values(context.errors ?? {}) };
}
