import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCents } from './money';
import { minimumCost } from './minimum-cost';
import { orderedTotals, orderFootnote, orderTotals, type OrderTotalsInput } from './order-totals';
import { EXTENDER, MODEM } from './price-list';

const base = (overrides: Partial<OrderTotalsInput> = {}): OrderTotalsInput => ({
  plan: { title: 'Family nbn 100/20Mbps', price: 89.95, special: null, freeFirstMonth: false },
  modem: { selected: false, price: 170 },
  extenders: { count: 0, price: 120 },
  voice: 'none',
  homeSecure: false,
  newDev: false,
  ...overrides,
});

const freeMonthAndSpecial = { title: 'Everyday nbn 50/20Mbps', price: 84.95, special: { planPrice: 69.95, months: 6 }, freeFirstMonth: true };

describe('docs/product/pricing.md#minimum-cost in the summary: the footnote\'s $Y is the one minimum cost, the 30-day notice period included', () => {
  it('worked example: plan only, own modem: upfront $0; $89.95 + 30 days of $89.95 ($88.72) = $178.67', () => {
    const totals = orderTotals(base());
    expect(totals.upfrontCost).toBe(0);
    expect(totals.totalMinCost).toBe(178.67);
    expect(totals.footnote).toBe(
      'Total upfront cost $0 & Total min cost $178.67 including the 30-day cancellation notice period.',
    );
  });

  it('worked example: everything on a special plan at a new development', () => {
    // upfront: modem 170 + 2 × extender 120 + new dev 300 = 710
    // first month: special 59.95 + unlimited 10 (+ Home Secure 6, then taken off) = 69.95
    // notice: 30 days of (59.95 + 10) = 68.99; min cost 69.95 + 710 + 68.99 = 848.94
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
    expect(totals.totalMinCost).toBe(848.94);
    expect(totals.newDevFee).toBe(300);
    expect(totals.footnote).toBe(
      'Total upfront cost $710 & Total min cost $848.94 including the 30-day cancellation notice period.',
    );
  });

  it('a flip plan with an activation fee and a free modem, pay-as-you-go: upfront $99', () => {
    const totals = orderTotals(
      base({
        plan: { title: 'FTTN 250', price: 79.95, special: null, freeFirstMonth: false, activationFee: 99 },
        modem: { selected: true, price: 0 },
        voice: 'payg',
      }),
    );
    expect(totals.upfrontCost).toBe(99);
    expect(totals.totalMinCost).toBe(minimumCost(base({ plan: { title: 'x', price: 79.95, special: null, freeFirstMonth: false, activationFee: 99 } })).total);
  });

  it('the pay-as-you-go line shows no monthly fee and that calls cost from 10c: never FREE', () => {
    const voice = orderTotals(base({ voice: 'payg' })).lines.find((line) => line.id === 'voice');
    expect(voice).toMatchObject({ label: 'Pay-as-you-go calls', amount: 0, free: false, steps: '$0/mth + calls from 10c' });
  });

  it('$Y is minimumCost, stated once in the footnote (docs/decisions/029-claims-follow-the-prices.md)', () => {
    const input = base({ voice: 'unlimited', modem: { selected: true, price: 170 } });
    const totals = orderTotals(input);
    expect(totals.totalMinCost).toBe(minimumCost(input).total);
    expect(totals.footnote.match(/30-day/g)).toHaveLength(1);
    expect(totals.footnote).not.toContain('plus any');
  });

  it('"New development one-off fee $300"', () => {
    expect(orderTotals(base({ newDev: true })).upfrontCost).toBe(300);
  });
});

describe('docs/product/pricing.md#monthly-total "The total monthly cost is the monthly lines added up, month by month: every line the summary lists is in it."', () => {
  it('one price, the call pack: $99.95/mth; pay-as-you-go adds $0', () => {
    expect(orderTotals(base({ voice: 'unlimited' })).monthlyStepsText).toBe('$99.95/mth');
    expect(orderTotals(base({ voice: 'payg' })).monthlyStepsText).toBe('$89.95/mth');
  });

  it('a free month, a special, the call pack and Home Secure subscribed: each month is the sum of the lines in that month', () => {
    const totals = orderTotals(base({ plan: freeMonthAndSpecial, voice: 'unlimited', homeSecure: true }));
    expect(totals.monthlyStepsText).toBe('$10/mth for the first month, $79.95/mth for the next 2 months, $85.95/mth for the next 3 months, then $100.95/mth');
    expect(totals.monthlyCost).toBe(100.95);
    // Month by month, the lines' own steps add up to the total's.
    const lineSteps = totals.lines.filter((line) => line.period === 'month').map((line) => line.steps);
    expect(lineSteps).toEqual([
      'FREE for the first month, $69.95/mth for the next 5 months, then $84.95/mth',
      '$10/mth',
      'FREE for the first 3 months, then $6/mth',
    ]);
    const monthly = (month: number) => totals.monthlySteps.find((step) => step.fromMonth <= month && (step.months === null || month < step.fromMonth + step.months))!.monthly;
    expect([1, 2, 3, 4, 6, 7, 24].map((month) => toCents(monthly(month)))).toEqual([1000, 7995, 7995, 8595, 8595, 10095, 10095]);
  });

  it('"Home Secure: monthly total reduced by $6 when a special price applies and Home Secure is selected; first 3 months at the Home Secure rate": Home Secure is free for its first 3 months and in the total from month 4', () => {
    const special = { title: 'x', price: 89.95, special: { planPrice: 69.95, months: 6 }, freeFirstMonth: false };
    expect(orderTotals(base({ plan: special, homeSecure: true })).monthlyStepsText).toBe(
      '$69.95/mth for the first 3 months, $75.95/mth for the next 3 months, then $95.95/mth',
    );
    expect(orderTotals(base({ plan: special, homeSecure: false })).monthlyStepsText).toBe('$69.95/mth for the first 6 months, then $89.95/mth');
  });

  it('no line lists Home Secure at $6/mth beside a total that leaves it out', () => {
    const totals = orderTotals(base({ homeSecure: true }));
    expect(totals.lines.at(-1)).toMatchObject({ label: 'Home Secure', steps: 'FREE for the first 3 months, then $6/mth' });
    expect(totals.monthlyStepsText).toBe('$89.95/mth for the first 3 months, then $95.95/mth');
  });

  it('the free trial is listed as free, says what happens when it ends, and adds nothing', () => {
    const totals = orderTotals(base());
    expect(totals.lines.at(-1)).toEqual({
      id: 'homeSecure',
      label: 'Home Secure free trial',
      amount: 0,
      period: 'month',
      free: true,
      steps: 'FREE for the first 2 months, then it ends: nothing to pay unless you subscribe ($6/mth)',
    });
    expect(totals.monthlyStepsText).toBe('$89.95/mth');
  });

  it('a service without Home Secure lists no Home Secure line', () => {
    const totals = orderTotals(base({ homeSecureOffered: false, homeSecure: true }));
    expect(totals.lines.map((line) => line.id)).toEqual(['plan']);
    expect(totals.monthlyStepsText).toBe('$89.95/mth');
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
    expect(lineOf(base({ modem: { selected: true, price: 170, freeShipping: false } }), 'modem')?.label).toBe('WiFi modem & shipping');
    expect(lineOf(base(), 'modem')).toBeUndefined();
  });

  it('"WiFi Extender: free shipping, price times quantity, prefixed \'Nx\' when more than 1."', () => {
    const modem = { selected: true, price: 170 };
    expect(lineOf(base({ modem, extenders: { count: 1, price: 120 } }), 'extender')).toMatchObject({ label: 'WiFi Extender & free shipping', amount: 120 });
    expect(lineOf(base({ modem, extenders: { count: 3, price: 120 } }), 'extender')).toMatchObject({ label: '3x WiFi Extender & free shipping', amount: 360 });
  });

  it('docs/product/ordering-and-handoff.md#extras-step "Turning the modem off sets extenders to 0": no modem, no extender cost', () => {
    const totals = orderTotals(base({ extenders: { count: 2, price: 120 } }));
    expect(totals.upfrontCost).toBe(0);
    expect(totals.lines.find((line) => line.id === 'extender')).toBeUndefined();
  });

  it('"New development charge $300, one-time, shown only when newDev is above 0."', () => {
    expect(lineOf(base({ newDev: true }), 'newDev')).toEqual({ id: 'newDev', label: 'New development charge', amount: 300, period: 'once', free: false });
    expect(lineOf(base(), 'newDev')).toBeUndefined();
  });

  it('the plan line gives its price steps and its ongoing price', () => {
    expect(lineOf(base({ plan: freeMonthAndSpecial }), 'plan')).toMatchObject({
      label: 'Everyday nbn 50/20Mbps',
      amount: 84.95,
      period: 'month',
      steps: 'FREE for the first month, $69.95/mth for the next 5 months, then $84.95/mth',
    });
  });

  it('footnote text, word for word', () => {
    expect(orderFootnote(200, 289.95)).toBe(
      'Total upfront cost $200 & Total min cost $289.95 including the 30-day cancellation notice period.',
    );
  });
});

describe('docs/product/ordering-and-handoff.md#extras-by-service: the totals of the extras as ordered, the summary\'s and a quote\'s', () => {
  const plan = base().plan;
  const ids = (totals: ReturnType<typeof orderedTotals>) => totals.lines.map((line) => line.id);

  it('prices the modem and its extender at the catalogue terms, with free shipping', () => {
    const totals = orderedTotals(plan, { modem: true, extenders: 1, voice: 'none', homeSecure: 'trial', transferPlan: null }, false);
    expect(totals.lines.find((line) => line.id === 'modem')).toMatchObject({ label: 'WiFi modem & free shipping', amount: MODEM.price });
    expect(totals.lines.find((line) => line.id === 'extender')).toMatchObject({ amount: EXTENDER.price });
    expect(totals.upfrontCost).toBe(MODEM.price + EXTENDER.price);
  });

  it('"An extra that does not fit a service is neither offered, listed, priced nor sent": Home Secure subscribed, the trial, or no line at all', () => {
    const extras = { modem: false, extenders: 0, voice: 'none', transferPlan: null } as const;
    expect(ids(orderedTotals(plan, { ...extras, homeSecure: 'subscribe' }, false))).toContain('homeSecure');
    expect(orderedTotals(plan, { ...extras, homeSecure: 'trial' }, false).lines.find((line) => line.id === 'homeSecure')).toMatchObject({ free: true });
    expect(ids(orderedTotals(plan, { ...extras, homeSecure: 'none' }, false))).toEqual(['plan']);
  });

  it('the home phone plan ordered, and the new development charge when it applies', () => {
    const totals = orderedTotals(plan, { modem: false, extenders: 0, voice: 'payg', homeSecure: 'none', transferPlan: null }, true);
    expect(ids(totals)).toEqual(expect.arrayContaining(['plan', 'voice', 'newDev']));
  });
});

describe('every figure adds up, for any plan and any extras (property)', () => {
  const cents = fc.integer({ min: 100, max: 20_000 }).map((value) => value / 100);
  const input = fc.record({
    price: cents,
    specialPrice: fc.option(cents, { nil: null }),
    specialMonths: fc.integer({ min: 1, max: 12 }),
    freeFirstMonth: fc.boolean(),
    modem: fc.boolean(),
    extenders: fc.integer({ min: 0, max: 1 }),
    voice: fc.constantFrom('none', 'payg', 'unlimited') as fc.Arbitrary<'none' | 'payg' | 'unlimited'>,
    homeSecure: fc.boolean(),
    homeSecureOffered: fc.boolean(),
    newDev: fc.boolean(),
  });

  it('in every month, the monthly lines add up to the total; the upfront cost is the one-off lines; the notice period is in the minimum', () => {
    fc.assert(
      fc.property(input, (drawn) => {
        const special = drawn.specialPrice === null ? null : { planPrice: drawn.specialPrice, months: drawn.specialMonths };
        const totals = orderTotals(
          base({
            plan: { title: 'Plan', price: drawn.price, special, freeFirstMonth: drawn.freeFirstMonth },
            modem: { selected: drawn.modem, price: 170 },
            extenders: { count: drawn.extenders, price: 120 },
            voice: drawn.voice,
            homeSecure: drawn.homeSecure,
            homeSecureOffered: drawn.homeSecureOffered,
            newDev: drawn.newDev,
          }),
        );
        const monthOf = (segments: typeof totals.monthlySteps, month: number) =>
          segments.find((step) => step.fromMonth <= month && (step.months === null || month < step.fromMonth + step.months))!.monthly;
        const planFee = (month: number) =>
          drawn.freeFirstMonth && month === 1 ? 0 : special && month <= special.months ? special.planPrice : drawn.price;
        const voice = drawn.voice === 'unlimited' ? 10 : 0;
        const homeSecure = (month: number) => (drawn.homeSecure && drawn.homeSecureOffered && month > 3 ? 6 : 0);
        for (let month = 1; month <= 15; month += 1)
          expect(toCents(monthOf(totals.monthlySteps, month))).toBe(toCents(planFee(month)) + toCents(voice) + toCents(homeSecure(month)));
        const oneOff = totals.lines.filter((line) => line.period === 'once').reduce((sum, line) => sum + toCents(line.amount), 0);
        expect(toCents(totals.upfrontCost)).toBe(oneOff);
        // No monthly line is listed that the total leaves out: a Home Secure line only where it is offered.
        expect(totals.lines.some((line) => line.id === 'homeSecure')).toBe(drawn.homeSecureOffered);
        expect(totals.totalMinCost).toBeGreaterThan(0);
        expect(toCents(totals.totalMinCost)).toBe(toCents(planFee(1)) + toCents(voice) + oneOff + Math.round(((toCents(planFee(2)) + toCents(voice)) * 360) / 365));
      }),
      { numRuns: 300 },
    );
  });
});
