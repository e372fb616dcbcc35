import { describe, expect, it } from 'vitest';
import { findInterimPlan, interimPlanHandoffValue, interimPlanSpeed } from './interim-plan';

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

describe('docs/product/pricing.md#plan-sources: "interim_plan (50 if the interim plan is nbn 50/20 else 100)"', () => {
  it.each([
    ['nbn 50/20', 50],
    ['nbn 50/20Mbps', 50],
    ['NBN 50/20', 50],
    ['nbn 100/20', 100],
    ['nbn 50/17', 100],
    ['', 100],
  ] as const)('%j -> %i', (planFullSpeed, expected) => {
    expect(interimPlanHandoffValue({ planFullSpeed })).toBe(expected);
  });
  it('no interim plan -> 100', () => {
    expect(interimPlanHandoffValue(null)).toBe(100);
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
    expect(interimPlanHandoffValue(findInterimPlan(plans, 50))).toBe(50);
  });
  it('falls back to the download speed', () => {
    expect(findInterimPlan([{ id: 9, planFullSpeed: 'Family 100', planDownloadSpeed: 100 }], 100)?.id).toBe(9);
    expect(findInterimPlan([], 100)).toBeUndefined();
  });
});

describe('docs/product/pricing.md#transfer-plan: "the plan while waiting for fibre fits the line"', () => {
  it('a line whose top speed is 50 waits on nbn 50/20, even with 100 chosen or a fast plan', () => {
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: 500, transferPlan: 100, lineTopSpeed: 50 })).toBe(50);
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: 500, transferPlan: null, lineTopSpeed: 48 })).toBe(50);
  });
  it('a line of 100 or more, or of unknown speed, follows the choice', () => {
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: 500, transferPlan: 100, lineTopSpeed: 100 })).toBe(100);
    expect(interimPlanSpeed({ selectedPlanDownloadSpeed: 500, transferPlan: 100, lineTopSpeed: 0 })).toBe(100);
  });
});
