import { describe, expect, it } from 'vitest';
import { createSessionStore, emptySessionState, keepQualifiedAddress, loadSavedState, persistToSession } from './session-store';
import { sqResultFixture } from '../../tests/support/sq-result-fixture';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const sqResult = sqResultFixture({ flipReady: 'Ready', campaigns: ['UNCONNECTED-H2-FY25'] });

describe('session store (docs/product/address-check.md#session-store: saved to session storage on every change, loaded at start)', () => {
  it('starts empty, so server and first client render agree', () => {
    expect(JSON.parse(JSON.stringify(createSessionStore()))).toEqual(emptySessionState());
  });

  it('gives every request its own store', () => {
    const a = createSessionStore();
    const b = createSessionStore();
    a.sq.sqAddress = '1 Example Street';
    expect(b.sq.sqAddress).toBe('');
  });

  it('saves every change and a new page loads it back', async () => {
    const storage = new MemoryStorage();
    const store = createSessionStore();
    persistToSession(store, storage);
    store.sq.sqResult = sqResult;
    store.sq.sqAddress = '12 Banksia Street, Carlton VIC 3053';
    store.cart.cart.extenders = 1;
    await Promise.resolve();
    expect(storage.getItem('flipReady')).toBe('"Ready"');
    expect(storage.getItem('campaigns')).toBe('["UNCONNECTED-H2-FY25"]');

    const next = createSessionStore();
    loadSavedState(next, storage);
    expect(next.sq.sqAddress).toBe('12 Banksia Street, Carlton VIC 3053');
    expect(next.sq.sqResult).toEqual(sqResult);
    expect(next.cart.cart.extenders).toBe(1);
  });

  it('keeps the menu closed and survives damaged storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('nav', JSON.stringify({ isNavOpen: true, hideDisplay: ['x'] }));
    storage.setItem('sq', '{not json');
    const store = createSessionStore();
    loadSavedState(store, storage);
    expect(store.nav).toEqual({ isNavOpen: false, hideDisplay: ['x'] });
    expect(store.sq.sqResult).toBeNull();
  });

  it('clears the address-check items when the result is cleared', async () => {
    const storage = new MemoryStorage();
    const store = createSessionStore();
    persistToSession(store, storage);
    store.sq.sqResult = sqResult;
    await Promise.resolve();
    store.sq.sqResult = null;
    await Promise.resolve();
    expect(storage.getItem('flipReady')).toBeNull();
  });
});

describe('keepQualifiedAddress (docs/product/address-check.md#qualification-outcome: "Success: the results are stored")', () => {
  it('keeps the address, its result and its type, and clears the not-found flag', () => {
    const store = createSessionStore();
    store.sq.addressNoFound = true;
    const sqResult = sqResultFixture({ priority: 'fibre', services: ['nbn', 'fibre'] });
    keepQualifiedAddress(store, '14 Lyrebird Rise, Brunswick VIC 3056', sqResult);
    expect(store.sq).toEqual({ sqResult, sqAddress: '14 Lyrebird Rise, Brunswick VIC 3056', sqType: 'fibre', addressNoFound: false });
  });

  it('without a priority, the type is the first service', () => {
    const store = createSessionStore();
    keepQualifiedAddress(store, '1 Example St', sqResultFixture({ priority: '', services: ['fibre', 'nbn'] }));
    expect(store.sq.sqType).toBe('fibre');
  });
});
