// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '../../../shared/schemas/plan';
import { createSessionStore, type SessionStore } from '../../store/session-store';
import { StoreProvider, useSessionSnapshot } from '../../store/store-context';
import { PlanChooser } from './plan-chooser';
import { usePlanSelection } from './use-plan-selection';
import { planFixture } from '../../../tests/support/plan-fixture';

afterEach(() => {
  cleanup();
  delete window.dataLayer;
});

const plan = (id: number, heading: string, fields: Partial<Plan> = {}): Plan =>
  planFixture({ id, planTitle: heading, planHeading: heading, price: 89.95, speedboost: true, cisLink: `/cis/${id}.pdf`, ...fields });

const NBN = [plan(1, 'Basic nbn 25/5Mbps'), plan(2, 'Family nbn 100/20Mbps')];
const FLIP = [plan(10591, 'FTTN 100 upgrade', { serviceType: 'flipToFibre', flipOnly: true })];

function Harness({ showTabs }: { showTabs: boolean }) {
  const selection = usePlanSelection();
  const { cart } = useSessionSnapshot().cart;
  return (
    <PlanChooser
      label="nbn plans"
      own={{ offered: NBN }}
      upgrade={{ offered: FLIP }}
      showTabs={showTabs}
      selectedPlanId={cart.planId}
      onToggle={(chosen, fibreUpgrade) => selection.toggle(chosen, fibreUpgrade)}
    />
  );
}

function renderWithStore(showTabs: boolean): SessionStore {
  const store = createSessionStore();
  render(
    <StoreProvider store={store}>
      <Harness showTabs={showTabs} />
    </StoreProvider>,
  );
  return store;
}

describe('PlanChooser and plan selection (docs/product/address-check.md#plan-tabs)', () => {
  it('shows only the page plans without tabs', () => {
    renderWithStore(false);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('region', { name: 'nbn plans' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('selects a plan into the cart, pushes select_item and deselects on a second press', async () => {
    const store = renderWithStore(false);
    const card = screen.getByRole('article', { name: 'Family nbn 100/20Mbps' });
    await userEvent.click(within(card).getByRole('button', { name: 'Choose plan' }));
    expect(store.cart.cart).toMatchObject({ planId: 2, serviceType: 'nbn' });
    expect(within(card).getByRole('button', { name: 'Plan selected' }).getAttribute('aria-pressed')).toBe('true');
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'select_item',
      ecommerce: { items: [{ item_name: 'Family nbn 100/20Mbps', item_category: 'nbn', price: 89.95, currency: 'aud', quantity: 1 }] },
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Plan selected' }));
    expect(store.cart.cart.planId).toBeNull();
  });

  it("shows 'Connect now' (default) and 'Fibre upgrade' tabs; a fibre upgrade plan marks the order Flip to Fibre", async () => {
    const store = renderWithStore(true);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Connect now', 'Fibre upgrade']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Fibre upgrade' }));
    const panel = screen.getByRole('tabpanel', { name: 'Fibre upgrade' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Choose plan' }));
    expect(store.cart.cart).toMatchObject({ planId: 10591, serviceType: 'flipToFibre' });
    // Every plan of the tab has the upgrade, and the tab says so: no badge repeats it on each card.
    expect(within(panel).queryByText('Fibre Upgrade')).toBeNull();
  });
});
