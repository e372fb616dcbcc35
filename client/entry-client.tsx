// Hydrates the page once the first page's lazy route modules are loaded, so the first render matches.
import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { loadWaitingRegions } from './app/lazy-on-need';
import { routes } from './app/routes';
import { saveTrackingFromUrl } from './features/content/use-tracking-params';
import { createSessionStore } from './store/session-store';
import { StoreProvider } from './store/store-context';
import './styles/tokens.css';
import './styles/base.css';

/** What react-router/dom's RouterProvider adds (synchronous updates on request), without the rest of that module. */
const flushRouterUpdate = (update: () => unknown): undefined => {
  flushSync(update);
};

/**
 * Gives the browser a turn between hydration's steps, so that no step joins the next in one long
 * task: input and rendering come between them. `scheduler.yield` resumes ahead of other tasks.
 */
const yieldToBrowser = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));

async function hydrate() {
  // The entry's own evaluation (React and the app's modules) is one task; the steps below come after it.
  await yieldToBrowser();
  // docs/product/ordering-and-handoff.md#tracking-fields Other storage: the landing URL's tracking ids are stored before any component reads them.
  saveTrackingFromUrl(window.location.search);
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
  // The route modules' evaluation, the router's set-up and hydration's start: a task each.
  await yieldToBrowser();
  // React renders an update made in the browser's own popstate (Back, a `#main` link) at once, unable to wait for a
  // waiting region's code, so it would drop the region's server HTML: the router, listening after this, hears it a task later.
  window.addEventListener('popstate', (event) => {
    if (!event.isTrusted || !loadWaitingRegions()) return;
    event.stopImmediatePropagation();
    setTimeout(() => window.dispatchEvent(new PopStateEvent('popstate', { state: event.state })));
  });
  const router = createBrowserRouter(routes);
  // A navigation changes the router's context, which a region still waiting for its code
  // (client/app/lazy-on-need.tsx) takes only once hydrated: its code is needed now. (A link within the
  // page changes the location with no navigation under way: the popstate listener above loads them.)
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') loadWaitingRegions();
  });
  await yieldToBrowser();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the server HTML');
  // The leading {null} puts the app where the server's document has it (<body>, <html>'s second child),
  // so useId() ids match. From here React replays what the visitor does: the early-tap recorder stops.
  document.documentElement.dataset.hydrated = 'false';
  // As a transition, hydration renders in slices of a few milliseconds between which the browser
  // takes input, instead of one long task (a visitor's tap hydrates what it lands on at once).
  startTransition(() => {
    hydrateRoot(
      root,
      <>
        {null}
        <StrictMode>
          <StoreProvider store={createSessionStore()}>
            <RouterProvider router={router} flushSync={flushRouterUpdate} />
          </StoreProvider>
        </StrictMode>
      </>,
    );
  });
}

void hydrate();
