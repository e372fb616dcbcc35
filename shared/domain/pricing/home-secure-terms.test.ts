import { describe, expect, it } from 'vitest';
import { homeSecureSteps, homeSecureTrialText } from './home-secure-terms';

describe('docs/product/pricing.md#home-secure "$6/mth, no lock-in; a free trial of 2 months, or 3 when subscribed with the order. The free trial ends by itself: nothing is charged after it unless the customer chooses to subscribe."', () => {
  it('subscribed with the order: free for 3 months, then $6/mth', () => {
    expect(homeSecureSteps(true)).toBe('FREE for the first 3 months, then $6/mth');
  });

  it('the free trial: free for 2 months, then it ends with nothing to pay; never "$6/mth unless you cancel"', () => {
    expect(homeSecureTrialText()).toBe('FREE for the first 2 months, then it ends: nothing to pay unless you subscribe ($6/mth)');
    expect(homeSecureTrialText()).not.toMatch(/unless you cancel/);
  });
});
