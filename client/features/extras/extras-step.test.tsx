// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSessionStore, type SessionStore } from '../../store/session-store';
import { StoreProvider } from '../../store/store-context';
import { ExtrasStep } from './extras-step';
import { LANDLINE_LOST_WARNING } from './phone-extras';

afterEach(cleanup);

function renderStep(props: Parameters<typeof ExtrasStep>[0]): SessionStore {
  const store = createSessionStore();
  render(
    <StoreProvider store={store}>
      <ExtrasStep {...props} />
    </StoreProvider>,
  );
  return store;
}

describe('ExtrasStep (docs/product/ordering-and-handoff.md#extras-step docs/product/pricing.md#extras-and-fees)', () => {
  it("is headed 'Grab some extras to complete the deal', step 3 on desktop and 4 on mobile", () => {
    renderStep({ serviceType: 'nbn' });
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toContain('Grab some extras to complete the deal');
    expect(heading.querySelector('.step-label__desktop')?.textContent).toBe('3');
    expect(heading.querySelector('.step-label__mobile')?.textContent).toBe('4');
  });

  it('shows the extender only with the modem, and toggles it between 0 and 1', async () => {
    const store = renderStep({ serviceType: 'nbn' });
    const extender = screen.getByRole('switch', { name: 'Add a WiFi extender' });
    await userEvent.click(extender);
    expect(store.cart.cart.extenders).toBe(1);
    await userEvent.click(extender);
    expect(store.cart.cart.extenders).toBe(0);
  });

  it("asks 'Are you sure?' before dropping the modem; confirming turns it off and sets extenders to 0", async () => {
    const store = renderStep({ serviceType: 'nbn' });
    await userEvent.click(screen.getByRole('switch', { name: 'Add a WiFi extender' }));
    await userEvent.click(screen.getByRole('radio', { name: "No, I'll use my own" }));
    const confirm = screen.getByRole('group', { name: 'Are you sure?' });
    expect(confirm.textContent).toMatch(/Bringing your own modem/);
    // Focus moves into the confirmation; the cart is unchanged until confirmed.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: "Yes, I'll bring my own modem" }));
    expect(store.cart.cart.modem).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: "Yes, I'll bring my own modem" }));
    expect(store.cart.cart).toMatchObject({ modem: false, extenders: 0 });
    expect(screen.queryByRole('group', { name: 'Are you sure?' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Add a WiFi extender' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: "No, I'll use my own" }));
  });

  it('Escape keeps the modem and returns focus to the Yes option', async () => {
    const store = renderStep({ serviceType: 'nbn' });
    await userEvent.click(screen.getByRole('radio', { name: "No, I'll use my own" }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Are you sure?' })).toBeNull();
    expect(store.cart.cart.modem).toBe(true);
    const yes = screen.getByRole('radio', { name: 'Yes, add the modem' }) as HTMLInputElement;
    expect(yes.checked).toBe(true);
    expect(document.activeElement).toBe(yes);
  });

  it('has no modem toggle on home wireless', () => {
    renderStep({ serviceType: 'hwbb' });
    expect(screen.queryByRole('radio', { name: 'Yes, add the modem' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Add a WiFi extender' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Yes, add a phone' })).toBeTruthy();
  });

  it('phone: no warns that the landline number is lost; yes offers pay-as-you-go (with rates) or unlimited', async () => {
    const store = renderStep({ serviceType: 'nbn' });
    expect(screen.getByText(LANDLINE_LOST_WARNING)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes, add a phone' }));
    expect(screen.queryByText(LANDLINE_LOST_WARNING)).toBeNull();
    expect(store.cart.cart.voip).toBe(true);
    expect(screen.getByRole('table', { name: 'Pay-as-you-go call rates (inc. GST)' }).textContent).toContain('20c/min');
    await userEvent.click(screen.getByRole('radio', { name: 'Unlimited calls, $10/mth' }));
    expect(store.cart.cart.voipPlan).toBe('unlimited');
    expect(screen.getByText(/Croatia/)).toBeTruthy();
  });

  it('Home Secure yes/no', async () => {
    const store = renderStep({ serviceType: 'nbn' });
    await userEvent.click(screen.getByRole('radio', { name: 'Yes, add Home Secure ($6/mth)' }));
    expect(store.cart.cart.homeSecure).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'No, just the free trial' }));
    expect(store.cart.cart.homeSecure).toBe(false);
  });

  it('offers the transfer plan (100 or 50 Mbps) on Flip to Fibre only', async () => {
    const store = renderStep({ serviceType: 'flipToFibre', showTransferPlan: true });
    await userEvent.click(screen.getByRole('radio', { name: '50 Mbps' }));
    expect(store.cart.cart.transferPlan).toBe(50);
    cleanup();
    renderStep({ serviceType: 'nbn' });
    expect(screen.queryByRole('radio', { name: '50 Mbps' })).toBeNull();
  });
});
