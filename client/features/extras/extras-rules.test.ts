import { describe, expect, it } from 'vitest';
import { emptySessionState } from '../../store/session-store';
import { extrasForService, orderedExtras } from '../../../shared/domain/plans/service-extras';
import { setExtender, setModem } from './modem-extras';

describe('extras rules (docs/product/ordering-and-handoff.md#extras-step Extras)', () => {
  it('turning the modem off sets extenders to 0', () => {
    const { cart } = emptySessionState().cart;
    setExtender(cart, true);
    expect(cart.extenders).toBe(1);
    setModem(cart, false);
    expect(cart).toMatchObject({ modem: false, extenders: 0 });
  });

  it('the extender is 0 or 1 and only with the modem', () => {
    const { cart } = emptySessionState().cart;
    setModem(cart, false);
    setExtender(cart, true);
    expect(cart.extenders).toBe(0);
    setModem(cart, true);
    setExtender(cart, true);
    setExtender(cart, true);
    expect(cart.extenders).toBe(1);
    setExtender(cart, false);
    expect(cart.extenders).toBe(0);
  });

  it('hides the modem toggle on home wireless and mobile broadband, where no modem is ordered', () => {
    expect(extrasForService('hwbb').modem).toBe(false);
    expect(extrasForService('mbb').modem).toBe(false);
    expect(orderedExtras(emptySessionState().cart.cart, 'mbb').modem).toBe(false);
    expect(extrasForService('nbn').modem).toBe(true);
    expect(extrasForService('flipToFibre').modem).toBe(true);
    expect(orderedExtras(emptySessionState().cart.cart, 'hwbb').modem).toBe(false);
    expect(orderedExtras(emptySessionState().cart.cart, 'fibre').modem).toBe(true);
  });
});
