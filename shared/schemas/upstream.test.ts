import { describe, expect, it } from 'vitest';
import { addressListSchema, mobilePlansSchema, plansSchema, serviceQualificationSchema, shortLinksSchema } from './upstream';

const plan = { id: 1, planTitle: 'Family', planSpeed: 'nbn100', price: 85, special: null, extra: 'kept' };
const sim = { id: 1, name: 'SIM', dataGb: 20, price: 25, inclusions: [], cisLink: '/cis/m1' };

describe('upstream schemas (DESIGN §4)', () => {
  it('normalises plans answers to { plans } and keeps extra plan fields', () => {
    expect(plansSchema.parse([plan])).toEqual({ plans: [plan] });
    expect(plansSchema.parse({ plans: [plan] })).toEqual({ plans: [plan] });
    // Each row needs its id here; the rest of the Plan contract is checked plan by plan
    // (server/upstream/plan-catalogue-check.ts), so one faulty plan does not fail the catalogue.
    expect(plansSchema.safeParse({ plans: [{ ...plan, id: '1' }] }).success).toBe(false);
    expect(plansSchema.safeParse({ plans: [{ ...plan, price: '85' }] }).success).toBe(true);
  });

  it('normalises mobile plans and short links', () => {
    // docs/product/frame.md#upstream-services: supplier, brand and productType may be missing upstream (the server fills them in).
    expect(mobilePlansSchema.parse([sim])).toEqual({ plans: [sim] });
    expect(mobilePlansSchema.safeParse({ plans: [{ ...sim, dataGb: undefined }] }).success).toBe(false);
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
