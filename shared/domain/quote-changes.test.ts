// docs/product/ordering-and-handoff.md#shared-quotes: "opening it re-qualifies the address and
// re-prices, and says plainly what changed since the quote (price, plan withdrawn, address no longer
// qualifies)".
import { describe, expect, it } from 'vitest';
import { QUOTE_CHANGE_TEXTS, quoteChanges, quoteTotals } from './quote-changes';
import type { Quote } from './quote-token';

const QUOTE: Pick<Quote, 'service' | 'offerType' | 'extras' | 'newDev' | 'quoted'> = {
  service: 'nbn',
  offerType: 'standard',
  extras: { modem: true, extender: false, voice: 'none', homeSecure: false, transferPlan: null },
  newDev: false,
  quoted: { price: 84.95, special: null, freeFirstMonth: false, activationFee: 0 },
};
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
