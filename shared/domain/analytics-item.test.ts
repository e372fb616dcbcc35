import { describe, expect, it } from 'vitest';
import { hardwareAnalyticsItem, planAnalyticsItem, voiceAnalyticsItem } from './analytics-item';

describe('SPEC §3: "Analytics item: item_name, item_category, item_category2, item_category3, price, currency (aud), quantity."', () => {
  it('a plan, at its special price', () => {
    expect(
      planAnalyticsItem(
        { planTitle: 'Family nbn 100/20', planSpeed: 'nbn100', price: 89.95, special: { planPrice: 69.95, duration: 'x', months: 6 } },
        'nbn',
      ),
    ).toEqual({
      item_name: 'Family nbn 100/20',
      item_category: 'nbn',
      item_category2: 'plan',
      item_category3: 'nbn100',
      price: 69.95,
      currency: 'aud',
      quantity: 1,
    });
  });
});

describe('SPEC §3: "Analytics list prices: modem 151, extender 100, unlimited home phone 10 per month, pay-as-you-go 0."', () => {
  it('hardware uses list prices, not catalogue prices', () => {
    expect(hardwareAnalyticsItem('modem', 'ZTE H1600')).toMatchObject({ price: 151, currency: 'aud', quantity: 1 });
    expect(hardwareAnalyticsItem('extender', 'ZTE H3601', 2)).toMatchObject({ price: 100, quantity: 2 });
  });
  it('voice plans', () => {
    expect(voiceAnalyticsItem('unlimited')).toMatchObject({ price: 10, item_category2: 'unlimited' });
    expect(voiceAnalyticsItem('payg')).toMatchObject({ price: 0, item_category2: 'payg' });
  });
});
