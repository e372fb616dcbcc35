// SPEC §4 Error boundary: once a rendering error is caught the 'Whoops!' page shows; the error is
// reported (on the server for server renders; from the browser through an analytics event).
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '../features/frame/error-fallback';
import { pushEvent } from '../lib/data-layer';

export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    pushEvent({ event: 'error', errorMessage: error instanceof Error ? error.message : String(error) });
  }, [error]);
  return (
    <>
      <title>Whoops! Something went wrong</title>
      <meta name="robots" content="noindex" />
      <ErrorFallback />
    </>
  );
}
