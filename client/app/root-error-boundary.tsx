// docs/product/frame.md#error-boundary: the 'Whoops!' page; the browser reports the error to the data
// layer and to Sentry (docs/decisions/013-structured-data-and-browser-error-reporting.md).
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { ErrorFallback } from '../features/frame/error-fallback';
import { browserErrorReporter, serverRenderedAnError } from '../lib/browser-error-reporting';
import { pushEvent } from '../lib/data-layer';

export function RootErrorBoundary() {
  const error = useRouteError();
  // The page the server sent already showed this error, and the server reported it.
  const reportedByServer = useLocation().key === 'default' && serverRenderedAnError();
  useEffect(() => {
    console.error(error);
    pushEvent({ event: 'error', errorMessage: error instanceof Error ? error.message : String(error) });
    if (!reportedByServer) void browserErrorReporter.report(error);
  }, [error, reportedByServer]);
  return (
    <>
      <title>Whoops! Something went wrong</title>
      <meta name="robots" content="noindex" />
      <ErrorFallback />
    </>
  );
}
