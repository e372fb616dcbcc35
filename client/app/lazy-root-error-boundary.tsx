// The 'Whoops!' page and its reporting in a chunk of their own: no first load needs them.
import { preloadableLazy } from './preloadable-lazy';

const errorBoundary = preloadableLazy<Record<string, never>>(() => import('./root-error-boundary').then((m) => m.RootErrorBoundary));

export const preloadRootErrorBoundary = errorBoundary.preload;
export const LazyRootErrorBoundary = () => <errorBoundary.Component />;
