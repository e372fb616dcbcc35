import { describe, expect, it } from 'vitest';
import { simCisVersion, simOffer, simOrderTotals } from './sim-offer';

const PLAN = { id: 7202, price: 30, dataGb: 40, cisLink: '/cis/mobile-40gb.pdf', inclusions: ['40GB data each month', 'Data rollover up to 200GB'] };

describe('docs/product/ordering-and-handoff.md#mobile-sim-orders: a SIM plan as offered and ordered', () => {
  it('one price step, its monthly price', () => {
    expect(simOffer(PLAN).priceSteps.text).toBe('$30/mth');
  });

  it('docs/product/pricing.md#minimum-cost "Mobile SIM plans follow the same rule": the first month and 30 days\' notice ($30 + $29.59)', () => {
    expect(simOffer(PLAN).minimumTotalCost).toBe(59.59);
  });

  it('the CIS version changes with every figure the CIS states, and only with those', () => {
    const version = simCisVersion(PLAN);
    expect(version).toMatch(/^standard-[0-9a-f]{8}$/);
    expect(simCisVersion({ ...PLAN })).toBe(version);
    for (const changed of [{ price: 35 }, { dataGb: 50 }, { inclusions: ['40GB data each month'] }, { cisLink: '/cis/other.pdf' }, { id: 7203 }])
      expect(simCisVersion({ ...PLAN, ...changed }), JSON.stringify(changed)).not.toBe(version);
  });
});

const ORDERED = { id: 7202, name: 'Mobile 40GB', price: 30 };

describe('docs/product/ordering-and-handoff.md#mobile-sim-orders: a SIM order\'s totals', () => {
  it('"lists the SIM plan alone, its monthly price, the total monthly cost and the footnote"', () => {
    const totals = simOrderTotals(ORDERED);
    expect(totals.lines.map((line) => [line.id, line.label, line.amount, line.period])).toEqual([['plan', 'Mobile 40GB', 30, 'month']]);
    expect(totals.monthlyCost).toBe(30);
  });

  it('"Total upfront cost $0 & Total min cost $Y ...", $Y the first month and 30 days\' notice, as the offer states it', () => {
    const totals = simOrderTotals(ORDERED);
    expect(totals.upfrontCost).toBe(0);
    expect(totals.totalMinCost).toBe(simOffer(ORDERED).minimumTotalCost);
    expect(totals.footnote).toBe(
      'Total upfront cost $0 & Total min cost $59.59 including the 30-day cancellation notice period.',
    );
  });

  it('"a SIM has no modem, extender, home phone or Home Secure": none is listed or priced', () => {
    const ids = simOrderTotals(ORDERED).lines.map((line) => line.id);
    for (const extra of ['modem', 'extender', 'voice', 'homeSecure'] as const) expect(ids).not.toContain(extra);
  });
});
