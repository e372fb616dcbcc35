// A component the server preloads and renders inline, hydrated when its chunk arrives.
import { lazy, Suspense, useDeferredValue, useMemo, useState, type ComponentType } from 'react';

export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return {
    /** Loads the module (the server awaits this before its first render). */
    preload,
    /** Renders the component, in a Suspense boundary of its own. */
    Component(props: P) {
      // One component type for the instance's life: a switch from the lazy wrapper would mount it afresh.
      const [Widget] = useState(() => (loaded ?? Lazy) as ComponentType<P>);
      // New props reach the boundary in a deferred render only: an urgent one reaching it while it waits for its
      // code makes React drop the server's HTML and show the fallback (nothing) until the code comes.
      const deferred = useDeferredValue(props);
      return useMemo(() => <Suspense fallback={null}><Widget {...deferred} /></Suspense>, [Widget, deferred]);
    },
  };
}
