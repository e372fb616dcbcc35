import { describe, expect, it } from 'vitest';
import { NEW_DEVELOPMENT_FEE } from './money';
import { ANALYTICS_LIST_PRICES, CONTRACT_TERM, EXTENDER, HOME_SECURE, MODEM, UNLIMITED_DESTINATIONS, VOICE } from './price-list';
import { FLIP_ELIGIBILITY_TEXT } from '../flip/flip-eligibility';

describe('docs/product/pricing.md#extras-and-fees extras and fees', () => {
  it('"Modem: catalogue $170 (shown value $200 in the extras copy); a free modem carries a $79 fee if cancelled within 6 months."', () => {
    expect(MODEM).toEqual({ price: 170, shownValue: 200, earlyCancellationFee: 79, earlyCancellationMonths: 6 });
  });
  it('"Extender $120 (shown as $150 in extras copy)."', () => {
    expect(EXTENDER).toEqual({ price: 120, shownValue: 150 });
  });
  it('"Home Secure: $6/mth, free trial 2 months (3 if subscribed early)"', () => {
    expect(HOME_SECURE).toEqual({ monthly: 6, freeTrialMonths: 2, freeTrialMonthsSubscribedEarly: 3 });
  });
  it('"Unlimited call pack: $10/mth ... the \'Slash my bill\' discount is not offered: every total charges $10"; pay-as-you-go adds $0.', () => {
    expect(VOICE).toEqual({ unlimitedMonthly: 10, paygMonthly: 0 });
  });
  it('"New development one-off fee $300" and "Contract term 1."', () => {
    expect(NEW_DEVELOPMENT_FEE).toBe(300);
    expect(CONTRACT_TERM).toBe(1);
  });
  it('"Unlimited international calls: UK, New Zealand, USA, Germany, Hong Kong, Japan, France, Canada, China, Singapore, India, Croatia."', () => {
    expect(UNLIMITED_DESTINATIONS.join(', ')).toBe(
      'UK, New Zealand, USA, Germany, Hong Kong, Japan, France, Canada, China, Singapore, India, Croatia',
    );
  });
});

describe('docs/product/content.md#analytics-items: "Analytics list prices: modem 151, extender 100, unlimited home phone 10 per month, pay-as-you-go 0."', () => {
  it('list prices', () => {
    expect(ANALYTICS_LIST_PRICES).toEqual({ modem: 151, extender: 100, unlimited: 10, payg: 0 });
  });
});

describe('docs/product/address-check.md#flip-eligibility: "Flip eligibility text: current FTTN addresses need a Family nbn 100/20Mbps plan or faster; current FTTC addresses need a Superfast nbn 250/25Mbps plan or faster."', () => {
  it('both sentences, word for word', () => {
    expect(FLIP_ELIGIBILITY_TEXT.toLowerCase()).toContain(
      'current fttn addresses need a family nbn 100/20mbps plan or faster',
    );
    expect(FLIP_ELIGIBILITY_TEXT.toLowerCase()).toContain(
      'current fttc addresses need a superfast nbn 250/25mbps plan or faster',
    );
    expect(FLIP_ELIGIBILITY_TEXT).toContain('Family nbn 100/20Mbps');
    expect(FLIP_ELIGIBILITY_TEXT).toContain('Superfast nbn 250/25Mbps');
  });
});
