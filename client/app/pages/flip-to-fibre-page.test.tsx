// @vitest-environment happy-dom
// docs/product/ordering-and-handoff.md#flip-to-fibre-page, docs/product/pricing.md#plan-selection Plan selection: the Flip to Fibre page preselects the third of more than two
// plans (the second of two) once plans load, keeps a saved choice, and feeds the order summary.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ServicePageContent } from '../../../shared/schemas/content';
import type { Plan } from '../../../shared/schemas/plan';
import { createSessionStore, type SessionStore } from '../../store/session-store';
import { StoreProvider } from '../../store/store-context';
import FlipToFibrePage from './flip-to-fibre-page';

afterEach(cleanup);

const flipPlan = (speed: number, id: number): Plan => ({
  id,
  serviceType: 'flipToFibre',
  planTitle: `FTTN ${speed}`,
  planHeading: `nbn ${speed} with a free fibre upgrade`,
  planSpeed: `nbn${speed}`,
  planFullSpeed: `nbn ${speed}/20`,
  planDownloadSpeed: speed,
  planUploadSpeed: 20,
  typicalEveningSpeed: speed,
  dataAllowanceGb: null,
  price: 99.95,
  priceNotes: '',
  speedboost: true,
  flipOnly: true,
  firstMonthFree: false,
  special: null,
  cisLink: `/cis/${id}.pdf`,
});

const CONTENT: ServicePageContent = {
  title: 'Flip to Fibre',
  description: 'Free fibre upgrade',
  hero: { title: 'Flip to Fibre, free', lead: 'Swap copper for fibre.' },
  whyUpgrade: { heading: 'Why upgrade to a fibre connection', sections: [{ heading: 'Faster speeds', paragraphs: ['Fibre all the way.'] }] },
  features: [{ title: 'Unlimited Data', description: 'No caps.', icon: 'infinity' }],
  thingsToKnow: ['All prices include GST.'],
};

function renderPage(plans: Plan[], setup: (store: SessionStore) => void = () => {}): SessionStore {
  const store = createSessionStore();
  setup(store);
  const router = createMemoryRouter(
    [
      {
        path: '/flip-to-fibre',
        loader: () => ({
          content: CONTENT,
          meta: { heading: 'Flip to Fibre', title: 'Flip to Fibre', description: '' },
          data: { plans: { plans }, nbnPlans: { plans: [] }, flipContent: null },
        }),
        Component: FlipToFibrePage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/flip-to-fibre'] },
  );
  render(
    <StoreProvider store={store}>
      <RouterProvider router={router} />
    </StoreProvider>,
  );
  return store;
}

const FOUR = [flipPlan(100, 10591), flipPlan(250, 10592), flipPlan(500, 10593), flipPlan(1000, 10594)];

describe('Flip to Fibre page', () => {
  it('lays out hero, why, Step 1, Step 2, extras with the transfer plan, summary, features and things to know', async () => {
    renderPage(FOUR);
    await screen.findByRole('heading', { name: 'Step 2: Choose an unlimited nbn plan with the free upgrade' });
    expect(await screen.findByRole('heading', { name: 'Why upgrade to a fibre connection' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Step 1: Check your address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('#plans');
    expect(screen.getByRole('link', { name: 'Things you need to know' }).getAttribute('href')).toBe('#thingsToKnow');
    expect(document.getElementById('plans')).not.toBeNull();
    expect(document.getElementById('thingsToKnow')?.textContent).toContain('All prices include GST.');
    // The extras are a region of their own (client/app/lazy-on-need.tsx): a client render loads them at once.
    expect(await screen.findByRole('radio', { name: '50 Mbps' })).toBeTruthy();
  });

  it('preselects the third of four plans and shows it in the summary', async () => {
    const store = renderPage(FOUR);
    const third = await screen.findByRole('article', { name: 'nbn 500 with a free fibre upgrade' });
    await waitFor(() => expect(within(third).getByRole('button', { name: 'Plan selected' }).getAttribute('aria-pressed')).toBe('true'));
    expect(store.cart.cart).toMatchObject({ planId: 10593, serviceType: 'flipToFibre' });
    // The chosen plan's summary is a chunk of its own (order-summary.tsx): it shows once loaded.
    const summaryRegion = () => screen.getByRole('region', { name: "And you're done! Here's what you've selected to order today." });
    await waitFor(() => expect(summaryRegion().textContent).toContain('FTTN 500'));
    const summary = summaryRegion();
    expect(within(summary).getByRole('button', { name: 'Check address' })).toBeTruthy();
  });

  it('preselects the second of two plans', async () => {
    const store = renderPage(FOUR.slice(0, 2));
    await screen.findByRole('article', { name: 'nbn 250 with a free fibre upgrade' });
    await waitFor(() => expect(store.cart.cart.planId).toBe(10592));
  });

  it('preselects a single plan (decision: it is the one offer there is)', async () => {
    const store = renderPage(FOUR.slice(0, 1));
    await screen.findByRole('article', { name: 'nbn 100 with a free fibre upgrade' });
    await waitFor(() => expect(store.cart.cart.planId).toBe(10591));
  });

  it('keeps a Flip to Fibre choice saved earlier, but replaces a choice from another page', async () => {
    const kept = renderPage(FOUR, (store) => Object.assign(store.cart.cart, { serviceType: 'flipToFibre', planId: 10591 }));
    await screen.findByRole('article', { name: 'nbn 100 with a free fibre upgrade' });
    expect(kept.cart.cart.planId).toBe(10591);
    cleanup();
    const replaced = renderPage(FOUR, (store) => Object.assign(store.cart.cart, { serviceType: 'nbn', planId: 7175 }));
    await screen.findByRole('article', { name: 'nbn 500 with a free fibre upgrade' });
    await waitFor(() => expect(replaced.cart.cart).toMatchObject({ serviceType: 'flipToFibre', planId: 10593 }));
  });
});

describe('Flip to Fibre page: sub-navigation (docs/product/frame.md#sub-navigation)', () => {
  it('shows the Flip to Fibre tabs with Plans as the current page, floating here', async () => {
    renderPage(FOUR);
    const nav = await screen.findByRole('navigation', { name: 'Flip to Fibre' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Plans', 'Features', 'Phone', 'About speeds', 'Q&A / Terms']);
    expect(within(nav).getByRole('link', { name: 'Plans' }).getAttribute('aria-current')).toBe('page');
    expect(nav.classList.contains('flip-subnav--floating')).toBe(true);
  });
});
