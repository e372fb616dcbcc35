import { describe, expect, it } from 'vitest';
import { hardwareAnalyticsItem, orderAnalyticsItems, planAnalyticsItem, voiceAnalyticsItem } from './analytics-item';

describe('docs/product/content.md#analytics-items: "Analytics item: item_name, item_category, item_category2, item_category3, price, currency (aud), quantity."', () => {
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

describe('docs/product/content.md#analytics-items: "Analytics list prices: modem 151, extender 100, unlimited home phone 10 per month, pay-as-you-go 0."', () => {
  it('hardware uses list prices, not catalogue prices', () => {
    expect(hardwareAnalyticsItem('modem', 'ZTE H1600')).toMatchObject({ price: 151, currency: 'aud', quantity: 1 });
    expect(hardwareAnalyticsItem('extender', 'ZTE H3601', 2)).toMatchObject({ price: 100, quantity: 2 });
  });
  it('voice plans', () => {
    expect(voiceAnalyticsItem('unlimited')).toMatchObject({ price: 10, item_category2: 'unlimited' });
    expect(voiceAnalyticsItem('payg')).toMatchObject({ price: 0, item_category2: 'payg' });
  });
});

describe('docs/product/content.md#analytics-events nbnOrderNowResi: the order as analytics items (docs/product/content.md#analytics-items list prices)', () => {
  const plan = { planTitle: 'Family nbn 100/20', planSpeed: 'nbn100', price: 89.95, special: null };

  it('the plan, the modem at 151, the extender at 100 and the unlimited call pack at 10', () => {
    expect(orderAnalyticsItems({ plan, serviceType: 'nbn', modem: true, extenders: 1, voice: 'unlimited' })).toEqual([
      { item_name: 'Family nbn 100/20', item_category: 'nbn', item_category2: 'plan', item_category3: 'nbn100', price: 89.95, currency: 'aud', quantity: 1 },
      { item_name: 'ZTE H1600', item_category: 'hardware', item_category2: 'modem', item_category3: 'once', price: 151, currency: 'aud', quantity: 1 },
      { item_name: 'ZTE H3601', item_category: 'hardware', item_category2: 'extender', item_category3: 'once', price: 100, currency: 'aud', quantity: 1 },
      { item_name: 'Unlimited call pack', item_category: 'phone', item_category2: 'unlimited', item_category3: 'monthly', price: 10, currency: 'aud', quantity: 1 },
    ]);
  });

  it('pay-as-you-go at 0; no modem means no extender; no phone means no phone item', () => {
    expect(orderAnalyticsItems({ plan, serviceType: 'flipToFibre', modem: false, extenders: 1, voice: 'payg' }).map((i) => [i.item_category2, i.price])).toEqual([
      ['plan', 89.95],
      ['payg', 0],
    ]);
    expect(orderAnalyticsItems({ plan, serviceType: 'hwbb', modem: false, extenders: 0, voice: 'none' })).toHaveLength(1);
  });
});
