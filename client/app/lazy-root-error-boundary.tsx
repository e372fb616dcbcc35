// The 'Whoops!' page and its reporting (client/app/root-error-boundary.tsx) in a chunk of their own:
// no first load needs them until something fails. The server loads the module at start and renders
// it inline (client/app/preloadable-lazy.tsx), so a server-rendered error page is complete; in the
// browser the chunk arrives when an error is caught, or to hydrate such a page.
import { preloadableLazy } from './preloadable-lazy';

const errorBoundary = preloadableLazy<Record<string, never>>(() => import('./root-error-boundary').then((m) => m.RootErrorBoundary));

export const preloadRootErrorBoundary = errorBoundary.preload;
export const LazyRootErrorBoundary = () => <errorBoundary.Component />;
