// The session store reaches components through context, so the server can give each request
// its own store (docs/architecture.md#request-paths: nothing leaks between visitors).
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { snapshot, subscribe } from 'valtio';
import type { SessionStore } from './session-store';

const StoreContext = createContext<SessionStore | null>(null);

export function StoreProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The mutable store, for event handlers. */
export function useSessionStore(): SessionStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSessionStore needs a <StoreProvider>');
  return store;
}

/** valtio's snapshot through React's own subscription, without valtio's render-tracking proxies every page would load. */
export function useSessionSnapshot(): ReturnType<typeof snapshot<SessionStore>> {
  const store = useSessionStore();
  const subscribeToStore = useCallback((onChange: () => void) => subscribe(store, onChange), [store]);
  const read = () => snapshot(store);
  return useSyncExternalStore(subscribeToStore, read, read);
}
