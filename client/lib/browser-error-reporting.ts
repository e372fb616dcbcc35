// docs/product/frame.md#error-boundary: a rendering error caught in the browser goes to Sentry, whose SDK is
// fetched at the first report (docs/architecture.md#budgets), when the page carries a DSN.
import { ERROR_REPORTING_META } from './error-reporting-meta';
import type * as SentryBrowserSdk from './sentry-browser-sdk';

/** What sentry-browser-sdk.ts offers (a type only: no import of the SDK here). */
export type BrowserErrorSdk = typeof SentryBrowserSdk;
export type BrowserErrorSdkLoader = () => Promise<BrowserErrorSdk>;

/** The SDK's own chunk, fetched on demand. */
export const loadSentryBrowser: BrowserErrorSdkLoader = () => import('./sentry-browser-sdk');

/** The public DSN the server put in the page, or null when browser reporting is off. */
export function browserErrorDsn(): string | null {
  const content = globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${ERROR_REPORTING_META}"]`)?.content.trim();
  return content ? content : null;
}

/** A reporter that starts the SDK once, at its first report, with the DSN of the page. */
export function createBrowserErrorReporter(options: { dsn: () => string | null; load: BrowserErrorSdkLoader }) {
  let started: Promise<BrowserErrorSdk> | null = null;
  return {
    /** Reports the error; resolves true once it was handed to the SDK, false when reporting is off or failed. */
    async report(error: unknown): Promise<boolean> {
      const dsn = options.dsn();
      if (!dsn) return false;
      started ??= options.load().then((sdk) => {
        sdk.init({ dsn });
        return sdk;
      });
      try {
        (await started).captureException(error);
        return true;
      } catch (failure) {
        // The chunk did not load (offline, a new deploy): try again at the next error.
        started = null;
        console.error('Browser error reporting failed', failure);
        return false;
      }
    },
  };
}

/** The page's reporter: its DSN from the <meta>, the SDK from its own chunk. */
export const browserErrorReporter = createBrowserErrorReporter({ dsn: browserErrorDsn, load: loadSentryBrowser });

declare global {
  interface Window {
    /** react-router's hydration data (StaticRouterProvider): errors the server rendered. */
    __staticRouterHydrationData?: { errors?: Record<string, unknown> | null };
  }
}

/** The server's page already showed (and the server reported) an error: not reported twice. */
export function serverRenderedAnError(): boolean {
  if (typeof window === 'undefined') return false;
  const errors = window.__staticRouterHydrationData?.errors;
  return !!errors && Object.keys(errors).length > 0;
}
