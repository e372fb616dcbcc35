// Loaded with `node --import` before the app, so @sentry/node can instrument Express and http; reporting
// starts only in production with SENTRY_DSN (docs/product/frame.md#error-boundary). The SDK collects no
// body, cookie, query, header value or user, and every event still passes the scrubber
// (observability/scrub-report.ts; docs/operations.md#error-reports-and-logs).
import { nodeErrorReporting } from './config/node-error-reporting';
import { REPORTED_REQUEST_HEADERS, scrubBreadcrumb, scrubEvent } from './observability/scrub-report';

const reporting = nodeErrorReporting();
if (reporting) {
  // Loaded only when reporting starts: the SDK is most of a second of a start's CPU.
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: reporting.dsn,
    environment: reporting.environment,
    release: reporting.release,
    tracesSampleRate: 0,
    includeLocalVariables: false,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: [...REPORTED_REQUEST_HEADERS] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    // Request bodies are never read for reports (the SDK would otherwise wrap every request's stream).
    integrations: [Sentry.httpIntegration({ maxRequestBodySize: 'none' })],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
}
