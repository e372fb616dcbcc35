// @vitest-environment happy-dom
// docs/product/address-check.md#before-javascript: "then the plans the address can get, per service: each
// plan's typical evening speed, price steps and minimum total cost in the plan cards' words, from the one
// offer computation, and `Choose {plan}` to its plan page."
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { minimumCostText } from '../../../shared/domain/pricing/minimum-cost';
import { planFigures } from '../../../shared/domain/plans/offered-plan';
import { planFixture } from '../../../tests/support/plan-fixture';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import { AvailabilityPlansList } from './availability-plans';

afterEach(cleanup);

const FAMILY = planFixture({ special: { planPrice: 70, duration: 'for the first 6 months', months: 6 } });
const ULTRA = planFixture({ id: 10320, planTitle: 'Ultra', planHeading: 'Ultra nbn 1000/50Mbps', planSpeed: 'nbn1000', planDownloadSpeed: 1000, typicalEveningSpeed: 800 });
const WIRELESS = planFixture({ id: 20001, serviceType: 'hwbb', planHeading: 'Home wireless 100', planSpeed: 'hwbb100' });

describe('the plans a chosen address can get, before JavaScript', () => {
  it('lists the offered plans per service with the cards’ figures, leaves out the rest, and names the catalogues not read', () => {
    // An FTTN line that tops out at 100 Mbps, with no home wireless coverage.
    const sq = sqResultFixture({ maxSpeed: 100 });
    render(
      <AvailabilityPlansList
        sq={sq}
        plans={{ catalogues: { nbn: { plans: [FAMILY, ULTRA], offerType: 'standard' }, hwbb: { plans: [WIRELESS], offerType: 'standard' } }, missing: ['fibre'], flipTopSpeed: null }}
      />,
    );
    const nbn = screen.getByRole('region', { name: 'nbn plans at this address' });
    const items = within(nbn).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual(['Family nbn 100/20Mbps']);
    const figures = planFigures(FAMILY);
    expect(within(items[0]!).getByText(figures.priceSteps.text)).toBeTruthy();
    expect(within(items[0]!).getByText(minimumCostText(figures.minimumTotalCost))).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Choose Family nbn 100/20Mbps' }).getAttribute('href')).toBe('/broadband/nbn#plans');
    expect(screen.queryByRole('region', { name: 'Home wireless plans at this address' })).toBeNull();
    expect(screen.getByText('Fibre plans could not be loaded just now: see them on their plan pages.')).toBeTruthy();
  });
});
