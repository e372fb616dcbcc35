// The session store reaches components through context, so the server can give each request
// its own store (docs/architecture.md#request-paths: nothing leaks between visitors).
import { createContext, useContext, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
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

/** A render snapshot of the store. */
export function useSessionSnapshot() {
  return useSnapshot(useSessionStore());
}
