import { describe, expect, it } from 'vitest';
import { emptySessionState } from '../../store/session-store';
import { modemOrdered, setExtender, setModem, showsModemToggle } from './extras-rules';

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
    expect(showsModemToggle('hwbb')).toBe(false);
    expect(showsModemToggle('mbb')).toBe(false);
    expect(modemOrdered({ modem: true }, 'mbb')).toBe(false);
    expect(showsModemToggle('nbn')).toBe(true);
    expect(showsModemToggle('flipToFibre')).toBe(true);
    expect(modemOrdered({ modem: true }, 'hwbb')).toBe(false);
    expect(modemOrdered({ modem: true }, 'fibre')).toBe(true);
  });
});
