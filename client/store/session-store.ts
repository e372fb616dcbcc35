// docs/product/address-check.md#session-store, saved to sessionStorage on every change. The browser hydrates
// with an empty store, as the server rendered, and only then loads the saved state.
import { proxy, subscribe } from 'valtio';
import type { VoicePlanKey } from '../../shared/domain/pricing/price-list';
import type { SqResult } from '../../shared/types/address';

export interface SqState {
  sqResult: SqResult | null;
  sqAddress: string;
  sqType: string;
  addressNoFound: boolean;
}

export interface NavState {
  isNavOpen: boolean;
  hideDisplay: string[];
}

export interface CartSelection {
  planId: number | null;
  serviceType: string;
  modem: boolean;
  extenders: 0 | 1;
  voip: boolean;
  voipPlan: VoicePlanKey;
  homeSecure: boolean;
  /** Flip to Fibre transfer (interim) plan, docs/product/ordering-and-handoff.md#extras-step Extras. */
  transferPlan: 50 | 100;
}

export interface SessionState {
  sq: SqState;
  nav: NavState;
  cart: { cart: CartSelection };
}

export const emptySessionState = (): SessionState => ({
  sq: { sqResult: null, sqAddress: '', sqType: '', addressNoFound: false },
  nav: { isNavOpen: false, hideDisplay: [] },
  cart: {
    cart: {
      planId: null,
      serviceType: '',
      modem: true,
      extenders: 0,
      voip: false,
      voipPlan: 'payg',
      homeSecure: false,
      transferPlan: 100,
    },
  },
});

export type SessionStore = SessionState;

/** An address qualified. sqType (docs/product/address-check.md#sq-result does not describe it): the first priority, else service. */
export function keepQualifiedAddress(store: SessionStore, address: string, sqResult: SqResult): void {
  Object.assign(store.sq, { sqResult, sqAddress: address, sqType: sqResult.priority || sqResult.services[0] || '', addressNoFound: false });
}

export function createSessionStore(): SessionStore {
  return proxy(emptySessionState());
}

/** sessionStorage keys (docs/product/address-check.md#session-store). The address-check items are kept beside `sq` for other tools. */
export const STORAGE_KEYS = { session: 'session', sq: 'sq', nav: 'nav', cart: 'cart' } as const;
export const ADDRESS_CHECK_ITEMS = ['flipReady', 'nbnRegion', 'nbnServiceClass', 'maxSpeed', 'campaigns', 'fibreType'] as const;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readJson<T>(storage: StorageLike, key: string): T | undefined {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Loads what an earlier page saved, keeping defaults for anything missing or damaged. */
export function loadSavedState(store: SessionStore, storage: StorageLike): void {
  const defaults = emptySessionState();
  const sq = readJson<Partial<SqState>>(storage, STORAGE_KEYS.sq);
  const nav = readJson<Partial<NavState>>(storage, STORAGE_KEYS.nav);
  const cart = readJson<Partial<CartSelection>>(storage, STORAGE_KEYS.cart);
  if (sq && typeof sq === 'object') Object.assign(store.sq, defaults.sq, sq);
  // The menu always starts closed: an open menu is not something to restore on another page.
  if (nav && typeof nav === 'object') Object.assign(store.nav, defaults.nav, nav, { isNavOpen: false });
  if (cart && typeof cart === 'object') Object.assign(store.cart.cart, defaults.cart.cart, cart);
}

/** Saves on every change (docs/product/address-check.md#session-store). Returns the unsubscribe function. */
export function persistToSession(store: SessionStore, storage: StorageLike): () => void {
  const save = () => {
    try {
      storage.setItem(STORAGE_KEYS.sq, JSON.stringify(store.sq));
      storage.setItem(STORAGE_KEYS.nav, JSON.stringify(store.nav));
      storage.setItem(STORAGE_KEYS.cart, JSON.stringify(store.cart.cart));
      const result = store.sq.sqResult;
      for (const item of ADDRESS_CHECK_ITEMS) {
        if (result) storage.setItem(item, JSON.stringify(result[item]));
        else storage.removeItem(item);
      }
    } catch {
      // Storage full or blocked (private mode): the site still works for this page.
    }
  };
  return subscribe(store, save, true);
}
