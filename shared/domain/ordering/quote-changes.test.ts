// docs/product/ordering-and-handoff.md#shared-quotes: "opening it re-qualifies the address and
// re-prices, and says plainly what changed since the quote (price, plan withdrawn, address no longer
// qualifies)".
import { describe, expect, it } from 'vitest';
import { QUOTE_CHANGE_TEXTS, quoteChanges, quoteTotals } from './quote-changes';
import type { Quote, QuotedTerms } from './quote-token';

const QUOTE: Pick<Quote, 'service' | 'offerType' | 'extras' | 'newDev' | 'quoted'> = {
  service: 'nbn',
  offerType: 'standard',
  extras: { modem: true, extender: false, voice: 'none', homeSecure: false, transferPlan: null },
  newDev: false,
  quoted: { price: 84.95, special: null, freeFirstMonth: false, activationFee: 0, terms: null },
};
/** The terms a v2 quote keeps: a plan of 100/20 with 95Mbps in the evening, the modem ordered. */
const TERMS: QuotedTerms = { cisVersion: 'standard-0a1b2c3d', typicalEveningSpeed: 95, uploadSpeed: 20, allowanceGb: null, speedBoostDays: 5, upfrontCost: 170, monthlyCost: 84.95 };
const WITH_TERMS = { ...QUOTE, quoted: { ...QUOTE.quoted, terms: TERMS } };
const offeredWith = (terms: Partial<QuotedTerms>, plan: Partial<typeof QUOTE.quoted> = {}) =>
  ({ kind: 'offered', offerType: 'standard', plan: { ...QUOTE.quoted, ...plan, terms: { ...TERMS, ...terms } }, newDev: false }) as const;
const offered = (over: Partial<Extract<Parameters<typeof quoteChanges>[1], { kind: 'offered' }>> = {}) =>
  ({ kind: 'offered', offerType: 'standard', plan: QUOTE.quoted, newDev: false, ...over }) as const;

describe('quoteChanges', () => {
  it('says so when nothing changed', () => {
    expect(quoteChanges(QUOTE, offered())).toEqual([{ code: 'unchanged', text: QUOTE_CHANGE_TEXTS.unchanged }]);
  });

  it('"price changed from $X to $Y": the monthly total, as price steps', () => {
    expect(quoteChanges(QUOTE, offered({ plan: { ...QUOTE.quoted, price: 89.95 } }))).toEqual([
      { code: 'monthly_price', text: 'The monthly price changed from $84.95/mth to $89.95/mth.' },
    ]);
    const promoted = { ...QUOTE.quoted, special: { planPrice: 69.95, months: 6 } };
    expect(quoteChanges(QUOTE, offered({ plan: promoted }))[0]?.text).toBe(
      'The monthly price changed from $84.95/mth to $69.95/mth for the first 6 months, then $84.95/mth.',
    );
  });

  it('the upfront cost: a new development fee or an activation fee that came or went', () => {
    expect(quoteChanges(QUOTE, offered({ newDev: true }))).toEqual([{ code: 'upfront_cost', text: 'The upfront cost changed from $170 to $470.' }]);
    expect(quoteChanges(QUOTE, offered({ plan: { ...QUOTE.quoted, activationFee: 99 } }))[0]?.code).toBe('upfront_cost');
  });

  it('an offer that ended is named first, then what it did to the price', () => {
    const boost = { ...QUOTE, service: 'flipToFibre' as const, offerType: 'boost' as const, quoted: { ...QUOTE.quoted, price: 79.95 } };
    expect(quoteChanges(boost, offered({ plan: QUOTE.quoted })).map((change) => change.code)).toEqual(['offer_ended', 'monthly_price']);
    expect(quoteChanges(boost, offered({ plan: QUOTE.quoted }))[0]?.text).toBe(
      'The boost offer in this quote has ended: the plan is now priced as the standard offer.',
    );
  });

  it('"covers every term the customer was shown": speeds, allowance, speed boost days, the CIS version', () => {
    expect(quoteChanges(WITH_TERMS, offeredWith({}))).toEqual([{ code: 'unchanged', text: QUOTE_CHANGE_TEXTS.unchanged }]);
    expect(quoteChanges(WITH_TERMS, offeredWith({ typicalEveningSpeed: 80 }))).toEqual([
      { code: 'typical_evening_speed', text: 'The typical evening speed changed from 95Mbps to 80Mbps.' },
    ]);
    expect(quoteChanges(WITH_TERMS, offeredWith({ uploadSpeed: 40 }))).toEqual([{ code: 'upload_speed', text: 'The upload speed changed from 20Mbps to 40Mbps.' }]);
    expect(quoteChanges(WITH_TERMS, offeredWith({ allowanceGb: 200 }))).toEqual([
      { code: 'allowance', text: 'The data allowance changed from unlimited data to 200GB a month.' },
    ]);
    expect(quoteChanges(WITH_TERMS, offeredWith({ speedBoostDays: 0 }))).toEqual([{ code: 'speed_boost', text: 'My Speed Boost days changed from 5 a month to none.' }]);
    // A figure only the CIS states (its version names every one) is still said.
    expect(quoteChanges(WITH_TERMS, offeredWith({ cisVersion: 'standard-99999999' }))).toEqual([{ code: 'cis_version', text: QUOTE_CHANGE_TEXTS.cis_version }]);
  });

  it('"extras, fees": the quote\'s own totals, so a price of an extra or a fee changed since is said', () => {
    // Quoted with a modem at $150: today's $170 is a change, though today's prices priced both ways agree.
    expect(quoteChanges({ ...WITH_TERMS, quoted: { ...WITH_TERMS.quoted, terms: { ...TERMS, upfrontCost: 150 } } }, offeredWith({}))).toEqual([
      { code: 'upfront_cost', text: 'The upfront cost changed from $150 to $170.' },
    ]);
    expect(quoteChanges({ ...WITH_TERMS, quoted: { ...WITH_TERMS.quoted, terms: { ...TERMS, monthlyCost: 79.95 } } }, offeredWith({}))).toEqual([
      { code: 'extras_price', text: 'The monthly price of your extras changed: the monthly total is now $84.95/mth, quoted as $79.95/mth.' },
    ]);
  });

  it('"plan withdrawn", "address no longer qualifies": said alone, nothing to compare', () => {
    expect(quoteChanges(QUOTE, { kind: 'plan_withdrawn' })).toEqual([{ code: 'plan_withdrawn', text: QUOTE_CHANGE_TEXTS.plan_withdrawn }]);
    expect(quoteChanges(QUOTE, { kind: 'address_not_found' })[0]?.code).toBe('address_not_found');
    expect(quoteChanges(QUOTE, { kind: 'address_unqualified', sentence: "nbn plans aren't available at your address: nbn does not reach it yet." })).toEqual([
      {
        code: 'address_unqualified',
        text: "The address in this quote no longer qualifies: nbn plans aren't available at your address: nbn does not reach it yet.",
      },
    ]);
    expect(quoteChanges(QUOTE, { kind: 'plan_not_offered', sentence: "Superfast nbn 250/25Mbps isn't available at your address: your line's top speed is 100Mbps." })[0]?.text).toBe(
      "Superfast nbn 250/25Mbps isn't available at your address: your line's top speed is 100Mbps. Please choose another plan.",
    );
  });
});

describe('quoteTotals', () => {
  it('prices only the extras the service offers (a modem quoted for mobile broadband is not priced)', () => {
    expect(quoteTotals('Plan', QUOTE.quoted, 'nbn', QUOTE.extras, false).upfrontCost).toBe(170);
    expect(quoteTotals('Plan', QUOTE.quoted, 'mbb', QUOTE.extras, false).upfrontCost).toBe(0);
  });
});
