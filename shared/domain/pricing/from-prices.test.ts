import { describe, expect, it } from 'vitest';
import { eveningSpeedRange, eveningSpeedsText, fromPrice, fromPriceText, productOffer, productOffers, type PricedPlan } from './from-prices';

const plan = (price: number, special?: PricedPlan['special'], typicalEveningSpeed?: number): PricedPlan => ({ price, special: special ?? null, typicalEveningSpeed });

// docs/product/pricing.md#from-prices: "the lowest monthly amount a customer pays in any paid month of any
// plan in its catalogue: a plan's ongoing price, or its special price while the special lasts".
describe('fromPrice', () => {
  it('is the lowest ongoing price when no special goes below it', () => {
    expect(fromPrice([plan(84.95, { planPrice: 69.95, months: 6 }), plan(59.95), plan(89.95)])).toEqual({ monthly: 59.95, promotionMonths: null });
  });

  it('is a special price, with its months, when a special is the lowest amount', () => {
    expect(fromPrice([plan(84.95, { planPrice: 69.95, months: 6 }), plan(99.95, { planPrice: 79.95, months: 12 })])).toEqual({
      monthly: 69.95,
      promotionMonths: 6,
    });
  });

  it('prefers the ongoing price on a tie, so the figure needs no small print', () => {
    expect(fromPrice([plan(84.95, { planPrice: 69.95, months: 6 }), plan(69.95)])).toEqual({ monthly: 69.95, promotionMonths: null });
  });

  // "the free first month is not a price"; "a special without a usable length is not counted".
  it('ignores free months, open-ended specials and broken prices', () => {
    expect(fromPrice([plan(74.99, { planPrice: 50, months: 0 }), plan(0), plan(Number.NaN), plan(79.99, { planPrice: 60 })])).toEqual({
      monthly: 74.99,
      promotionMonths: null,
    });
    expect(fromPrice([])).toBeNull();
  });

  it('counts in cents, so 69.95 is never 69.94999', () => {
    expect(fromPrice([plan(0.1 + 0.2)])?.monthly).toBe(0.3);
  });
});

// docs/decisions/012-one-minimum-cost.md: the free first month comes first and the special runs from the first bill.
describe('fromPrice with a free first month', () => {
  it('counts the special for the months it is paid', () => {
    expect(fromPrice([{ price: 84.95, special: { planPrice: 69.95, months: 6 }, firstMonthFree: true }])).toEqual({ monthly: 69.95, promotionMonths: 5 });
    expect(fromPrice([{ price: 84.95, special: { planPrice: 69.95, months: 1 }, firstMonthFree: true }])).toEqual({ monthly: 84.95, promotionMonths: null });
  });
});

describe('eveningSpeedRange', () => {
  it('spans the lowest and highest typical evening speed', () => {
    expect(eveningSpeedRange([plan(1, null, 50), plan(1, null, 12), plan(1, null, 600)])).toEqual({ min: 12, max: 600 });
  });

  it('is null when no plan states one (mobile SIM plans)', () => {
    expect(eveningSpeedRange([plan(25)])).toBeNull();
  });
});

// docs/product/pricing.md#from-prices: "When that lowest amount is a special, the months it is paid for are said with it."
describe('the texts', () => {
  it('say the price per month, and the months of a special', () => {
    expect(fromPriceText({ monthly: 59.95, promotionMonths: null })).toBe('from $59.95/mth');
    expect(fromPriceText({ monthly: 69.95, promotionMonths: 6 })).toBe('from $69.95/mth for 6 months');
    expect(fromPriceText({ monthly: 70, promotionMonths: 1 })).toBe('from $70/mth for 1 month');
  });

  it('give one speed when every plan has the same', () => {
    expect(eveningSpeedsText({ min: 40, max: 40 })).toBe('Typical evening speed 40 Mbps');
    expect(eveningSpeedsText({ min: 12, max: 600 })).toBe('Typical evening speeds 12 to 600 Mbps');
  });
});

describe('productOffer and productOffers', () => {
  it('summarise each catalogue answer, null for a missing or empty one', () => {
    const offers = productOffers({
      nbn: { plans: [plan(59.95, null, 12), plan(84.95, { planPrice: 69.95, months: 6 }, 50)] },
      mobile: { plans: [plan(25)] },
      fibre: null,
      hwbb: { plans: [] },
    });
    expect(offers).toEqual({
      nbn: {
        from: { monthly: 59.95, promotionMonths: null },
        eveningSpeeds: { min: 12, max: 50 },
        fromText: 'from $59.95/mth',
        eveningSpeedsText: 'Typical evening speeds 12 to 50 Mbps',
      },
      mobile: { from: { monthly: 25, promotionMonths: null }, eveningSpeeds: null, fromText: 'from $25/mth', eveningSpeedsText: null },
      fibre: null,
      hwbb: null,
    });
    expect(productOffer(undefined)).toBeNull();
  });
});
