// docs/product/ordering-and-handoff.md#shared-quotes: "signed, expiring in 14 days"; a tampered token
// is refused (docs/decisions/033-quotes-that-travel.md).
import { describe, expect, it } from 'vitest';
import { QUOTE_LIFETIME_S, type Quote } from '../../../shared/domain/ordering/quote-token';
import { createQuoteSigner } from './quote-signer';

const NOW = 1_764_120_000;
const QUOTE: Quote = {
  issuedAt: NOW,
  locationId: 'LOC000123456789',
  service: 'nbn',
  planId: 10317,
  offerType: 'standard',
  extras: { modem: true, extender: false, voice: 'payg', homeSecure: false, transferPlan: null },
  newDev: false,
  quoted: {
    price: 84.95,
    special: { planPrice: 69.95, months: 6 },
    freeFirstMonth: false,
    activationFee: 0,
    terms: { cisVersion: 'standard-0a1b2c3d', typicalEveningSpeed: 95, uploadSpeed: 20, allowanceGb: null, speedBoostDays: 5, upfrontCost: 170, monthlyCost: 84.95 },
  },
  agentCode: 'A123',
};
const signer = createQuoteSigner('a-quote-secret-for-tests');

describe('quote tokens', () => {
  it('a signed token opens to the same quote, and is URL-safe', () => {
    const token = signer.sign(QUOTE);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(signer.check(token, NOW + 60)).toEqual({ ok: true, quote: QUOTE, token });
  });

  it('during a rotation opens links signed with QUOTE_SECRET_PREVIOUS, and signs with QUOTE_SECRET only', () => {
    const rotating = createQuoteSigner('the-new-quote-secret-for-tests', 'a-quote-secret-for-tests');
    const old = signer.sign(QUOTE);
    expect(rotating.check(old, NOW + 60)).toEqual({ ok: true, quote: QUOTE, token: old });
    const fresh = rotating.sign(QUOTE);
    expect(createQuoteSigner('the-new-quote-secret-for-tests').check(fresh, NOW + 60).ok).toBe(true);
    expect(signer.check(fresh, NOW + 60)).toEqual({ ok: false, reason: 'invalid' });
    expect(createQuoteSigner('yet-another-quote-secret').check(old, NOW + 60)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token whose payload was changed, however little (another plan, another agent)', () => {
    const token = signer.sign(QUOTE);
    const otherPlan = token.replace(`.${(10317).toString(36)}.`, `.${(10318).toString(36)}.`);
    expect(otherPlan).not.toBe(token);
    expect(signer.check(otherPlan, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [payload, signature] = [token.slice(0, token.lastIndexOf('.')), token.slice(token.lastIndexOf('.') + 1)];
    const otherAgent = signer.sign({ ...QUOTE, agentCode: 'B999' });
    const grafted = `${otherAgent.slice(0, otherAgent.lastIndexOf('.'))}.${signature}`;
    expect(signer.check(grafted, NOW).ok).toBe(false);
    expect(signer.check(`${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'Q' : 'A'}`, NOW).ok).toBe(false);
  });

  it('one spelling per link: the signature with its last character\'s unused bits set is refused', () => {
    const token = signer.sign(QUOTE);
    const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(token.at(-1)!);
    expect(last % 16).toBe(0);
    for (let bits = 1; bits < 16; bits++) {
      const respelt = token.slice(0, -1) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[last + bits]!;
      expect(signer.check(respelt, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a token signed with another secret, a missing or malformed signature, and junk', () => {
    const foreign = createQuoteSigner('another-secret-entirely').sign(QUOTE);
    expect(signer.check(foreign, NOW).ok).toBe(false);
    const token = signer.sign(QUOTE);
    for (const bad of [token.slice(0, token.lastIndexOf('.')), `${token}x`, '', '.', 'x'.repeat(5000), token.replace(/\.[^.]+$/, '.!!!!!!!!!!!!!!!!!!!!!!')])
      expect(signer.check(bad, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('"expiring in 14 days": expired after, with when it was made; one made in the future is invalid', () => {
    const token = signer.sign(QUOTE);
    expect(signer.check(token, NOW + QUOTE_LIFETIME_S).ok).toBe(true);
    expect(signer.check(token, NOW + QUOTE_LIFETIME_S + 1)).toEqual({ ok: false, reason: 'expired', quote: QUOTE });
    expect(signer.check(signer.sign({ ...QUOTE, issuedAt: NOW + 3600 }), NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a short secret', () => {
    expect(() => createQuoteSigner('short')).toThrow(/QUOTE_SECRET/);
  });
});
