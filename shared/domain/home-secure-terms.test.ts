import { describe, expect, it } from 'vitest';
import { homeSecureSteps, homeSecureTerms } from './home-secure-terms';

describe('docs/product/pricing.md#home-secure "Home Secure: $6/mth, free trial 2 months (3 if subscribed early), no lock-in"', () => {
  it('subscribed with the order (early): free for 3 months, then $6/mth', () => {
    expect(homeSecureSteps(true)).toBe('FREE for the first 3 months, then $6/mth');
    expect(homeSecureTerms(true)).toBe('Home Secure: FREE for the first 3 months, then $6/mth. No lock-in: cancel any time.');
  });

  it('the free trial kept: free for 2 months, then $6/mth unless cancelled', () => {
    expect(homeSecureSteps(false)).toBe('FREE for the first 2 months, then $6/mth');
    expect(homeSecureTerms(false)).toBe(
      'Home Secure free trial: FREE for the first 2 months, then $6/mth unless you cancel it before the trial ends. No lock-in.',
    );
  });
});
