// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { planCostInput } from '../../../shared/domain/pricing/minimum-cost';
import { orderTotals } from '../../../shared/domain/pricing/order-totals';
import type { SqResult } from '../../../shared/types/address';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import type { Plan } from '../../../shared/schemas/plan';
import { ADDRESS_INPUT_IDS } from '../../lib/address-focus';
import { createSessionStore, type SessionStore } from '../../store/session-store';
import { StoreProvider } from '../../store/store-context';
import { OrderSummary, preloadOrderSummary } from './order-summary';
import type { OrderSummaryProps } from './order-summary-props';
import { planFixture } from '../../../tests/support/plan-fixture';

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
      <OrderSummary plan={PLAN} serviceType="nbn" {...props} />
    </StoreProvider>,
  );
  return store;
}

const withAddress = (sq: Partial<SqResult> = {}) => (store: SessionStore) => {
  store.sq.sqResult = { ...SQ, ...sq };
  store.sq.sqAddress = '63 Echidna Terrace, Newtown NSW 2042';
};

const summary = () => screen.getByRole('region', { name: HEADING });

/**
 * The fields `form` sends when `button` is clicked (the submission itself is stopped): read once the
 * submit event has passed React's handlers, as the browser collects them.
 */
function submitted(form: HTMLFormElement, button: HTMLButtonElement): Record<string, string>[] {
  const sent: Record<string, string>[] = [];
  const collect = (event: Event) => {
    event.preventDefault();
    sent.push(Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>));
  };
  document.addEventListener('submit', collect);
  fireEvent.click(button);
  document.removeEventListener('submit', collect);
  return sent;
}
const lineTexts = () => [...summary().querySelectorAll('.order-summary__line')].map((line) => line.textContent);

// The chosen plan's summary is a chunk of its own (order-summary.tsx): loaded once, as the plan cards do.
beforeAll(async () => {
  await preloadOrderSummary();
});

describe('OrderSummary (docs/product/ordering-and-handoff.md#order-summary)', () => {
  it('lists the plan and extras with their price steps, a monthly total that adds them up month by month, and the footnote', () => {
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
      'Family nbn 100/20MbpsFREE for the first month, $74.95/mth for the next 5 months, then $89.95/mth',
      'Unlimited call pack$10/mth',
      'WiFi modem & free shipping$170 one-off',
      'WiFi Extender & free shipping$120 one-off',
      'Home SecureFREE for the first 3 months, then $6/mth',
    ]);
    // docs/product/pricing.md#monthly-total: month 1 the call pack only; months 2-3 plus the special; months 4-6 plus
    // Home Secure; then the ongoing prices: $89.95 + $10 + $6.
    expect(summary().querySelector('.order-summary__total')?.textContent).toBe(
      'Total monthly cost$10/mth for the first month, $84.95/mth for the next 2 months, $90.95/mth for the next 3 months, then $105.95/mth',
    );
    expect(within(summary()).getByText(totals.footnote)).toBeTruthy();
    // docs/product/pricing.md#minimum-cost: upfront $290 + first month $10 + 30 days of $84.95 ($83.79).
    expect(totals.footnote).toBe(
      'Total upfront cost $290 & Total min cost $383.79 including the 30-day cancellation notice period.',
    );
  });

  it('docs/product/ordering-and-handoff.md#order-summary: names the address it orders for once the check is complete, and none before', () => {
    renderSummary({}, withAddress());
    expect(within(summary()).getByText('Your address: 63 Echidna Terrace, Newtown NSW 2042')).toBeTruthy();
    cleanup();
    renderSummary();
    expect(within(summary()).queryByText(/^Your address:/)).toBeNull();
  });

  it('WCAG 4.1.3: reads out a change to the order with its total, from a region the page had from the start', async () => {
    const store = renderSummary({}, withAddress());
    const status = screen.getByTestId('order-summary-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    const before = status.textContent;
    expect(before).toBe(`${PLAN.planHeading}, total monthly cost ${within(summary()).getByText('Total monthly cost').nextElementSibling!.textContent}`);
    await act(async () => {
      Object.assign(store.cart.cart, { voip: true, voipPlan: 'unlimited' });
    });
    expect(screen.getByTestId('order-summary-status')).toBe(status);
    expect(status.textContent).not.toBe(before);
  });

  it('the free trial of Home Secure is listed as free, says what happens when it ends, and adds nothing to the total', () => {
    renderSummary({ plan: { ...PLAN, special: null, firstMonthFree: false } });
    expect(lineTexts()).toContain('Home Secure free trialFREE for the first 2 months, then it ends: nothing to pay unless you subscribe ($6/mth)');
    expect(summary().querySelector('.order-summary__total')?.textContent).toBe('Total monthly cost$89.95/mth');
    expect(summary().textContent).not.toMatch(/unless you cancel/);
  });

  it("no means no: 'No, I'll use my own' modem is off the summary and the order at once (docs/product/ordering-and-handoff.md#extras-step)", () => {
    renderSummary({}, (store) => {
      withAddress()(store);
      Object.assign(store.cart.cart, { modem: false, extenders: 1 });
    });
    expect(lineTexts().some((text) => text?.startsWith('WiFi modem'))).toBe(false);
    expect(lineTexts().some((text) => text?.startsWith('WiFi Extender'))).toBe(false);
    const form = document.querySelector('form[action="/api/order/handoff"]') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>)).toMatchObject({ modem: '0', extender: '0', home_secure: '0' });
    expect(within(summary()).getByText(/Total upfront cost \$0 /)).toBeTruthy();
  });

  it('mobile broadband lists and sends no modem, extender, phone or Home Secure, whatever the cart holds (docs/product/ordering-and-handoff.md#extras-by-service)', () => {
    const mbb = { ...PLAN, serviceType: 'mbb' as const, planHeading: '30GB mobile broadband data', price: 25, special: null, firstMonthFree: false, planSpeed: 'mbb30' };
    renderSummary({ plan: mbb, serviceType: 'mbb' }, (store) => {
      withAddress()(store);
      Object.assign(store.cart.cart, { modem: true, extenders: 1, voip: true, voipPlan: 'unlimited', homeSecure: true });
    });
    expect(lineTexts()).toEqual(['30GB mobile broadband data$25/mth']);
    expect(summary().querySelector('.order-summary__total')?.textContent).toBe('Total monthly cost$25/mth');
    expect(within(summary()).getByText(/^Total upfront cost \$0 /)).toBeTruthy();
    const form = document.querySelector('form[action="/api/order/handoff"]') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>)).toMatchObject({
      service_type: 'mbb',
      modem: '0',
      extender: '0',
      voip: 'none',
      home_secure: '0',
    });
    expect((document.querySelector('.order-popup') as HTMLElement).textContent).not.toContain('+ extras');
  });

  it('a Flip to Fibre plan is named with the address\'s own technology: FTTC 500 at an FTTC address, never FTTN 500', () => {
    const flip = { ...PLAN, serviceType: 'flipToFibre' as const, planTitle: 'FTTN 500', activationFee: 0 };
    renderSummary({ plan: flip, serviceType: 'flipToFibre', transferPlan: 100 }, withAddress({ nbnType: 'FTTC', nbnServiceClass: 32, flipReady: 'Ready', flipDate: '2025-09-15' }));
    expect(lineTexts()[0]).toMatch(/^FTTC 500/);
    expect(summary().textContent).not.toContain('FTTN 500');
  });

  it('shows the new development charge only when it applies', () => {
    renderSummary({}, withAddress({ nbnNewDev: true }));
    expect(lineTexts()).toContain('New development charge$300 one-off');
    cleanup();
    renderSummary({}, withAddress());
    expect(lineTexts().some((text) => text?.startsWith('New development'))).toBe(false);
  });

  it('docs/product/pricing.md#new-development-fee: a fibre order at an estate nbn flags carries no nbn charge, as the hand-off sends it', () => {
    const fibre = { ...PLAN, serviceType: 'fibre' as const, planHeading: 'Fibre 100/20' };
    renderSummary({ plan: fibre, serviceType: 'fibre' }, withAddress({ nbnNewDev: true, fibreType: 'OptiComm', hasFibre: true, categories: ['fibre'] }));
    expect(lineTexts().some((text) => text?.startsWith('New development'))).toBe(false);
    // The modem's $170 only: no $300 beside it.
    expect(within(summary()).getByText(/Total upfront cost \$170 /)).toBeTruthy();
  });

  it("shows 'Check address' without a complete address check, which focuses the address input", async () => {
    // The step's address input, as the address check renders it; laid out, as happy-dom does not (address-focus.ts
    // has its own tests). A real one rather than a mock of address-focus: the unit project's files share their
    // worker's modules (isolate: false), so an order summary an earlier file loaded would keep the real import.
    const input = document.body.appendChild(Object.assign(document.createElement('input'), { id: ADDRESS_INPUT_IDS[0] }));
    input.getClientRects = () => [{}] as unknown as DOMRectList;
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    onTestFinished(() => {
      input.remove();
      scroll.mockRestore();
    });
    renderSummary();
    expect(within(summary()).queryByRole('button', { name: 'Order Now' })).toBeNull();
    await userEvent.click(within(summary()).getByRole('button', { name: 'Check address' }));
    // A click that reaches the region before it is ready is held and made again (lazy-on-need.tsx).
    await vi.waitFor(() => expect(document.activeElement).toBe(input), { timeout: 10_000 });
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
    const fields = submitted(form, button);
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({
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
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'nbnOrderNowResi', planId: 10317 });
  });

  // docs/product/agents.md#leaving-agent-mode: an agent's session may be stored after the page opened
  // (verified) or cleared while it is open (Log Out); the order sends what holds as it is sent.
  it('sends the agent token the browser holds as the order is sent, not as the page opened', () => {
    renderSummary({}, withAddress());
    const button = within(summary()).getByRole('button', { name: 'Order Now' }) as HTMLButtonElement;
    const form = document.querySelector('form[action="/api/order/handoff"]') as HTMLFormElement;
    window.localStorage.setItem('isAgent', 'true');
    window.localStorage.setItem('orderFormToken', 'agent.token.value');
    expect(submitted(form, button)[0]).toMatchObject({ 'agent-token': 'agent.token.value' });
    window.localStorage.removeItem('isAgent');
    window.localStorage.removeItem('orderFormToken');
    expect(submitted(form, button)[0]).not.toHaveProperty('agent-token');
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

  it('the plan while waiting for fibre is no faster than the line: a 100 Mbps choice on a 50 Mbps line is ordered as 50', () => {
    renderSummary({ serviceType: 'flipToFibre', transferPlan: 100 }, withAddress({ flipReady: 'Ready', flipDate: '2025-09-15', nbnServiceClass: 12, maxSpeed: 50 }));
    const form = document.querySelector('form[action="/api/order/handoff"]') as HTMLFormElement;
    expect(new FormData(form).get('transfer_plan')).toBe('50');
  });

  it("asks for a plan when none is chosen, under 'Your order summary': nothing is done yet", () => {
    renderSummary({ plan: null });
    expect(screen.queryByRole('region', { name: HEADING })).toBeNull();
    const empty = screen.getByRole('region', { name: 'Your order summary' });
    expect(within(empty).getByText(/Choose a plan above to see your order\./)).toBeTruthy();
    expect(screen.queryByLabelText('Your order')).toBeNull();
  });

  it('at an address that can order none of the page\'s plans, says so instead of pointing to them', () => {
    renderSummary({ plan: null, nothingToOrder: true });
    const empty = screen.getByRole('region', { name: 'Your order summary' });
    expect(empty.textContent).toBe('Your order summaryNone of the plans on this page can be ordered at your address. See your address check');
    expect(within(empty).getByRole('link', { name: 'See your address check' }).getAttribute('href')).toBe('#address');
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
