import { describe, expect, it } from 'vitest';
import { extrasFieldProblems, extrasForService, orderedExtras, type ExtrasChoices } from './service-extras';

const everything: ExtrasChoices = { modem: true, extenders: 1, voip: true, voipPlan: 'unlimited', homeSecure: true, transferPlan: 50 };
const nothing: ExtrasChoices = { modem: false, extenders: 0, voip: false, voipPlan: 'payg', homeSecure: false, transferPlan: 100 };

describe('docs/product/ordering-and-handoff.md#extras-by-service: "An extra that does not fit a service is neither offered, listed, priced nor sent."', () => {
  it('nbn, fibre and Flip to Fibre: the modem, the extender, the home phone and Home Secure; the transfer plan on Flip to Fibre only', () => {
    for (const service of ['nbn', 'fibre'])
      expect(extrasForService(service)).toEqual({ modem: true, extender: true, homePhone: true, homeSecure: true, transferPlan: false });
    expect(extrasForService('flipToFibre')).toEqual({ modem: true, extender: true, homePhone: true, homeSecure: true, transferPlan: true });
  });

  it('home wireless: no fixed-line modem, extender or landline, and no Home Secure trial', () => {
    expect(extrasForService('hwbb')).toEqual({ modem: false, extender: false, homePhone: false, homeSecure: false, transferPlan: false });
  });

  it('mobile broadband, a data SIM: nothing to add', () => {
    expect(extrasForService('mbb')).toEqual({ modem: false, extender: false, homePhone: false, homeSecure: false, transferPlan: false });
  });

  it('an unknown or empty service type: nothing, so nothing is ordered by mistake', () => {
    expect(Object.values(extrasForService(''))).not.toContain(true);
    expect(Object.values(extrasForService('mobile'))).not.toContain(true);
  });
});

describe('orderedExtras: the choices as ordered, filtered by the service', () => {
  it('nbn keeps every choice; Home Secure subscribed or the free trial', () => {
    expect(orderedExtras(everything, 'nbn')).toEqual({ modem: true, extenders: 1, voice: 'unlimited', homeSecure: 'subscribe', transferPlan: null });
    expect(orderedExtras(nothing, 'nbn')).toEqual({ modem: false, extenders: 0, voice: 'none', homeSecure: 'trial', transferPlan: null });
  });

  it('"the extender ... only with the modem": no modem, no extender', () => {
    expect(orderedExtras({ ...everything, modem: false }, 'fibre').extenders).toBe(0);
  });

  it('Flip to Fibre carries the transfer plan', () => {
    expect(orderedExtras(everything, 'flipToFibre').transferPlan).toBe(50);
  });

  it('mobile broadband and home wireless order none of them, whatever the cart holds', () => {
    for (const service of ['mbb', 'hwbb'])
      expect(orderedExtras(everything, service)).toEqual({ modem: false, extenders: 0, voice: 'none', homeSecure: 'none', transferPlan: null });
  });
});

describe('extrasFieldProblems: the order site refuses extras that do not fit the service', () => {
  const fields = (extra: Record<string, string> = {}) => ({ modem: '0', extender: '0', unlimited_phone: '0', payg_phone: '0', ...extra });

  it('an nbn order with the modem, the extender, the phone and Home Secure fits', () => {
    expect(extrasFieldProblems('nbn', fields({ modem: '1', extender: '1', unlimited_phone: '1', hs: 'subscribe' }))).toEqual([]);
    expect(extrasFieldProblems('flipToFibre', fields({ hs: 'trial' }))).toEqual([]);
  });

  it('mobile broadband with modem=1, a phone or an hs is refused', () => {
    expect(extrasFieldProblems('mbb', fields({ modem: '1', payg_phone: '1', hs: 'trial' }))).toEqual([
      'modem must be 0: mbb has no modem to order',
      'mbb has no home phone to order',
      'hs is not sent for mbb: it has no Home Secure',
    ]);
    expect(extrasFieldProblems('mbb', fields())).toEqual([]);
  });

  it('an extender without the modem, and a Home Secure service without hs, are refused', () => {
    expect(extrasFieldProblems('nbn', fields({ extender: '1', hs: 'trial' }))).toEqual(['an extender is ordered only with the modem']);
    expect(extrasFieldProblems('fibre', fields())).toEqual(['hs must be subscribe or trial']);
  });
});
