import { describe, expect, it } from 'vitest';
import { minimumCostAtAddressText } from './minimum-cost';
import { newDevelopmentCharge, newDevelopmentChargeApplies } from './money';

describe('docs/product/pricing.md#new-development-fee', () => {
  it('"$300, one-off, on an nbn or Flip to Fibre order at an address nbn classifies as a new development"', () => {
    expect(newDevelopmentCharge('nbn', { nbnNewDev: true })).toBe(300);
    expect(newDevelopmentCharge('flipToFibre', { nbnNewDev: true })).toBe(300);
    expect(newDevelopmentCharge('nbn', { nbnNewDev: false })).toBe(0);
  });

  it('"a fibre network\'s estate, home wireless and mobile broadband carry no nbn charge, even where nbn flags the address"', () => {
    for (const service of ['fibre', 'hwbb', 'mbb', 'mobile', '', null, undefined]) expect(newDevelopmentCharge(service, { nbnNewDev: true }), String(service)).toBe(0);
    expect(newDevelopmentCharge('nbn', null)).toBe(0);
  });

  it('"the plan cards\' minimum cost includes it, and says so"', () => {
    expect(minimumCostAtAddressText(168.74, 300)).toBe(
      'Min. cost $468.74 inc. GST, including the 30-day cancellation notice period and the $300 new development charge.',
    );
    expect(minimumCostAtAddressText(168.74, 0)).toBe('Min. cost $168.74 inc. GST, including the 30-day cancellation notice period.');
  });

  it('"on the orders that connect an nbn line: nbn and Flip to Fibre": what a CIS may mention, whatever the address', () => {
    expect(['nbn', 'flipToFibre'].every(newDevelopmentChargeApplies)).toBe(true);
    for (const service of ['fibre', 'hwbb', 'mbb', 'mobile', '', 'NBN']) expect(newDevelopmentChargeApplies(service), service).toBe(false);
  });
});
