import { describe, expect, it } from 'vitest';
import { flipPlanLabel } from './flip-plan-source';

describe('docs/product/pricing.md#flip-to-fibre-plan-fields: "Shown as the line\'s technology (from the address\'s service qualification) followed by the speed"', () => {
  it('an FTTC address is told FTTC, never FTTN', () => {
    expect(flipPlanLabel('FTTN 500', 'FTTC')).toBe('FTTC 500');
    expect(flipPlanLabel('FTTN 100', 'FTTB')).toBe('FTTB 100');
    expect(flipPlanLabel('FTTN 100', 'fttn')).toBe('FTTN 100');
  });

  it('without a copper technology from the address, the catalogue title stands', () => {
    expect(flipPlanLabel('FTTN 250', '')).toBe('FTTN 250');
    expect(flipPlanLabel('FTTN 250', 'HFC')).toBe('FTTN 250');
  });
});
