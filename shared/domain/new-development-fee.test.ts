import { describe, expect, it } from 'vitest';
import { newDevelopmentFeeApplies } from './new-development-fee';

describe('docs/product/pricing.md#new-development-fee: "Only nbn and Flip to Fibre orders can carry it: they connect over the nbn line."', () => {
  it('nbn and Flip to Fibre can carry the charge', () => {
    expect(newDevelopmentFeeApplies('nbn')).toBe(true);
    expect(newDevelopmentFeeApplies('flipToFibre')).toBe(true);
  });

  it('fibre (OptiComm, Vision), home wireless, mobile broadband, SIM plans and an unknown service never do', () => {
    for (const service of ['fibre', 'hwbb', 'mbb', 'mobile', '', 'NBN']) expect(newDevelopmentFeeApplies(service), service).toBe(false);
  });
});
