// @vitest-environment happy-dom
// After the address check the service pages show only the plans the address can get, say
// why the others are not offered, and clear a cart holding a plan that is no longer offered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { SqResult } from '../../../shared/types/address';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import type { ServicePageContent } from '../../../shared/schemas/content';
import type { Plan } from '../../../shared/schemas/plan';
import { PLANS_NOT_OFFERED_LABEL } from '../../features/plans/plans-not-offered';
import { UNAVAILABLE_PLANS_HEADING } from '../../features/plans/unavailable-plans';
import { createSessionStore, type SessionStore } from '../../store/session-store';
import { StoreProvider } from '../../store/store-context';
import FlipToFibrePage from './flip-to-fibre-page';
import ServicePage from './service-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plan = (serviceType: Plan['serviceType'], planHeading: string, speed: number, id: number): Plan => ({
  id,
  serviceType,
  planTitle: planHeading,
  planHeading,
  planSpeed: `nbn${speed}`,
  planFullSpeed: `nbn ${speed}/20`,
  planDownloadSpeed: speed,
  planUploadSpeed: 20,
  typicalEveningSpeed: speed,
  price: 89.95,
  priceNotes: '',
  speedboost: false,
  flipOnly: serviceType === 'flipToFibre',
  firstMonthFree: false,
  special: null,
  cisLink: `/cis/${id}.pdf`,
  dataAllowanceGb: null,
});

const NBN = [
  plan('nbn', 'Everyday nbn 50/20Mbps', 50, 7175),
  plan('nbn', 'Family nbn 100/20Mbps', 100, 10317),
  plan('nbn', 'Superfast nbn 250/25Mbps', 250, 10319),
  plan('nbn', 'Hyperfast nbn 1000/50Mbps', 1000, 10321),
];
const FLIP = [plan('flipToFibre', 'Family nbn 100/20Mbps with a free fibre upgrade', 100, 10591), plan('flipToFibre', 'Superfast nbn 250/25Mbps with a free fibre upgrade', 250, 10592)];

/** An FTTN line that reaches 100 Mbps, no upgrade path (no plan tabs, no flip plans fetched). */
const FTTN_100: SqResult = sqResultFixture({
  locId: 'LOC000216640913',
  nbnReadyDate: '2018-02-05',
  categories: ['nbn', 'hwbb', 'mbb'],
  activeService: true,
});

const CONTENT: ServicePageContent = {
  title: 'Plans',
  description: 'Plans',
  hero: { title: 'Plans', lead: 'Plans.' },
  whyUpgrade: { heading: 'Why', sections: [] },
  features: [],
  thingsToKnow: ['All prices include GST.'],
};

function renderAt(path: string, Component: RouteObject['Component'], data: Record<string, unknown>, setup: (store: SessionStore) => void, search = '') {
  const store = createSessionStore();
  setup(store);
  const router = createMemoryRouter(
    [
      {
        path,
        loader: () => ({ content: CONTENT, meta: { heading: 'Plans', title: 'Plans', description: '' }, data }),
        Component,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [path + search] },
  );
  render(
    <StoreProvider store={store}>
      <RouterProvider router={router} />
    </StoreProvider>,
  );
  return store;
}

/** The plan cards of Step 2 (#plans). */
const planCards = () => within(document.getElementById('plans')!).queryAllByRole('article');

describe('the nbn page after the address check', () => {
  it("offers no tier above the line's top speed: shows it marked not available with why, and clears a cart holding one", async () => {
    const store = renderAt('/broadband/nbn', ServicePage, { plans: { plans: NBN } }, (store) => {
      store.sq.sqResult = FTTN_100;
      Object.assign(store.cart.cart, { serviceType: 'nbn', planId: 10319 });
    });
    const note = await screen.findByRole('note', { name: PLANS_NOT_OFFERED_LABEL });
    expect(within(note).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Superfast nbn 250/25Mbps isn't available at your address: your line's top speed is 100Mbps.",
      "Hyperfast nbn 1000/50Mbps isn't available at your address: your line's top speed is 100Mbps.",
    ]);
    expect(screen.getByRole('article', { name: /Family nbn 100\/20Mbps/ })).toBeTruthy();
    // docs/product/address-check.md#your-connection: the faster tiers are shown for what they are, not hidden,
    // and cannot be chosen.
    const carousel = screen.getByRole('region', { name: 'nbn plans' });
    expect(within(carousel).queryByRole('article', { name: /Superfast nbn 250\/25Mbps/ })).toBeNull();
    const unavailable = screen.getByRole('region', { name: UNAVAILABLE_PLANS_HEADING });
    const superfast = within(unavailable).getByRole('article', { name: 'Superfast nbn 250/25Mbps' });
    expect(superfast.textContent).toContain("The line at this address reaches 100Mbps, slower than this plan's 250Mbps.");
    expect(within(unavailable).getByRole('article', { name: /Hyperfast/ }).textContent).toContain('Not available at your address');
    expect(within(unavailable).queryAllByRole('button')).toEqual([]);
    await waitFor(() => expect(store.cart.cart.planId).toBeNull());
    // docs/product/pricing.md#plan-selection: the chosen plan never goes silently.
    const dropped = within(document.getElementById('plans')!).getAllByRole('status').map((status) => status.textContent);
    expect(dropped).toContain("Superfast nbn 250/25Mbps isn't available at your address, so no plan is chosen.");
    // Only the new sentence is read when it comes, not the whole region again.
    expect(screen.getByText(/so no plan is chosen/).closest('[role="status"]')?.getAttribute('aria-atomic')).toBe('false');
    // Once another plan is chosen, the sentence would no longer be true; the visitor's own deselection does not bring it back.
    store.cart.cart.planId = 10317;
    await waitFor(() => expect(screen.queryByText(/so no plan is chosen/)).toBeNull());
    store.cart.cart.planId = null;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/so no plan is chosen/)).toBeNull();
  });

  it('before an address check shows every plan and no note', async () => {
    renderAt('/broadband/nbn', ServicePage, { plans: { plans: NBN } }, () => {});
    await screen.findByRole('article', { name: /Hyperfast/ });
    expect(planCards()).toHaveLength(4);
    expect(screen.queryByRole('note', { name: PLANS_NOT_OFFERED_LABEL })).toBeNull();
  });

  it('says a dropped plan in a live region that was in the page before the check, so a screen reader hears it', async () => {
    const store = renderAt('/broadband/nbn', ServicePage, { plans: { plans: NBN } }, (store) => Object.assign(store.cart.cart, { serviceType: 'nbn', planId: 10319 }));
    await screen.findByRole('article', { name: /Hyperfast/ });
    const regions = within(document.getElementById('plans')!).getAllByRole('status');
    store.sq.sqResult = FTTN_100;
    const said = await screen.findByText("Superfast nbn 250/25Mbps isn't available at your address, so no plan is chosen.");
    expect(regions.some((region) => region.contains(said))).toBe(true);
    // Said of that address: another address's check, which offers every plan, takes it away.
    store.sq.sqResult = { ...FTTN_100, maxSpeed: 1000, locId: 'LOC000000000021' };
    await waitFor(() => expect(screen.queryByText(/so no plan is chosen/)).toBeNull());
  });

  // docs/product/plans.md#what-speed-do-i-need: in the browser, before a check, the advice answers from
  // the whole catalogue, as the server does.
  it('before an address check "What speed do I need?" answers from every plan', async () => {
    renderAt('/broadband/nbn', ServicePage, { plans: { plans: NBN } }, () => {}, '?people=5&watch=4k&calls=yes&uploads=no');
    // Every plan costs the same here, and the fastest is recommended: a plan no checked line could get.
    await screen.findByRole('heading', { name: 'We recommend Hyperfast nbn 1000/50Mbps' });
  });

  it('at a home-wireless-only address: no nbn plan, one sentence for all of them', async () => {
    renderAt('/broadband/nbn', ServicePage, { plans: { plans: NBN } }, (store) => {
      store.sq.sqResult = { ...FTTN_100, nbnServiceClass: 0, nbnType: '', maxSpeed: 0, services: ['nbn'], categories: ['hwbb', 'mbb'] };
    });
    const note = await screen.findByRole('note', { name: PLANS_NOT_OFFERED_LABEL });
    expect(note.textContent).toBe("nbn plans aren't available at your address: nbn does not reach it yet.");
    expect(planCards()).toEqual([]);
    expect(screen.getByText('None of these plans are available at your address.')).toBeTruthy();
    // docs/product/ordering-and-handoff.md#nothing-to-order
    expect(screen.queryByRole('heading', { name: /Grab some extras/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What speed do I need?' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Your order summary' }).textContent).toContain('None of the plans on this page can be ordered at your address.');
  });
});

describe('the Flip to Fibre page after the address check', () => {
  it('at an address whose upgrade is planned work: no flip plan, the reason, and an empty cart', async () => {
    // The configuration answer has no campaign for this address: the page keeps its default plans.
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: { unconnected_services: { value: 'standard' } } }), { headers: { 'content-type': 'application/json' } }));
    const store = renderAt('/flip-to-fibre', FlipToFibrePage, { plans: { plans: FLIP }, nbnPlans: { plans: [] }, flipContent: null }, (store) => {
      store.sq.sqResult = { ...FTTN_100, flipReady: false, flipDate: '2027-04-19' };
      Object.assign(store.cart.cart, { serviceType: 'flipToFibre', planId: 10591 });
    });
    const note = await screen.findByRole('note', { name: PLANS_NOT_OFFERED_LABEL });
    expect(note.textContent).toBe("Flip to Fibre plans aren't available at your address: the fibre upgrade cannot be ordered there yet.");
    expect(planCards()).toEqual([]);
    expect(screen.getByText('There are no Flip to Fibre plans for this address.')).toBeTruthy();
    await waitFor(() => expect(store.cart.cart.planId).toBeNull());
    // docs/product/ordering-and-handoff.md#nothing-to-order: no extras for a plan that cannot be ordered, and the summary says so.
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Grab some extras/ })).toBeNull());
    expect(screen.queryByRole('region', { name: 'What speed do I need?' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Your order summary' }).textContent).toContain('None of the plans on this page can be ordered at your address.');
  });

  it('on an HFC line, which the upgrade is not sold for even with a date: no flip plan, and a reason that promises nothing later', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: { unconnected_services: { value: 'standard' } } }), { headers: { 'content-type': 'application/json' } }));
    renderAt('/flip-to-fibre', FlipToFibrePage, { plans: { plans: FLIP }, nbnPlans: { plans: [] }, flipContent: null }, (store) => {
      store.sq.sqResult = { ...FTTN_100, nbnType: 'HFC', nbnServiceClass: 24, flipReady: 'Eligible To Order', flipDate: '2027-04-19' };
    });
    const note = await screen.findByRole('note', { name: PLANS_NOT_OFFERED_LABEL });
    expect(note.textContent).toBe("Flip to Fibre plans aren't available at your address: we do not offer the fibre upgrade for its type of nbn connection.");
    expect(planCards()).toEqual([]);
  });

  it('docs/product/address-check.md#flip-eligibility on an FTTC line: only 250 or faster, and why not the 100', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: { unconnected_services: { value: 'standard' } } }), { headers: { 'content-type': 'application/json' } }));
    renderAt('/flip-to-fibre', FlipToFibrePage, { plans: { plans: FLIP }, nbnPlans: { plans: [] }, flipContent: null }, (store) => {
      store.sq.sqResult = { ...FTTN_100, nbnType: 'FTTC', nbnServiceClass: 34, flipReady: 'Ready', flipDate: '2026-03-02' };
    });
    const note = await screen.findByRole('note', { name: PLANS_NOT_OFFERED_LABEL });
    expect(note.textContent).toBe(
      "Family nbn 100/20Mbps with a free fibre upgrade isn't available at your address: a current FTTC line needs a Superfast nbn 250/25Mbps plan or faster.",
    );
    const carousel = screen.getByRole('region', { name: 'Flip to Fibre plans' });
    expect(within(carousel).getAllByRole('article')).toHaveLength(1);
    expect(within(carousel).getByRole('article', { name: /^Superfast nbn 250\/25Mbps with a free fibre upgrade/ })).toBeTruthy();
    // The 100 tier is shown marked not available, with why, and nothing to choose.
    const unavailable = screen.getByRole('region', { name: UNAVAILABLE_PLANS_HEADING });
    const family = within(unavailable).getByRole('article', { name: /^Family nbn 100\/20Mbps with a free fibre upgrade/ });
    expect(family.textContent).toContain('The free upgrade of a current FTTC line comes with a Superfast nbn 250/25Mbps plan or faster.');
    expect(within(unavailable).queryAllByRole('button')).toEqual([]);
  });
});
