import { describe, expect, it } from 'vitest';
import { addressListSchema, mobilePlansSchema, plansSchema, serviceQualificationSchema, shortLinksSchema } from './upstream';

const plan = { id: 1, planTitle: 'Family', planSpeed: 'nbn100', price: 85, special: null, extra: 'kept' };

describe('upstream schemas (DESIGN §4)', () => {
  it('normalises plans answers to { plans } and keeps extra plan fields', () => {
    expect(plansSchema.parse([plan])).toEqual({ plans: [plan] });
    expect(plansSchema.parse({ plans: [plan] })).toEqual({ plans: [plan] });
    expect(plansSchema.safeParse({ plans: [{ ...plan, price: '85' }] }).success).toBe(false);
  });

  it('normalises mobile plans and short links', () => {
    expect(mobilePlansSchema.parse([{ id: 1, name: 'SIM', price: 25 }])).toEqual({ plans: [{ id: 1, name: 'SIM', price: 25 }] });
    expect(shortLinksSchema.parse({ links: [{ id: 'a', target: '/b' }] })).toEqual([{ id: 'a', target: '/b' }]);
  });

  it('drops unknown fields from address and qualification answers', () => {
    const [row] = addressListSchema.parse([
      { formattedAddress: '1 Smith St', providers: [{ locationId: 'LOC000000000001', name: 'nbn', internal: 1 }], debug: 'x' },
    ]);
    expect(row).toEqual({ formattedAddress: '1 Smith St', providers: [{ locationId: 'LOC000000000001', name: 'nbn' }] });
    expect(
      serviceQualificationSchema.safeParse({ sqSummary: { nbn: { serviceClass: 'x' } }, availablePlanCategories: [], priority: [] })
        .success,
    ).toBe(false);
  });
});
