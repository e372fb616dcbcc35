// @vitest-environment happy-dom
// docs/product/address-check.md#flip-availability: "Simplified success shows only there [the availability page], when exactly one service is
// available and it is the requested one." The requested service comes from the query, else the cart.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import type { PageContent } from '../../../shared/schemas/content';
import { createSessionStore, type SessionStore } from '../../store/session-store';
import { StoreProvider } from '../../store/store-context';
import AvailabilityPage from './availability-page';

afterEach(cleanup);

/** An FTTN address flip ready with a date: nbn is its one service; the full result also offers the upgrade. */
const FLIP_READY_FTTN = sqResultFixture({ nbnServiceClass: 12, flipReady: 'Ready', flipDate: '2025-09-15' });

const CONTENT: PageContent = { title: 'Check your address', description: 'See what reaches your home.' };

async function openAvailability(url: string, setup: (store: SessionStore) => void = () => {}) {
  const store = createSessionStore();
  setup(store);
  const router = createMemoryRouter(
    [
      {
        path: '/availability',
        loader: () => ({ content: CONTENT, data: {}, meta: { heading: 'Check your address', title: '', description: '' } }),
        Component: AvailabilityPage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <StoreProvider store={store}>
      <RouterProvider router={router} />
    </StoreProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Check your address' });
  // The stored result arrives after hydration, as in the browser (docs/product/address-check.md#session-store session store).
  await act(async () => {
    Object.assign(store.sq, { sqResult: FLIP_READY_FTTN, sqAddress: '14 Lyrebird Rise, Brunswick VIC 3056' });
  });
  // The result panel's code loads once there is a result to show (use-address-check.ts).
  await screen.findByRole('region', { name: 'Connect now' });
}

const resultLinks = () =>
  within(screen.getByRole('region', { name: 'Connect now' })).getAllByRole('link').map((link) => link.textContent);

describe('/availability simplified success (docs/product/address-check.md#flip-availability)', () => {
  it('with ?service=nbn and nbn the only service: the heading and one link to the plans', async () => {
    await openAvailability('/availability?service=nbn');
    expect(resultLinks()).toEqual(['See plans']);
    expect(screen.queryByText(/Fibre Upgrade with FREE installation/)).toBeNull();
  });

  it('the service being ordered counts as requested when the query names none', async () => {
    await openAvailability('/availability', (store) => Object.assign(store.cart.cart, { serviceType: 'nbn' }));
    expect(resultLinks()).toEqual(['See plans']);
  });

  it('without a requested service, or when another service is requested, the full result shows', async () => {
    await openAvailability('/availability');
    expect(resultLinks()).toEqual(['See plans', 'See the Fibre Upgrade']);
    cleanup();
    await openAvailability('/availability?service=fibre');
    expect(resultLinks()).toEqual(['See plans', 'See the Fibre Upgrade']);
    expect(screen.getByText('Sorry, Fibre is not available at this address.').tagName).toBe('P');
    // One message for a screen reader: the error, then the heading, in the widget's live region (docs/product/address-check.md#requested-service-unavailable).
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/^Sorry, Fibre is not available at this address\. \S/);
  });
});
