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

type SessionSnapshot = ReturnType<typeof snapshot<SessionStore>>;
/** valtio's snapshot, or the part `select` picks (an unchanged part keeps its snapshot, so its reader does not render again), without valtio's render-tracking proxies. */
export function useSessionSnapshot<T = SessionSnapshot>(select: (snap: SessionSnapshot) => T = (snap) => snap as T): T {
  const store = useSessionStore();
  const subscribeToStore = useCallback((onChange: () => void) => subscribe(store, onChange), [store]);
  const read = () => select(snapshot(store));
  return useSyncExternalStore(subscribeToStore, read, read);
}
