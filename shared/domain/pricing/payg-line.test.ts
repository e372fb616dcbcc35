import { describe, expect, it } from 'vitest';
import { paygLineText, rateCents } from './payg-line';

describe('docs/product/pricing.md#summary-lines: the pay-as-you-go line names its charges', () => {
  it('reads the displayed rates in cents', () => {
    expect(rateCents('10c/call')).toBe(10);
    expect(rateCents('20c/min')).toBe(20);
    expect(rateCents('$1.65/call')).toBe(165);
    expect(() => rateCents('free')).toThrow(/Unreadable/);
  });

  it('"Pay-as-you-go rates: local 10c/call, national 10c/call, Australian mobiles 20c/min...": no monthly fee, calls from 10c, never FREE', () => {
    expect(paygLineText()).toBe('$0/mth + calls from 10c');
    expect(paygLineText()).not.toMatch(/free/i);
    expect(paygLineText([{ rate: '$1.00/call' }, { rate: '$1.65/call' }])).toBe('$0/mth + calls from $1');
  });
});
