// docs/product/ordering-and-handoff.md#shared-quotes: "a link under /quote/ holding the location id and
// the choices (service, plan, offer type, extras), no personal data; compact and URL-safe; it works
// for 14 days".
import { describe, expect, it } from 'vitest';
import { decodeQuotePayload, encodeQuotePayload, QUOTE_LIFETIME_S, quoteAge, quoteExpiresAt, type Quote } from './quote-token';

const QUOTE: Quote = {
  issuedAt: 1_764_120_000,
  locationId: 'LOC000123456789',
  service: 'flipToFibre',
  planId: 10591,
  offerType: 'boost',
  extras: { modem: true, extender: true, voice: 'unlimited', homeSecure: true, transferPlan: 50 },
  newDev: true,
  quoted: {
    price: 89.95,
    special: { planPrice: 74.95, months: 6 },
    freeFirstMonth: true,
    activationFee: 0,
    terms: { cisVersion: 'boost-9f8e7d6c', typicalEveningSpeed: 450, uploadSpeed: 50, allowanceGb: null, speedBoostDays: 5, upfrontCost: 590, monthlyCost: 105.95 },
  },
  agentCode: 'A123',
};

describe('the quote payload', () => {
  it('round-trips every choice and figure', () => {
    expect(decodeQuotePayload(encodeQuotePayload(QUOTE))).toEqual(QUOTE);
    const visitor: Quote = {
      ...QUOTE,
      service: 'nbn',
      offerType: 'standard',
      extras: { modem: false, extender: false, voice: 'none', homeSecure: false, transferPlan: null },
      newDev: false,
      quoted: { price: 84.95, special: null, freeFirstMonth: false, activationFee: 0, terms: null },
      agentCode: null,
    };
    // A v1 link (sent before the terms were kept) still opens, with no terms to compare.
    expect(encodeQuotePayload(visitor).startsWith('1.')).toBe(true);
    expect(decodeQuotePayload(encodeQuotePayload(visitor))).toEqual(visitor);
    const allowance: Quote = { ...visitor, service: 'mbb', quoted: { ...visitor.quoted, terms: { ...QUOTE.quoted.terms!, cisVersion: 'standard-00ff00ff', allowanceGb: 200 } } };
    expect(decodeQuotePayload(encodeQuotePayload(allowance))).toEqual(allowance);
    // A link with terms but without them is not one of ours.
    const v3 = encodeQuotePayload(QUOTE).split('.');
    expect(decodeQuotePayload([...v3.slice(0, 6), ...v3.slice(7)].join('.'))).toBeNull();
  });

  it('30GB a month and unlimited data are told apart (30 is `u` in base 36)', () => {
    const mbb = (allowanceGb: number | null): Quote => ({ ...QUOTE, service: 'mbb', quoted: { ...QUOTE.quoted, terms: { ...QUOTE.quoted.terms!, allowanceGb } } });
    expect(decodeQuotePayload(encodeQuotePayload(mbb(30)))?.quoted.terms?.allowanceGb).toBe(30);
    expect(decodeQuotePayload(encodeQuotePayload(mbb(null)))?.quoted.terms?.allowanceGb).toBeNull();
    // A v2 link (before this was seen) wrote both as `u`, and still reads it as unlimited.
    const v2 = encodeQuotePayload(mbb(null)).replace(/^3\./, '2.').replace(/-(-[0-9a-z]+-[0-9a-z]+-[0-9a-z]+)(\.|$)/, '-u$1$2');
    expect(decodeQuotePayload(v2)?.quoted.terms?.allowanceGb).toBeNull();
    expect(decodeQuotePayload(v2.replace(/-u-/, '--'))).toBeNull();
  });

  it('"compact, URL-safe": well under 100 characters, all of them unreserved in a URL path', () => {
    const text = encodeQuotePayload(QUOTE);
    // With every term the summary showed (docs/product/ordering-and-handoff.md#shared-quotes), still one short line.
    expect(text.length).toBeLessThan(110);
    expect(text).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(encodeURIComponent(text)).toBe(text);
  });

  it('"no personal data": the agent is a code, never a name; no address text is written', () => {
    const text = encodeQuotePayload({ ...QUOTE, agentCode: 'Jane Citizen' });
    expect(text).not.toContain('Jane');
    expect(decodeQuotePayload(text)?.agentCode).toBe('Jane Citizen');
    expect(Object.keys(QUOTE)).not.toContain('address');
  });

  it('an extender is never written without the modem', () => {
    const text = encodeQuotePayload({ ...QUOTE, extras: { ...QUOTE.extras, modem: false, extender: true } });
    expect(decodeQuotePayload(text)?.extras).toMatchObject({ modem: false, extender: false });
  });

  it.each([
    ['an empty text', ''],
    ['another version', encodeQuotePayload(QUOTE).replace(/^3\./, '4.')],
    ['terms that are not a v3 link\'s', encodeQuotePayload(QUOTE).replace(/\.9f8e7d6c-/, '.9f8e7d6-')],
    ['a location id that is not one', encodeQuotePayload(QUOTE).replace('LOC000123456789', 'LOC123')],
    ['an unknown service', encodeQuotePayload(QUOTE).replace('.xb', '.zb')],
    ['a field too many', `${encodeQuotePayload(QUOTE)}.x`],
    ['a field too few', encodeQuotePayload({ ...QUOTE, agentCode: null }).split('.').slice(0, 5).join('.')],
    ['a figure that is not base 36', encodeQuotePayload(QUOTE).replace(/\.([0-9a-z]+)-/, '.$1!-')],
    ['an agent that is not base64url', `${encodeQuotePayload({ ...QUOTE, agentCode: null })}.***`],
    ['a very long text', `1.${'a'.repeat(300)}`],
  ])('refuses %s', (_name, text) => {
    expect(decodeQuotePayload(text)).toBeNull();
  });
});

describe('a quote works for 14 days', () => {
  it('is current up to 14 days after it was made, expired after', () => {
    expect(QUOTE_LIFETIME_S).toBe(14 * 24 * 3600);
    expect(quoteAge(QUOTE.issuedAt, QUOTE.issuedAt)).toBe('current');
    expect(quoteAge(QUOTE.issuedAt, quoteExpiresAt(QUOTE.issuedAt))).toBe('current');
    expect(quoteAge(QUOTE.issuedAt, quoteExpiresAt(QUOTE.issuedAt) + 1)).toBe('expired');
  });
  it('one "made" in the future beyond a minute of clock skew is not ours', () => {
    expect(quoteAge(QUOTE.issuedAt + 60, QUOTE.issuedAt)).toBe('current');
    expect(quoteAge(QUOTE.issuedAt + 61, QUOTE.issuedAt)).toBe('from_the_future');
  });
});
