// A region of the page whose code waits until the visitor shows a need for it (DESIGN §5 route
// budget; docs/decisions/005 for the chunk pattern). The server renders it in full (it preloads the
// chunk at start); in the browser the region's Suspense boundary stays dehydrated (the server's DOM,
// untouched) until a pointer, touch, focus or key reaches the region, then its chunk loads and React
// hydrates the same DOM nodes. A click that arrives before that is held and replayed on the same
// element once the region is hydrated. Rendered by a client-side navigation, it loads at once.
//
// Why the care below: React 19 blocks (stops) discrete events aimed at a dehydrated boundary, and
// switches a boundary that receives new props before hydrating to client rendering (the server HTML
// would vanish). So the need is detected by capture listeners on window (ahead of React's root), and
// until hydration the boundary is rendered from the element of the first render (the server's
// props); new props after that reach it as an ordinary update, and a change of data before it (not
// of callbacks) counts as a need.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type JSX, type ReactNode } from 'react';
import './hydrate-on-need.css';

/** The events on the region that show a need for its code. */
export const NEED_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Elements whose early click is held and replayed after hydration (links navigate natively). */
const REPLAYED = 'button, input, label, select, textarea, [role="tab"]';

export interface HydrateOnNeed<P extends object> {
  /** Loads the region's module (the server awaits this before its first render). */
  preload(): Promise<ComponentType<P>>;
  /** Loads and hydrates the region now (a need shown elsewhere: the step before it). */
  need(): void;
  /** Renders the region in a `display: contents` wrapper with a Suspense boundary of its own. */
  Region: (props: P) => JSX.Element;
}

const noSubscription = () => () => undefined;

/** True while React renders on the server or hydrates; false in renders of the browser's own. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The props that carry data differ (callbacks are recreated each render and do not count). */
export function dataPropsChanged(before: object, after: object): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...Object.keys(a), ...Object.keys(b)].some((key) => typeof b[key] !== 'function' && !Object.is(a[key], b[key]));
}

/** `fallback` shows in the browser while the chunk loads for a render the server did not make. */
export function hydrateOnNeed<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): HydrateOnNeed<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed fetch is tried again on the next need
        throw error;
      },
    ));
  let markNeeded: () => void = () => undefined;
  const needed = new Promise<void>((resolve) => (markNeeded = resolve));
  const Lazy = lazy(() => needed.then(preload).then((component) => ({ default: component })));
  const need = () => markNeeded();

  /** Inside the boundary: reports when the boundary has hydrated (its effects run only then). */
  function Hydrated({ inner, onHydrated }: { inner: P; onHydrated: () => void }) {
    useEffect(onHydrated, [onHydrated]);
    const Component = (loaded ?? Lazy) as ComponentType<P>;
    return <Component {...inner} />;
  }

  /** Shown only if React renders the region on the client without its code: load it now. */
  function LoadNow() {
    useEffect(need, []);
    return null;
  }

  function Region(props: P) {
    const hydrating = useHydrating();
    const [deferred] = useState(hydrating && !loaded);
    const [hydrated, setHydrated] = useState(!deferred);
    const onHydrated = useCallback(() => setHydrated(true), []);
    const wrapper = useRef<HTMLDivElement>(null);
    const heldClick = useRef<HTMLElement | null>(null);
    const element = (
      <Suspense
        fallback={
          <>
            <LoadNow />
            {fallback}
          </>
        }
      >
        <Hydrated inner={props} onHydrated={onHydrated} />
      </Suspense>
    );
    const [serverElement] = useState(element);
    const [serverProps] = useState(props);
    if (!deferred) need();

    useEffect(() => {
      if (!hydrated && dataPropsChanged(serverProps, props)) need();
    });

    useEffect(() => {
      if (hydrated) {
        const target = heldClick.current;
        heldClick.current = null;
        if (target?.isConnected) target.click();
        return;
      }
      const onEvent = (event: Event) => {
        const region = wrapper.current;
        if (!region || !(event.target instanceof Node) || !region.contains(event.target)) return;
        need();
        if (event.type !== 'click') return;
        const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYED) : null;
        if (!target || !region.contains(target)) return;
        // Held: the native default (a radio checked behind React's back) would not match the state.
        event.preventDefault();
        heldClick.current = target;
      };
      const types = [...NEED_EVENTS, 'click'];
      for (const type of types) window.addEventListener(type, onEvent, { capture: true });
      return () => {
        for (const type of types) window.removeEventListener(type, onEvent, { capture: true });
      };
    }, [hydrated]);

    return (
      <div ref={wrapper} className="hydrate-on-need">
        {hydrated ? element : serverElement}
      </div>
    );
  }

  return { preload, need, Region };
}
