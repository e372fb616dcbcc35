import { describe, expect, it } from 'vitest';
import { minimumCost } from './minimum-cost';
import { orderFootnote, orderTotals, type OrderTotalsInput } from './order-totals';

const base = (overrides: Partial<OrderTotalsInput> = {}): OrderTotalsInput => ({
  plan: { title: 'Family nbn 100/20Mbps', price: 89.95, special: null, freeFirstMonth: false },
  modem: { selected: false, price: 170 },
  extenders: { count: 0, price: 120 },
  voice: 'none',
  homeSecure: false,
  newDev: false,
  ...overrides,
});

describe('docs/product/pricing.md#minimum-cost "Total minimum cost = monthly price + upfront (modem, extenders times price, activation, new-dev fee), less Home Secure price if chosen, plus a 30-day cancellation notice pro-rata."', () => {
  it('worked example: plan only, BYO modem: upfront $0, min cost = the first month, $89.95', () => {
    const totals = orderTotals(base());
    expect(totals.upfrontCost).toBe(0);
    expect(totals.monthlyCost).toBe(89.95);
    expect(totals.totalMinCost).toBe(89.95);
    expect(totals.footnote).toBe(
      'Total upfront cost $0 & Total min cost $89.95 plus any pro-rata charges for 30-day cancellation notice period.',
    );
  });

  it('worked example: everything on a special plan at a new development', () => {
    // upfront: modem 170 + 2 × extender 120 + activation 0 + new dev 300 = 710
    // monthly: special 59.95 + unlimited 10 + Home Secure 6 = 75.95
    // min cost: 75.95 + 710 − 6 = 779.95
    const totals = orderTotals(
      base({
        plan: { title: 'FTTN 100', price: 69.95, special: { planPrice: 59.95, months: 6 }, freeFirstMonth: false },
        modem: { selected: true, price: 170 },
        extenders: { count: 2, price: 120 },
        voice: 'unlimited',
        homeSecure: true,
        newDev: true,
      }),
    );
    expect(totals.upfrontCost).toBe(710);
    expect(totals.monthlyCost).toBe(75.95);
    expect(totals.summaryMonthlyTotal).toBe(69.95);
    expect(totals.totalMinCost).toBe(779.95);
    expect(totals.newDevFee).toBe(300);
    expect(totals.footnote).toBe(
      'Total upfront cost $710 & Total min cost $779.95 plus any pro-rata charges for 30-day cancellation notice period.',
    );
  });

  it('worked example: a flip plan with an activation fee and a free modem, pay-as-you-go', () => {
    // upfront: modem 0 + activation 99 = 99; monthly 79.95 + 0; min: 79.95 + 99 = 178.95
    const totals = orderTotals(
      base({
        plan: { title: 'FTTN 250', price: 79.95, special: null, freeFirstMonth: false, activationFee: 99 },
        modem: { selected: true, price: 0 },
        voice: 'payg',
      }),
    );
    expect(totals.upfrontCost).toBe(99);
    expect(totals.monthlyCost).toBe(79.95);
    expect(totals.totalMinCost).toBe(178.95);
  });

  it("worked example: '1st MONTH FREE' with a modem and the call pack: the first month's plan fee is $0", () => {
    // min cost: plan 0 + unlimited 10 + modem 170 = 180
    const totals = orderTotals(
      base({
        plan: { title: 'Everyday nbn 50/20Mbps', price: 84.95, special: { planPrice: 69.95, months: 6 }, freeFirstMonth: true },
        modem: { selected: true, price: 170 },
        voice: 'unlimited',
      }),
    );
    expect(totals.totalMinCost).toBe(180);
    expect(totals.footnote).toBe(
      'Total upfront cost $170 & Total min cost $180 plus any pro-rata charges for 30-day cancellation notice period.',
    );
  });

  it('the footnote states the pro-rata once, and $Y is the one minimum cost (docs/decisions/012-one-minimum-cost.md)', () => {
    const input = base({ voice: 'unlimited', modem: { selected: true, price: 170 } });
    const totals = orderTotals(input);
    expect(totals.totalMinCost).toBe(minimumCost(input).total);
    expect(totals.footnote.match(/pro-rata/g)).toHaveLength(1);
  });

  it('"Unlimited call pack $10/mth; pay-as-you-go $0."', () => {
    expect(orderTotals(base({ voice: 'unlimited' })).monthlyCost).toBe(99.95);
    expect(orderTotals(base({ voice: 'payg' })).monthlyCost).toBe(89.95);
  });

  it('"Home Secure: $6/mth ... if subscribed its price is deducted from total minimum cost."', () => {
    const without = orderTotals(base());
    const withHs = orderTotals(base({ homeSecure: true }));
    expect(withHs.monthlyCost).toBe(95.95);
    expect(withHs.totalMinCost).toBe(without.totalMinCost);
  });

  it('"New development one-off fee $300"', () => {
    expect(orderTotals(base({ newDev: true })).upfrontCost).toBe(300);
  });
});

describe('what changes after the first months (docs/product/pricing.md#pricing-states pricing states, #savings free month, #home-secure)', () => {
  it('a plan with one price and the Home Secure free trial kept: only what the trial costs after 2 months', () => {
    expect(orderTotals(base()).priceChanges).toEqual([
      'Home Secure free trial: FREE for the first 2 months, then $6/mth unless you cancel it before the trial ends. No lock-in.',
    ]);
  });

  it('a free month and a special, Home Secure subscribed: the plan steps and Home Secure after 3 months', () => {
    const plan = { title: 'Everyday nbn 50/20Mbps', price: 84.95, special: { planPrice: 69.95, months: 6 }, freeFirstMonth: true };
    expect(orderTotals(base({ plan, homeSecure: true })).priceChanges).toEqual([
      'Everyday nbn 50/20Mbps: FREE for the first month, $69.95/mth for the next 5 months, then $84.95/mth.',
      'Home Secure: FREE for the first 3 months, then $6/mth. No lock-in: cancel any time.',
    ]);
  });
});

describe('docs/product/pricing.md#summary-lines order summary lines', () => {
  const lineOf = (input: OrderTotalsInput, id: string) => orderTotals(input).lines.find((line) => line.id === id);

  it('"WiFi modem: free when price 0; otherwise priced with shipping"', () => {
    expect(lineOf(base({ modem: { selected: true, price: 0 } }), 'modem')).toMatchObject({ label: 'WiFi modem', free: true });
    expect(lineOf(base({ modem: { selected: true, price: 170 } }), 'modem')).toMatchObject({
      label: 'WiFi modem & free shipping',
      amount: 170,
      period: 'once',
    });
    expect(lineOf(base({ modem: { selected: true, price: 170, freeShipping: false } }), 'modem')?.label).toBe(
      'WiFi modem & shipping',
    );
    expect(lineOf(base(), 'modem')).toBeUndefined();
  });

  it('"WiFi Extender: free shipping, price times quantity, prefixed \'Nx\' when more than 1."', () => {
    const modem = { selected: true, price: 170 };
    expect(lineOf(base({ modem, extenders: { count: 1, price: 120 } }), 'extender')).toMatchObject({
      label: 'WiFi Extender & free shipping',
      amount: 120,
    });
    expect(lineOf(base({ modem, extenders: { count: 3, price: 120 } }), 'extender')).toMatchObject({
      label: '3x WiFi Extender & free shipping',
      amount: 360,
    });
  });

  it('docs/product/ordering-and-handoff.md#extras-step "Turning the modem off sets extenders to 0": no modem, no extender cost', () => {
    const totals = orderTotals(base({ extenders: { count: 2, price: 120 } }));
    expect(totals.upfrontCost).toBe(0);
    expect(totals.lines.find((line) => line.id === 'extender')).toBeUndefined();
  });

  it('"New development charge $300, one-time, shown only when newDev is above 0."', () => {
    expect(lineOf(base({ newDev: true }), 'newDev')).toEqual({
      id: 'newDev',
      label: 'New development charge',
      amount: 300,
      period: 'once',
      free: false,
    });
    expect(lineOf(base(), 'newDev')).toBeUndefined();
  });

  it('"Home Secure: monthly total reduced by $6 when a special price applies and Home Secure is selected"', () => {
    const special = { title: 'x', price: 89.95, special: { planPrice: 69.95, months: 6 }, freeFirstMonth: false };
    expect(orderTotals(base({ plan: special, homeSecure: true })).summaryMonthlyTotal).toBe(69.95);
    expect(orderTotals(base({ plan: special, homeSecure: false })).summaryMonthlyTotal).toBe(69.95);
    expect(orderTotals(base({ homeSecure: true })).summaryMonthlyTotal).toBe(95.95);
  });

  it('the plan line uses the special price when one applies', () => {
    expect(lineOf(base({ plan: { title: 'P', price: 89.95, special: { planPrice: 69.95, months: 6 }, freeFirstMonth: false } }), 'plan')).toMatchObject({
      label: 'P',
      amount: 69.95,
      period: 'month',
    });
  });

  it('footnote text, word for word', () => {
    expect(orderFootnote(200, 289.95)).toBe(
      'Total upfront cost $200 & Total min cost $289.95 plus any pro-rata charges for 30-day cancellation notice period.',
    );
  });
});
