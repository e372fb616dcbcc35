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

/**
 * A render snapshot of the store: React's own subscription to valtio's snapshots (the same object
 * until the store changes), without valtio's render-tracking proxies, which every page would load.
 */
export function useSessionSnapshot(): ReturnType<typeof snapshot<SessionStore>> {
  const store = useSessionStore();
  const subscribeToStore = useCallback((onChange: () => void) => subscribe(store, onChange), [store]);
  const read = () => snapshot(store);
  return useSyncExternalStore(subscribeToStore, read, read);
}
