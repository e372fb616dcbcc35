// The Sentry client the browser error reporter loads as its own chunk, built from the SDK's parts rather than its
// `init`: no global handlers, breadcrumbs or session tracking, so the chunk stays small and the page unchanged. A
// report carries the error and the page's path only (docs/operations.md#error-reports-and-logs).
import { BrowserClient, dedupeIntegration, defaultStackParser, linkedErrorsIntegration, makeFetchTransport, Scope } from '@sentry/browser';

let scope: Scope | null = null;

export function init(options: { dsn: string; environment?: string }): void {
  const client = new BrowserClient({
    dsn: options.dsn,
    ...(options.environment ? { environment: options.environment } : {}),
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [linkedErrorsIntegration(), dedupeIntegration()],
    dataCollection: { userInfo: false, cookies: false, urlQueryParams: false, httpHeaders: false, httpBodies: [] },
    beforeSend: (event) => {
      // Nothing here adds them today; an SDK update or a new integration must not either.
      delete event.request;
      delete event.user;
      delete event.breadcrumbs;
      return event;
    },
  });
  scope = new Scope();
  scope.setClient(client);
  client.init();
}

export function captureException(error: unknown): string {
  if (!scope) throw new Error('The browser error reporter was not started');
  // Which page failed; the default request-data integration (which would add it) is left out.
  scope.setTag('path', window.location.pathname);
  return scope.captureException(error);
}
