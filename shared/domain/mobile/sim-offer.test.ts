import { describe, expect, it } from 'vitest';
import { simCisVersion, simOffer } from './sim-offer';

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
