// @vitest-environment happy-dom
// docs/product/content.md#analytics-events Analytics: pressing 'Order Now' pushes nbnOrderNowResi with the order's items (docs/product/content.md#analytics-items
// Analytics item): the plan, then the hardware and the phone plan chosen, at the list prices.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import type { Plan } from '../../../shared/schemas/plan';
import { createSessionStore, type CartSelection } from '../../store/session-store';
import { StoreProvider } from '../../store/store-context';
import { OrderSummary, preloadOrderSummary } from './order-summary';

afterEach(() => {
  cleanup();
  delete window.dataLayer;
});

const PLAN = {
  id: 10591,
  serviceType: 'flipToFibre',
  planTitle: 'FTTN 100',
  planHeading: 'Fibre Upgrade 100/20Mbps',
  planSpeed: 'Fibre100',
  typicalEveningSpeed: 100,
  price: 89.95,
  special: null,
  firstMonthFree: false,
  activationFee: 0,
} satisfies Partial<Plan> & { activationFee: number };

const SQ = sqResultFixture({ nbnServiceClass: 12, flipReady: 'Ready', flipDate: '2025-09-15' });

function orderNow(cart: Partial<CartSelection>) {
  const store = createSessionStore();
  Object.assign(store.cart.cart, { serviceType: 'flipToFibre', planId: PLAN.id, ...cart });
  store.sq.sqResult = SQ;
  store.sq.sqAddress = '14 Lyrebird Rise, Brunswick VIC 3056';
  render(
    <StoreProvider store={store}>
      <OrderSummary plan={PLAN} serviceType="flipToFibre" transferPlan={100} />
    </StoreProvider>,
  );
  const form = document.querySelector('form[action="/api/order/handoff"]') as HTMLFormElement;
  form.addEventListener('submit', (event) => event.preventDefault());
  fireEvent.click(within(screen.getByRole('region', { name: /And you're done!/ })).getByRole('button', { name: 'Order Now' }));
  return window.dataLayer?.filter((entry) => entry.event === 'nbnOrderNowResi') ?? [];
}

// The chosen plan's summary is a chunk of its own (order-summary.tsx): loaded once, as the plan cards do.
beforeAll(async () => {
  await preloadOrderSummary();
});

describe('nbnOrderNowResi (docs/product/content.md#content-calls)', () => {
  it('carries the plan, modem (151), extender (100) and unlimited calls (10) as items in aud', () => {
    const [event, ...more] = orderNow({ modem: true, extenders: 1, voip: true, voipPlan: 'unlimited' });
    expect(more).toEqual([]);
    expect(event).toMatchObject({ event: 'nbnOrderNowResi', serviceType: 'flipToFibre', planId: 10591, ecommerce: { currency: 'aud' } });
    const items = (event!.ecommerce as { items: { item_name: string; item_category2: string; price: number; quantity: number; currency: string }[] }).items;
    expect(items.map((item) => [item.item_category2, item.item_name, item.price, item.quantity, item.currency])).toEqual([
      ['plan', 'FTTN 100', 89.95, 1, 'aud'],
      ['modem', 'ZTE H1600', 151, 1, 'aud'],
      ['extender', 'ZTE H3601', 100, 1, 'aud'],
      ['unlimited', 'Unlimited call pack', 10, 1, 'aud'],
    ]);
  });

  it('without a modem or phone: the plan only', () => {
    const [event] = orderNow({ modem: false, extenders: 0, voip: false });
    const items = (event!.ecommerce as { items: { item_category2: string }[] }).items;
    expect(items.map((item) => item.item_category2)).toEqual(['plan']);
  });
});
