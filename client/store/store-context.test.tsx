// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store';
import { StoreProvider, useSessionSnapshot } from './store-context';

describe('useSessionSnapshot', () => {
  it('a reader of one part renders again when that part changes, not when another does', async () => {
    const store = createSessionStore();
    const renders = { part: 0, whole: 0 };
    function MenuState() {
      renders.part += 1;
      const nav = useSessionSnapshot((snap) => snap.nav);
      return <p>menu {nav.isNavOpen ? 'open' : 'closed'}</p>;
    }
    function WholeState() {
      renders.whole += 1;
      const { cart } = useSessionSnapshot();
      return <p>plan {String(cart.cart.planId)}</p>;
    }
    render(
      <StoreProvider store={store}>
        <MenuState />
        <WholeState />
      </StoreProvider>,
    );
    expect(renders).toEqual({ part: 1, whole: 1 });

    // valtio tells its subscribers after a microtask.
    await act(async () => {
      store.cart.cart.planId = 7;
    });
    expect(screen.getByText('plan 7')).toBeTruthy();
    expect(renders).toEqual({ part: 1, whole: 2 });

    await act(async () => {
      store.nav.isNavOpen = true;
    });
    expect(screen.getByText('menu open')).toBeTruthy();
    expect(renders).toEqual({ part: 2, whole: 3 });
  });
});
