// @vitest-environment happy-dom
// /mobilephone (docs/product/ordering-and-handoff.md#mobile-sim-orders): each SIM card names its network and
// states its minimum cost as the server drew it; the summary is 'Your order summary' until a plan is
// chosen, as on every page, and then the summary of the plan with the sticky order bar every summary has.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { minimumCostText } from '../../../shared/domain/pricing/minimum-cost';
import { NO_PLAN_HEADING, ORDER_SUMMARY_HEADING } from '../../../shared/domain/address/messages';
import { simOffer } from '../../../shared/domain/mobile/sim-offer';
import type { PageContent } from '../../../shared/schemas/content';
import type { MobilePlansAnswer } from '../../../shared/schemas/upstream';
import { createSessionStore } from '../../store/session-store';
import { StoreProvider } from '../../store/store-context';
import MobilePlansPage from './mobile-plans-page';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const simPlan = (id: number, dataGb: number, price: number): MobilePlansAnswer['plans'][number] => {
  const plan = {
    id,
    name: `${dataGb}GB SIM Plan`,
    dataGb,
    price,
    inclusions: [`${dataGb}GB data each month`],
    supplier: 'Optus',
    brand: 'kookaburra',
    productType: 'Mobile' as const,
    cisLink: `/cis/mobile-${dataGb}gb.pdf`,
  };
  // As the server draws it (server/upstream/upstreams.ts).
  return { ...plan, minimumCostText: minimumCostText(simOffer(plan).minimumTotalCost) };
};

const PLANS = [simPlan(7201, 15, 20), simPlan(7202, 40, 30)];

const CONTENT: PageContent = {
  title: 'Mobile phone plans',
  description: 'SIM-only plans',
  hero: { title: 'SIM-only plans, month to month', lead: 'No lock-in contract.' },
  sections: [],
};

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/mobilephone',
        loader: () => ({ content: CONTENT, meta: { heading: 'Mobile phone plans', title: 'Mobile phone plans', description: '' }, data: { mobilePlans: { plans: PLANS } } }),
        Component: MobilePlansPage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/mobilephone'] },
  );
  render(
    <StoreProvider store={createSessionStore()}>
      <RouterProvider router={router} />
    </StoreProvider>,
  );
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('/mobilephone', () => {
  it('names the network and states the minimum cost on each SIM card (docs/product/pricing.md#minimum-cost)', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 3, name: '40GB SIM Plan' });
    for (const plan of PLANS) {
      expect(within(card(plan.name)).getByText('On the Optus network')).toBeTruthy();
      expect(within(card(plan.name)).getByText(plan.minimumCostText)).toBeTruthy();
    }
    // "The first month and 30 days' notice": $30 + 30 days of $30/mth ($29.59).
    expect(within(card('40GB SIM Plan')).getByText('Min. cost $59.59 inc. GST, including the 30-day cancellation notice period.')).toBeTruthy();
  });

  it("heads the summary 'Your order summary' until a plan is chosen, then with the summary's heading and its sticky order bar", async () => {
    renderPage();
    const empty = await screen.findByRole('region', { name: NO_PLAN_HEADING });
    expect(within(empty).getByText(/Choose a SIM plan above to see your order\./)).toBeTruthy();
    expect(screen.queryByRole('region', { name: ORDER_SUMMARY_HEADING })).toBeNull();

    fireEvent.click(within(card('40GB SIM Plan')).getByRole('button', { name: 'Choose plan' }));
    // The chosen plan's summary is a chunk of its own: it arrives with Order Now.
    await screen.findByRole('button', { name: 'Order Now' });
    const summary = screen.getByRole('region', { name: ORDER_SUMMARY_HEADING });
    expect(within(summary).getByRole('button', { name: 'Order Now' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: NO_PLAN_HEADING })).toBeNull();

    // The order bar: hidden until the page is scrolled past the offset, then the plan, its data,
    // the monthly total and an Order Now that submits the summary's own form.
    const bar = screen.getByTestId('order-popup');
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    act(() => {
      fireEvent.scroll(window);
    });
    // The bar's scroll listener is attached by an effect of the lazily loaded summary, which a busy
    // machine may run after the scroll: it then reads the scroll position as it mounts.
    await waitFor(() => expect(bar.getAttribute('aria-hidden')).toBe('false'));
    expect(bar.textContent).toContain('40GB SIM Plan');
    expect(bar.textContent).toContain('40GB data per month');
    expect(bar.textContent).toContain('$30/mth');
    const orderNow = within(bar).getByRole('button', { name: 'Order Now' }) as HTMLButtonElement;
    expect(orderNow.form).toBe(summary.querySelector('form[action="/api/order/handoff"]'));
  });
});
