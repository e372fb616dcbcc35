// A component the server preloads and renders inline, hydrated when its chunk arrives.
import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';

export interface PreloadableLazy<P extends object> {
  /** Loads the module (the server awaits this before its first render). */
  preload(): Promise<ComponentType<P>>;
  /** Renders the component, in a Suspense boundary of its own. */
  Component: (props: P) => JSX.Element;
}

/** `fallback` shows in the browser while the chunk loads for a render the server did not make. */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return {
    preload,
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
