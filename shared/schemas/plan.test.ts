import { describe, expect, it } from 'vitest';
import { flipToFibrePlanSchema, mobilePlanSchema, planSchema } from './plan';
import { planFixture } from '../../tests/support/plan-fixture';

const PLAN = planFixture({ special: { planPrice: 70, duration: 'for the first 6 months', months: 6 } });

describe('planSchema: docs/product/pricing.md#plan-fields Plan, the one contract of a plan', () => {
  it('takes a whole plan and drops fields the CMS adds, nested ones too (docs/decisions/021-upstream-answers-keep-only-used-fields.md)', () => {
    const added = { ...PLAN, internalNote: 'x', special: { ...PLAN.special, internalNote: 'x' } };
    expect(planSchema.parse(added)).toEqual(PLAN);
    expect(planSchema.parse({ ...PLAN, special: null, dataAllowanceGb: 30 }).special).toBeNull();
  });

  it('refuses a plan missing a field the pages show, or with one of the wrong type', () => {
    const { planHeading: _heading, ...withoutHeading } = PLAN;
    expect(planSchema.safeParse(withoutHeading).success).toBe(false);
    expect(planSchema.safeParse({ ...PLAN, price: '85' }).success).toBe(false);
    expect(planSchema.safeParse({ ...PLAN, serviceType: 'mobile' }).success).toBe(false);
    // docs/product/pricing.md#savings: the savings rule needs the special's length in months.
    expect(planSchema.safeParse({ ...PLAN, special: { planPrice: 70 } }).success).toBe(false);
  });

  it('a Flip to Fibre plan is a plan of that service type with an activation fee', () => {
    const flip = { ...PLAN, serviceType: 'flipToFibre', activationFee: 0 };
    expect(flipToFibrePlanSchema.parse(flip)).toEqual(flip);
    expect(flipToFibrePlanSchema.safeParse({ ...flip, activationFee: undefined }).success).toBe(false);
    expect(flipToFibrePlanSchema.safeParse({ ...flip, serviceType: 'nbn' }).success).toBe(false);
  });
});

describe('mobilePlanSchema (docs/product/pricing.md#plan-sources, docs/product/content.md#mobile-plans)', () => {
  it('takes a SIM plan as the site answers it: supplier, brand and productType Mobile included', () => {
    const sim = { id: 1, name: 'SIM 20GB', dataGb: 20, price: 25, inclusions: [], supplier: 'Optus', brand: 'Kookaburra', productType: 'Mobile', cisLink: '/cis/m1' };
    expect(mobilePlanSchema.parse({ ...sim, internalNote: 'x' })).toEqual(sim);
    expect(mobilePlanSchema.safeParse({ ...sim, productType: 'Broadband' }).success).toBe(false);
  });
});
