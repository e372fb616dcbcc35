// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { planCostInput } from '../../../shared/domain/minimum-cost';
import { orderTotals } from '../../../shared/domain/order-totals';
import type { SqResult } from '../../../shared/types/address';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import type { Plan } from '../../../shared/schemas/plan';
import { focusAddressInput } from '../../lib/address-focus';
import { createSessionStore, type SessionStore } from '../../store/session-store';
import { StoreProvider } from '../../store/store-context';
import { OrderSummary, preloadOrderSummary, type OrderSummaryProps } from './order-summary';
import { planFixture } from '../../../tests/support/plan-fixture';

vi.mock('../../lib/address-focus', () => ({ focusAddressInput: vi.fn(() => true) }));

beforeEach(() => {
  vi.mocked(focusAddressInput).mockClear();
});
afterEach(() => {
  cleanup();
  delete window.dataLayer;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const PLAN: Plan = planFixture({
  price: 89.95,
  speedboost: true,
  firstMonthFree: true,
  special: { planPrice: 74.95, duration: 'for the first 6 months', months: 6 },
  cisLink: '/cis/nbn-100.pdf',
});

const SQ: SqResult = sqResultFixture({ nbnServiceClass: 24, nbnType: 'HFC', locId: 'LOC000247815362', maxSpeed: 1000 });

const HEADING = "And you're done! Here's what you've selected to order today.";

function renderSummary(props: Partial<OrderSummaryProps> = {}, setup: (store: SessionStore) => void = () => {}) {
  const store = createSessionStore();
  setup(store);
  render(
    <StoreProvider store={store}>
      <OrderSummary plan={PLAN} serviceType="nbn" modemOrdered {...props} />
    </StoreProvider>,
  );
  return store;
}

const withAddress = (sq: Partial<SqResult> = {}) => (store: SessionStore) => {
  store.sq.sqResult = { ...SQ, ...sq };
  store.sq.sqAddress = '63 Echidna Terrace, Newtown NSW 2042';
};

const summary = () => screen.getByRole('region', { name: HEADING });
const lineTexts = () => [...summary().querySelectorAll('.order-summary__line')].map((line) => line.textContent);

// The chosen plan's summary is a chunk of its own (order-summary.tsx): loaded once, as the plan cards do.
beforeAll(async () => {
  await preloadOrderSummary();
});

describe('OrderSummary (docs/product/ordering-and-handoff.md#order-summary)', () => {
  it('lists the plan and extras, the monthly total and the footnote from orderTotals', () => {
    renderSummary({}, (store) => {
      Object.assign(store.cart.cart, { extenders: 1, voip: true, voipPlan: 'unlimited', homeSecure: true });
    });
    const totals = orderTotals({
      plan: { title: 'Family nbn 100/20Mbps', ...planCostInput(PLAN) },
      modem: { selected: true, price: 170, freeShipping: true },
      extenders: { count: 1, price: 120 },
      voice: 'unlimited',
      homeSecure: true,
      newDev: false,
    });
    expect(lineTexts()).toEqual([
      'Family nbn 100/20Mbps$74.95/mth',
      'Unlimited call pack$10/mth',
      'WiFi modem & free shipping$170 one-off',
      'WiFi Extender & free shipping$120 one-off',
      'Home Secure$6/mth',
    ]);
    // docs/product/pricing.md#monthly-total: $6 lower when a special applies and Home Secure is chosen.
    expect(totals.summaryMonthlyTotal).toBe(84.95);
    expect(summary().querySelector('.order-summary__total')?.textContent).toBe('Total monthly cost$84.95/mth');
    expect(within(summary()).getByText(totals.footnote)).toBeTruthy();
    // docs/product/pricing.md#modem: modem 170 + extender 120 up front; the first month's plan fee is FREE, the call pack $10.
    expect(totals.footnote).toBe(
      'Total upfront cost $290 & Total min cost $300 plus any pro-rata charges for 30-day cancellation notice period.',
    );
  });

  it('says what changes after the first months: the plan steps and what Home Secure costs after its free months', () => {
    renderSummary({}, (store) => Object.assign(store.cart.cart, { homeSecure: true }));
    const later = within(summary()).getByRole('list', { name: 'Prices after the first months' });
    expect(within(later).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Family nbn 100/20Mbps: FREE for the first month, $74.95/mth for the next 5 months, then $89.95/mth.',
      'Home Secure: FREE for the first 3 months, then $6/mth. No lock-in: cancel any time.',
    ]);
    cleanup();
    renderSummary({ plan: { ...PLAN, special: null, firstMonthFree: false } });
    expect(within(within(summary()).getByRole('list', { name: 'Prices after the first months' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home Secure free trial: FREE for the first 2 months, then $6/mth unless you cancel it before the trial ends. No lock-in.',
    ]);
  });

  it('shows the new development charge only when it applies', () => {
    renderSummary({}, withAddress({ nbnNewDev: true }));
    expect(lineTexts()).toContain('New development charge$300 one-off');
    cleanup();
    renderSummary({}, withAddress());
    expect(lineTexts().some((text) => text?.startsWith('New development'))).toBe(false);
  });

  it("shows 'Check address' without a complete address check, which focuses the address input", async () => {
    renderSummary();
    expect(within(summary()).queryByRole('button', { name: 'Order Now' })).toBeNull();
    await userEvent.click(within(summary()).getByRole('button', { name: 'Check address' }));
    expect(focusAddressInput).toHaveBeenCalledTimes(1);
    expect(document.querySelector('form[action="/api/order/handoff"]')).toBeNull();
  });

  it("shows 'Order Now' once the address check is complete: it submits the hand-off form and pushes nbnOrderNowResi", async () => {
    window.sessionStorage.setItem('utm_source', 'newsletter');
    renderSummary({}, withAddress());
    const button = within(summary()).getByRole('button', { name: 'Order Now' }) as HTMLButtonElement;
    const form = document.querySelector('form[action="/api/order/handoff"]') as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(button.type).toBe('submit');
    expect(button.form).toBe(form);
    const fields = Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>);
    expect(fields).toMatchObject({
      service_type: 'nbn',
      plan_id: '10317',
      modem: '1',
      extender: '0',
      voip: 'none',
      home_secure: '0',
      sq_address: '63 Echidna Terrace, Newtown NSW 2042',
      location_nbn: 'LOC000247815362',
      utm_source: 'newsletter',
    });
    const submit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submit);
    fireEvent.click(button);
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'nbnOrderNowResi', planId: 10317 });
  });

  it('needs flipReady and a flipDate for a Flip to Fibre order (docs/product/address-check.md#flip-availability)', () => {
    renderSummary({ serviceType: 'flipToFibre' }, withAddress());
    expect(within(summary()).getByRole('button', { name: 'Check address' })).toBeTruthy();
    cleanup();
    renderSummary({ serviceType: 'flipToFibre', transferPlan: 100 }, withAddress({ flipReady: 'Ready', flipDate: '2025-09-15', nbnServiceClass: 12 }));
    expect(within(summary()).getByRole('button', { name: 'Order Now' })).toBeTruthy();
    const form = document.querySelector('form[action="/api/order/handoff"]') as HTMLFormElement;
    expect(new FormData(form).get('transfer_plan')).toBe('100');
  });

  it('asks for a plan when none is chosen', () => {
    renderSummary({ plan: null });
    expect(within(summary()).getByText(/Choose a plan above to see your order\./)).toBeTruthy();
    expect(screen.queryByLabelText('Your order')).toBeNull();
  });

  it("has a sticky popup with plan name, '+ extras', evening speed and price, hidden from assistive tech until scrolled", () => {
    renderSummary({}, (store) => Object.assign(store.cart.cart, { homeSecure: true }));
    const popup = document.querySelector('.order-popup') as HTMLElement;
    expect(popup.textContent).toContain('Family nbn 100/20Mbps + extras');
    expect(popup.textContent).toContain('100Mbps typical evening speed');
    expect(popup.getAttribute('aria-hidden')).toBe('true');
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    fireEvent.scroll(window);
    expect(popup.getAttribute('aria-hidden')).toBe('false');
    expect(popup.hasAttribute('inert')).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('hides the popup while the main summary is in view, even when scrolled', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderSummary();
      const popup = document.querySelector('.order-popup') as HTMLElement;
      Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
      fireEvent.scroll(window);
      expect(popup.getAttribute('aria-hidden')).toBe('false');
      act(() => report([{ isIntersecting: true }]));
      expect(popup.getAttribute('aria-hidden')).toBe('true');
      expect(popup.hasAttribute('inert')).toBe(true);
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      vi.unstubAllGlobals();
    }
  });
});
