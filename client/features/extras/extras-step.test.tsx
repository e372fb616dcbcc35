// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSessionStore, type SessionStore } from '../../store/session-store';
import { StoreProvider } from '../../store/store-context';
import { ExtrasStep } from './extras-step';
import { LANDLINE_LOST_WARNING } from './phone-extras';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';

afterEach(cleanup);

function renderStep(props: Parameters<typeof ExtrasStep>[0], setup: (store: SessionStore) => void = () => {}): SessionStore {
  const store = createSessionStore();
  setup(store);
  render(
    <StoreProvider store={store}>
      <ExtrasStep {...props} />
    </StoreProvider>,
  );
  return store;
}

describe('ExtrasStep (docs/product/ordering-and-handoff.md#extras-step docs/product/pricing.md#extras-and-fees)', () => {
  it("is headed 'Step 3: Grab some extras to complete the deal' at every width, after steps 1 and 2", () => {
    renderStep({ serviceType: 'nbn' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Step 3: Grab some extras to complete the deal');
  });

  it('shows the extender only with the modem, and toggles it between 0 and 1', async () => {
    const store = renderStep({ serviceType: 'nbn' });
    const extender = screen.getByRole('switch', { name: 'Add a Wi-Fi extender' });
    await userEvent.click(extender);
    expect(store.cart.cart.extenders).toBe(1);
    await userEvent.click(extender);
    expect(store.cart.cart.extenders).toBe(0);
  });

  it("'No, I'll use my own' takes the modem and extender off at once, then asks 'Are you sure?', which confirms and does not gate", async () => {
    const store = renderStep({ serviceType: 'nbn' });
    await userEvent.click(screen.getByRole('switch', { name: 'Add a Wi-Fi extender' }));
    await userEvent.click(screen.getByRole('radio', { name: "No, I'll use my own" }));
    // The visible choice is the order's: no modem, no extender, before any answer to the question.
    expect(store.cart.cart).toMatchObject({ modem: false, extenders: 0 });
    expect((screen.getByRole('radio', { name: "No, I'll use my own" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('switch', { name: 'Add a Wi-Fi extender' })).toBeNull();
    const confirm = screen.getByRole('group', { name: 'Are you sure?' });
    expect(confirm.textContent).toMatch(/Bringing your own modem/);
    // Focus stays in the radio group (WAI-ARIA's radio group: arrows move within it); the question is announced and is the next Tab stop.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: "No, I'll use my own" }));
    expect(confirm.parentElement!.getAttribute('aria-live')).toBe('polite');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: "Yes, I'll bring my own modem" }));
    await userEvent.click(screen.getByRole('button', { name: "Yes, I'll bring my own modem" }));
    expect(store.cart.cart).toMatchObject({ modem: false, extenders: 0 });
    expect(screen.queryByRole('group', { name: 'Are you sure?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: "No, I'll use my own" }));
  });

  it("'No, keep the modem' puts the modem and the extender back", async () => {
    const store = renderStep({ serviceType: 'nbn' });
    await userEvent.click(screen.getByRole('switch', { name: 'Add a Wi-Fi extender' }));
    await userEvent.click(screen.getByRole('radio', { name: "No, I'll use my own" }));
    await userEvent.click(screen.getByRole('button', { name: 'No, keep the modem' }));
    expect(store.cart.cart).toMatchObject({ modem: true, extenders: 1 });
    const yes = screen.getByRole('radio', { name: 'Yes, add the modem' }) as HTMLInputElement;
    expect(yes.checked).toBe(true);
    expect(document.activeElement).toBe(yes);
  });

  it('Escape closes the question and leaves the choice as it is: own modem', async () => {
    const store = renderStep({ serviceType: 'nbn' });
    await userEvent.click(screen.getByRole('radio', { name: "No, I'll use my own" }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Are you sure?' })).toBeNull();
    expect(store.cart.cart.modem).toBe(false);
    const no = screen.getByRole('radio', { name: "No, I'll use my own" }) as HTMLInputElement;
    expect(no.checked).toBe(true);
    expect(document.activeElement).toBe(no);
  });

  it('home wireless: no modem, extender, home phone, landline warning or Home Secure trial (docs/product/ordering-and-handoff.md#extras-by-service)', () => {
    renderStep({ serviceType: 'hwbb' });
    expect(screen.queryByRole('radio', { name: 'Yes, add the modem' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Add a Wi-Fi extender' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Yes, add a phone' })).toBeNull();
    expect(screen.queryByText(LANDLINE_LOST_WARNING)).toBeNull();
    expect(screen.queryByRole('radio', { name: 'No, just the free trial' })).toBeNull();
  });

  it('mobile broadband, a data SIM: no extras step at all', () => {
    renderStep({ serviceType: 'mbb' });
    expect(screen.queryByRole('heading', { name: /Grab some extras/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(LANDLINE_LOST_WARNING)).toBeNull();
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

  it('Home Secure yes/no; the free trial is said to end by itself with nothing to pay', async () => {
    const store = renderStep({ serviceType: 'nbn' });
    const section = screen.getByRole('region', { name: 'Home Secure' });
    expect(section.textContent).toContain('FREE for the first 3 months, then $6/mth');
    expect(section.textContent).toContain('then it ends by itself with nothing to pay');
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

  it('offers no transfer plan faster than the line: a line whose top speed is 50 gets 50 Mbps only (docs/product/pricing.md#transfer-plan)', () => {
    renderStep({ serviceType: 'flipToFibre', showTransferPlan: true, lineMaxSpeed: sqResultFixture({ maxSpeed: 50 }).maxSpeed });
    expect(screen.queryByRole('radio', { name: '100 Mbps' })).toBeNull();
    expect((screen.getByRole('radio', { name: '50 Mbps' }) as HTMLInputElement).checked).toBe(true);
  });
});
