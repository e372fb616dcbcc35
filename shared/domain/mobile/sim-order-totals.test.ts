import { describe, expect, it } from 'vitest';
import { simOffer } from './sim-offer';
import { simOrderTotals } from './sim-order-totals';

const PLAN = { id: 7202, name: 'Mobile 40GB', price: 30 };

describe('docs/product/ordering-and-handoff.md#mobile-sim-orders: a SIM order\'s totals', () => {
  it('"lists the SIM plan alone, its monthly price, the total monthly cost and the footnote"', () => {
    const totals = simOrderTotals(PLAN);
    expect(totals.lines.map((line) => [line.id, line.label, line.amount, line.period])).toEqual([['plan', 'Mobile 40GB', 30, 'month']]);
    expect(totals.monthlyCost).toBe(30);
  });

  it('"Total upfront cost $0 & Total min cost $Y ...", $Y the first month and 30 days\' notice, as the offer states it', () => {
    const totals = simOrderTotals(PLAN);
    expect(totals.upfrontCost).toBe(0);
    expect(totals.totalMinCost).toBe(simOffer(PLAN).minimumTotalCost);
    expect(totals.footnote).toBe(
      'Total upfront cost $0 & Total min cost $59.59 including the 30-day cancellation notice period.',
    );
  });

  it('"a SIM has no modem, extender, home phone or Home Secure": none is listed or priced', () => {
    const ids = simOrderTotals(PLAN).lines.map((line) => line.id);
    for (const extra of ['modem', 'extender', 'voice', 'homeSecure'] as const) expect(ids).not.toContain(extra);
  });
});
