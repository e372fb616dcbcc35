// @vitest-environment happy-dom
// docs/product/pricing.md#plan-promises: "Plans with speedboost include 5 My Speed Boost (free Speed Upgrade) days per month." The
// card of such a plan says so; the card of a plan without speedboost does not.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plan } from '../../../shared/schemas/plan';
import { PlanCard } from './plan-card';

afterEach(cleanup);

const plan = (id: number, planHeading: string, speedboost: boolean): Plan => ({
  id,
  serviceType: 'nbn',
  planTitle: planHeading,
  planHeading,
  planSpeed: 'nbn100',
  planFullSpeed: 'nbn 100/20',
  planDownloadSpeed: 100,
  planUploadSpeed: 20,
  typicalEveningSpeed: 100,
  price: 85,
  priceNotes: 'No lock-in contract.',
  speedboost,
  flipOnly: false,
  firstMonthFree: false,
  special: null,
  cisLink: `/cis/${id}.pdf`,
  dataAllowanceGb: null,
});

const SPEED_BOOST = 'Includes 5 My Speed Boost (free Speed Upgrade) days per month';

describe('PlanCard: My Speed Boost days (docs/product/pricing.md#plan-promises)', () => {
  it('shows the Speed Boost days on a plan with speedboost only', () => {
    render(
      <>
        <PlanCard plan={plan(1, 'Family nbn 100', true)} selected={false} onToggle={() => {}} />
        <PlanCard plan={plan(2, 'Basic nbn 100', false)} selected={false} onToggle={() => {}} />
      </>,
    );
    expect(within(screen.getByRole('article', { name: 'Family nbn 100' })).getByText(SPEED_BOOST)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Basic nbn 100' })).queryByText(/Speed Boost/)).toBeNull();
  });
});
