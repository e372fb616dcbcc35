// A component whose browser code waits for the visitor: the server renders it in full, the browser keeps that HTML
// unhydrated until the first sign of need, and clicks meanwhile are held and made again once hydrated
// (docs/architecture.md#what-waits-for-the-visitor, docs/decisions/005-nav-address-box-streams-in-its-own-chunk.md).
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode, type RefObject } from 'react';

/** One rendered instance: its element, whether it is hydrated, and the controls clicked before. */
interface Region {
  element: RefObject<HTMLDivElement | null>;
  load: () => Promise<unknown>;
  hydrated: boolean;
  onHydrated: () => void;
  held: HeldClick[];
}

/** A control clicked before hydration, with the state the click asked a toggle for (null: not a toggle) and its identity. */
interface HeldClick { control: Element; asked: boolean | null; identity: string }

const RegionContext = createContext<Region | null>(null);
const waiting = new Set<Region>();

/** Controls whose click does something only once hydrated; links and text fields are left to the browser. */
const HELD_CONTROLS =
  'button, input[type="submit"], input[type="checkbox"], input[type="radio"], label, select, [role="button"], [role="option"], [role="tab"], summary';
/** Signs of need: the pointer or focus reaching the region, or a key, press or touch in it. */
export const NEED_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const waitingRegionOf = (target: EventTarget | null): Region | undefined => {
  if (!(target instanceof Node)) return undefined;
  for (const region of waiting) if (region.element.current?.contains(target)) return region;
  return undefined;
};

const startLoading = (region: Region) => void region.load().catch(() => undefined);

/** A box (a checkbox or radio) or a box's label: the box. */
function boxOf(control: Element): HTMLInputElement | null {
  const box = control instanceof HTMLLabelElement ? control.control : control;
  return box instanceof HTMLInputElement && (box.type === 'checkbox' || box.type === 'radio') ? box : null;
}

/** A toggle's state: a box's tick (a label's box), else aria-pressed or aria-checked; null for any other control. */
function shownState(control: Element): boolean | null {
  const box = boxOf(control);
  if (box) return box.checked;
  const pressed = control.getAttribute('aria-pressed') ?? control.getAttribute('aria-checked');
  return pressed === null ? null : pressed === 'true';
}

/** The state a click asks a toggle for, read as it is dispatched: a box is ticked by then, a label's box not yet. */
function askedState(control: Element): boolean | null {
  const shown = shownState(control);
  if (shown === null || control instanceof HTMLInputElement) return shown;
  return control instanceof HTMLLabelElement && (control.control as HTMLInputElement | null)?.type === 'radio' ? true : !shown;
}

/** What tells a control apart should hydration draw it afresh (its list changed meanwhile): its tag and words, and those of what names and describes it. */
const identityOf = (control: Element) =>
  [control.tagName, control.textContent, ...['aria-labelledby', 'aria-describedby'].flatMap((name) => (control.getAttribute(name) ?? '').split(' ').map((id) => id && document.getElementById(id)?.textContent))].join('\n');

function onSignOfNeed(event: Event) {
  const region = waitingRegionOf(event.target);
  if (region) startLoading(region);
}

/** A click or submit that arrives first: held, and made again when the region is hydrated. */
function onAction(event: Event) {
  const region = waitingRegionOf(event.target);
  if (!region) return;
  startLoading(region);
  const target = event.target as Element;
  const held = event.type === 'submit' ? target : target.closest(HELD_CONTROLS);
  if (!held || !region.element.current?.contains(held)) return;
  event.preventDefault();
  // Document capture runs before React's root listener, which cannot act on a region it has not hydrated.
  event.stopImmediatePropagation();
  if (region.held.some((click) => click.control === held)) return;
  const asked = askedState(held);
  region.held.push({ control: held, asked, identity: identityOf(held) });
  // The tap shows at once, not when the code comes (up to a second on a slow line). A box is ticked again once the
  // browser has undone the prevented click (React hydrates it as it finds it, then draws it from its state); any
  // other control is marked as under way (app.css) until the code is there.
  const box = boxOf(held);
  if (box && asked !== null) setTimeout(() => waiting.has(region) && (box.checked = asked));
  else held.setAttribute('data-held', '');
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  for (const type of NEED_EVENTS) document.addEventListener(type, onSignOfNeed, { capture: true, passive: true });
  document.addEventListener('click', onAction, { capture: true });
  document.addEventListener('submit', onAction, { capture: true });
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
/** Fields that hold text (a box's or radio's `value` is "on" beside an empty `defaultValue`). */
const TEXT_FIELDS = 'textarea, input:not([type="checkbox"], [type="radio"])';
const typedFields = (element: Element): TextField[] =>
  [...(element.matches(TEXT_FIELDS) ? [element] : element.querySelectorAll(TEXT_FIELDS))].filter(
    (field): field is TextField => (field as TextField).value !== (field as TextField).defaultValue,
  );

/** Text typed before hydration stays in its field but not in state: once hydrated, `keep` gets each such field. */
export function useTextTypedEarly(ref: RefObject<Element | null>, keep: (field: TextField) => void): void {
  useEffect(() => {
    if (ref.current) for (const field of typedFields(ref.current)) keep(field);
    // Once, after hydration: from then on the component's own onChange sees every key.
  }, []);
}

/**
 * Makes the held clicks again once the component has taken over the typed text (its effects ran): each on its control
 * or, drawn afresh, the one of the same identity (none: dropped). A toggle already showing what its click asked for (a
 * "Choose plan" the data chose meanwhile) is left so: clicking it again would undo the visitor's choice.
 */
function replay(region: Region, boxes: boolean) {
  const held = region.held.filter((click) => (boxOf(click.control) !== null) === boxes);
  region.held = region.held.filter((click) => !held.includes(click));
  const make = () => {
    for (const click of held) {
      const control = click.control.isConnected ? click.control : [...(region.element.current?.querySelectorAll(HELD_CONTROLS) ?? [])].find((drawn) => identityOf(drawn) === click.identity);
      if (!control || (click.asked !== null && shownState(control) === click.asked)) continue;
      if (control instanceof HTMLFormElement) control.requestSubmit();
      else (control as HTMLElement).click();
    }
  };
  // A box's at once, before the region paints as React drew it, so its early tick does not flicker; the rest after
  // the typed text's update has rendered, so a held Search acts on that text.
  if (boxes) make();
  else if (held.length > 0) setTimeout(make);
}

const noSubscription = () => () => undefined;

/** True while React renders on the server or hydrates; false in renders of the browser's own. */
function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}

/** The props that carry data differ (callbacks are recreated each render and do not count). */
export function dataPropsChanged(before: object, after: object): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...Object.keys(a), ...Object.keys(b)].some((key) => typeof b[key] !== 'function' && !Object.is(a[key], b[key]));
}

/** Wraps the loaded component: its effect runs once the region is hydrated. */
function hydratedIn<P extends object>(Loaded: ComponentType<P>) {
  return function Hydrated(props: P) {
    const region = useContext(RegionContext);
    useEffect(() => {
      if (!region || region.hydrated) return;
      region.hydrated = true;
      waiting.delete(region);
      region.onHydrated();
    }, [region]);
    return <Loaded {...props} />;
  };
}

/** `fallback` shows only in a browser render the server did not make, while the chunk loads. */
export function lazyOnNeed<P extends object>(importer: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let signalNeed: () => void = () => undefined;
  const armed = () => new Promise<void>((resolve) => (signalNeed = resolve));
  let needed = armed();

  const preload = () => {
    loading ??= importer().then(
      (component) => (loaded = hydratedIn(component)),
      (error: unknown) => {
        loading = undefined; // a later sign of need tries again
        throw error;
      },
    );
    return loading;
  };
  const load = () => {
    signalNeed();
    return preload();
  };
  // Hydration suspends here until the first sign of need. A chunk that fails to arrive leaves the
  // server HTML in place until the next sign of need tries again (not the error page).
  const whenLoaded = (): Promise<ComponentType<P>> =>
    needed.then(preload).catch(() => {
      needed = armed();
      return whenLoaded();
    });
  const Lazy = lazy(() =>
    whenLoaded().then((component) => {
      // React hydrates what the server drew: the marks of held clicks go first.
      for (const region of waiting) if (region.load === load) for (const { control } of region.held) control.removeAttribute('data-held');
      return { default: component };
    }),
  );
  /** For a render of the browser's own (a client-side navigation): nothing on screen, so no waiting. */
  const LazyNow = lazy(() => load().then((component) => ({ default: component as ComponentType<P> })));

  function Component(props: P) {
    const element = useRef<HTMLDivElement>(null);
    // Only a region the server rendered waits for a sign of need; one the browser renders itself
    // has nothing on screen (or only its fallback), so its code is needed now.
    const hydrating = useHydrating();
    const [deferred] = useState(hydrating && loaded === undefined);
    const [hydrated, setHydrated] = useState(!deferred);
    const onHydrated = useCallback(() => setHydrated(true), []);
    const region = useRef<Region | null>(null);
    region.current ??= { element, load, hydrated, onHydrated, held: [] };
    // One component type for the instance's life: switching from the lazy wrapper to the loaded
    // component would make React mount it afresh (its state and the server's DOM lost).
    const [Widget] = useState<ComponentType<P>>(() => loaded ?? (deferred ? Lazy : LazyNow));
    const live = (
      <Suspense fallback={fallback}>
        <Widget {...props} />
      </Suspense>
    );
    const [first] = useState(live);
    const [firstProps] = useState(props);
    useEffect(() => {
      const current = region.current!;
      if (current.hydrated) return;
      listen();
      waiting.add(current);
      // A need shown before the listeners were there: focus in the region, or text typed into it.
      const element = current.element.current;
      if (element && (element.contains(document.activeElement) || typedFields(element).length > 0)) startLoading(current);
      return () => void waiting.delete(current);
    }, []);
    useEffect(() => {
      if (!hydrated && dataPropsChanged(firstProps, props)) startLoading(region.current!);
    });
    // Once the region shows its current props, not the first render it hydrated: a held click acts on what is shown.
    useLayoutEffect(() => {
      if (hydrated) replay(region.current!, true);
    }, [hydrated]);
    useEffect(() => {
      if (hydrated) replay(region.current!, false);
    }, [hydrated]);
    return (
      <RegionContext.Provider value={region.current}>
        <div ref={element} className="lazy-on-need">
          {hydrated ? live : first}
        </div>
      </RegionContext.Provider>
    );
  }

  return {
    /** Loads the module (the server awaits this before its first render). */
    preload: () => preload(),
    /** Fetches the chunk and hydrates every region of this component waiting for it. */
    load,
    /** Renders the component in its region (a `display: contents` element, so layout is unchanged). */
    Component,
  };
}

/** Loads every region still waiting (true when one was): a navigation changes the router's context, which a region takes only hydrated. */
export function loadWaitingRegions(): boolean {
  for (const region of waiting) startLoading(region);
  return waiting.size > 0;
}
