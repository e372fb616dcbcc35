import { describe, expect, it } from 'vitest';
import { preselectedFlipPlan } from './plan-preselection';

describe('preselectedFlipPlan (docs/product/pricing.md#plan-selection: more than two preselects the third; exactly two the second)', () => {
  it.each([
    [['a', 'b', 'c', 'd'], 'c'],
    [['a', 'b', 'c'], 'c'],
    [['a', 'b'], 'b'],
    [['a'], undefined],
    [[], undefined],
  ])('%j -> %s', (plans, expected) => {
    expect(preselectedFlipPlan(plans)).toBe(expected);
  });
});
