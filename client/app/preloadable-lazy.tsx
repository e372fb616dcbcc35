// A component the server preloads and renders inline, hydrated when its chunk arrives.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** `fallback` shows in the browser while the chunk loads for a render the server did not make. */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return {
    /** Loads the module (the server awaits this before its first render). */
    preload,
    /** Renders the component, in a Suspense boundary of its own. */
    Component(props: P) {
      const Widget = (loaded ?? Lazy) as ComponentType<P>;
      return (
        <Suspense fallback={fallback}>
          <Widget {...props} />
        </Suspense>
      );
    },
  };
}
