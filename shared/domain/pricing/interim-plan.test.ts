import { describe, expect, it } from 'vitest';
import { findInterimPlan, fittedTransferPlan, interimPlanSpeed, transferPlanSpeeds } from './interim-plan';

describe('docs/product/pricing.md#transfer-plan: "The summary\'s interim nbn plan depends on the selected plan and on whether the extra flip plan option is chosen."', () => {
  it('an explicit transfer-plan choice wins', () => {
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: 250, transferPlan: 50 })).toBe(50);
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: 50, transferPlan: 100 })).toBe(100);
  });
  it('without a choice, a 50 Mbps plan keeps 50 and faster plans get 100', () => {
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: 50, transferPlan: null })).toBe(50);
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: 100, transferPlan: null })).toBe(100);
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: 250, transferPlan: undefined })).toBe(100);
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: null, transferPlan: null })).toBe(100);
  });
});

describe('findInterimPlan', () => {
  const plans = [
    { id: 1, planFullSpeed: 'nbn 25/10', planDownloadSpeed: 25 },
    { id: 2, planFullSpeed: 'nbn 50/20', planDownloadSpeed: 50 },
    { id: 3, planFullSpeed: 'nbn 100/20', planDownloadSpeed: 100 },
  ];
  it('finds the plan by its full speed', () => {
    expect(findInterimPlan(plans, 50)?.id).toBe(2);
    expect(findInterimPlan(plans, 100)?.id).toBe(3);
  });
  it('falls back to the download speed', () => {
    expect(findInterimPlan([{ id: 9, planFullSpeed: 'Family 100', planDownloadSpeed: 100 }], 100)?.id).toBe(9);
    expect(findInterimPlan([], 100)).toBeUndefined();
  });
});

describe('docs/product/pricing.md#transfer-plan: "The plan while waiting for fibre is no faster than the line\'s top speed"', () => {
  it('a line whose top speed is 50: only 50 Mbps, and a 100 Mbps choice becomes 50', () => {
    expect(transferPlanSpeeds(50)).toEqual([50]);
    expect(fittedTransferPlan(100, 50)).toBe(50);
  });

  it('a 100 Mbps line or faster, or an unknown top speed (0): both, the choice kept', () => {
    expect(transferPlanSpeeds(100)).toEqual([100, 50]);
    expect(transferPlanSpeeds(0)).toEqual([100, 50]);
    expect(transferPlanSpeeds(undefined)).toEqual([100, 50]);
    expect(fittedTransferPlan(100, 1000)).toBe(100);
    expect(fittedTransferPlan(50, 0)).toBe(50);
  });

  it('the hand-off\'s interim plan fits the line too, whatever was chosen', () => {
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: 100, transferPlan: 100, lineMaxSpeed: 50 })).toBe(50);
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: 500, transferPlan: null, lineMaxSpeed: 0 })).toBe(100);
  });

  it('a line slower than every transfer plan keeps the slowest', () => {
    expect(transferPlanSpeeds(25)).toEqual([50]);
  });
});
