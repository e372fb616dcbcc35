// @vitest-environment happy-dom
// docs/product/pricing.md#12-month-cost: the comparison's 12-month cost agrees with the prices the plan
// cards show. Each card of every catalogue is rendered, its price steps read as a visitor reads them,
// added up over 12 months, and held to the comparison's figure; and the comparison's other figures to
// the card's.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { comparePlans } from '../../../shared/domain/plans/plan-comparison';
import { minimumCostText } from '../../../shared/domain/pricing/minimum-cost';
import { planFixture } from '../../../tests/support/plan-fixture';
import { stepsOverMonths } from '../../../tests/support/price-steps';
import { PlanCard } from '../../features/plans/plan-card';

afterEach(cleanup);

const special = (planPrice: number, months: number) => ({ planPrice, duration: `for the first ${months} months`, months });
const CATALOGUE = [
  planFixture({ planHeading: 'No promotion', price: 84.95 }),
  planFixture({ planHeading: 'Six months off', price: 89.95, special: special(74.95, 6) }),
  planFixture({ planHeading: 'Free month and six months off', price: 84.95, special: special(69.95, 6), firstMonthFree: true }),
  planFixture({ planHeading: 'Free month alone', price: 99, firstMonthFree: true }),
  planFixture({ planHeading: 'nbn12 free month', planSpeed: 'nbn12', price: 59.95, firstMonthFree: true, special: special(49.95, 3) }),
  planFixture({ planHeading: 'Eighteen months off', serviceType: 'fibre', price: 120.5, special: special(99.99, 18) }),
  planFixture({ planHeading: 'One month off', serviceType: 'hwbb', price: 75, special: special(1, 1), speedboost: true }),
];

describe('the comparison agrees with the plan cards', () => {
  it('has plans with a free month, a promotion and neither to check', () => {
    expect(CATALOGUE.some((plan) => plan.firstMonthFree && plan.special)).toBe(true);
    expect(CATALOGUE.some((plan) => !plan.special)).toBe(true);
  });

  it.each(CATALOGUE.map((plan) => [plan.planHeading, plan] as const))('%s: 12-month cost, price steps and minimum cost', (_, plan) => {
    const { container } = render(<PlanCard plan={plan} selected={false} onToggle={() => undefined} />);
    const shownSteps = container.querySelector('.plan-offer__price')!.textContent!;
    const [compared] = comparePlans([plan], null);
    expect(compared!.twelveMonthCost).toBe(stepsOverMonths(shownSteps));
    expect(compared!.offer.priceSteps.text).toBe(shownSteps);
    expect(container.querySelector('.plan-offer__min-cost')!.textContent).toBe(minimumCostText(compared!.offer.minimumTotalCost));
  });
});
