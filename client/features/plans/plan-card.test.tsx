// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '../../../shared/schemas/plan';
import { PlanCard } from './plan-card';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete window.dataLayer;
});

const plan = (fields: Partial<Plan> = {}): Plan => ({
  id: 7175,
  serviceType: 'nbn',
  planTitle: 'Everyday',
  planHeading: 'Everyday nbn 50/20Mbps',
  planSpeed: 'nbn50',
  planFullSpeed: 'nbn 50/20',
  planDownloadSpeed: 50,
  planUploadSpeed: 20,
  typicalEveningSpeed: 50,
  dataAllowanceGb: null,
  price: 84.95,
  priceNotes: '$69.95/mth for the first 6 months, then $84.95/mth.',
  speedboost: true,
  flipOnly: false,
  firstMonthFree: true,
  special: { planPrice: 69.95, duration: 'for the first 6 months', months: 6 },
  cisLink: '/cis/nbn-50.pdf',
  ...fields,
});

/** The element whose whole text is `text` (the price steps hold their amounts in spans of their own). */
const byWholeText = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

const badges = () => within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('listitem').map((item) => item.textContent);

describe('PlanCard (docs/product/pricing.md#plan-sources, docs/product/address-check.md#plan-tabs, docs/product/pricing.md#plan-badges)', () => {
  it("shows '1st MONTH FREE' for a free-month nbn plan, and no 'Connect Now' badge (it would be on every card)", () => {
    render(<PlanCard plan={plan()} selected={false} onToggle={() => {}} />);
    expect(badges()).toEqual(['1st MONTH FREE']);
  });

  it('docs/product/pricing.md#card-facts: a mobile broadband card names its data allowance, never a fixed line\'s "100/20"', () => {
    const mbb = plan({ serviceType: 'mbb', planHeading: '30GB mobile broadband data', planSpeed: 'mbb30', planFullSpeed: '100/20', dataAllowanceGb: 30 });
    const { rerender } = render(<PlanCard plan={mbb} selected={false} onToggle={() => {}} />);
    expect(byWholeText('30GB of data each month.')).toBeTruthy();
    expect(screen.queryByText('100/20')).toBeNull();
    rerender(<PlanCard plan={plan()} selected={false} onToggle={() => {}} />);
    expect(byWholeText('nbn 50/20')).toBeTruthy();
  });

  it('has no badge list when no badge applies', () => {
    render(<PlanCard plan={plan({ planSpeed: 'nbn12' })} selected={false} onToggle={() => {}} />);
    expect(screen.queryByRole('list', { name: 'Offers' })).toBeNull();
  });

  it("never shows '1st MONTH FREE' on nbn12, and shows 'Fibre Upgrade' on a flip-only plan listed beside ordinary ones", () => {
    const flip = plan({ planSpeed: 'nbn12', flipOnly: true });
    const { rerender } = render(<PlanCard plan={flip} listed={[plan(), flip]} selected={false} onToggle={() => {}} />);
    expect(badges()).toEqual(['Fibre Upgrade']);
    // Among flip-only plans alone (the Flip to Fibre list) it would be on every card: not shown.
    rerender(<PlanCard plan={flip} listed={[flip, flip]} selected={false} onToggle={() => {}} />);
    expect(screen.queryByRole('list', { name: 'Offers' })).toBeNull();
  });

  it('shows the heading, speeds with the busy hours note, price, pricing steps, savings, ideal-for text and the CIS link', () => {
    render(<PlanCard plan={plan()} selected={false} onToggle={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Everyday nbn 50/20Mbps' })).toBeTruthy();
    expect(screen.getByText('nbn 50/20')).toBeTruthy();
    expect(screen.getByText(/busy hours 7–11 pm/)).toBeTruthy();
    expect(byWholeText('FREE for the first month, $69.95/mth for the next 5 months, then $84.95/mth')).toBeTruthy();
    // docs/product/pricing.md#savings: the free month ($84.95) and 5 months at $15 less, over the 6 months named.
    expect(screen.getByText('Save $159.95 over 6 months')).toBeTruthy();
    expect(screen.getByText('Ideal for families who stream, game and video call at the same time.')).toBeTruthy();
    const cis = screen.getByRole('link', { name: 'Critical Information Summary for Everyday nbn 50/20Mbps' });
    expect(cis.getAttribute('href')).toBe('/cis/nbn-50.pdf');
  });

  it('adds Home Secure to the pricing steps when it is chosen (docs/product/pricing.md#pricing-states Pricing states)', () => {
    render(<PlanCard plan={plan()} selected={false} onToggle={() => {}} homeSecure />);
    expect(
      byWholeText('FREE for the first month, $69.95/mth for the next 2 months, $75.95/mth for the next 3 months, then $90.95/mth'),
    ).toBeTruthy();
  });

  it('shows the ongoing price beside the promotional price and its length, at the same size (docs/product/pricing.md#pricing-states Pricing states)', () => {
    render(<PlanCard plan={plan({ firstMonthFree: false })} selected={false} onToggle={() => {}} />);
    const price = byWholeText('$69.95/mth for the first 6 months, then $84.95/mth');
    const amounts = [...price.querySelectorAll('.plan-offer__amount')].map((amount) => [amount.textContent, amount.className]);
    expect(amounts).toEqual([
      ['$69.95', 'plan-offer__amount'],
      ['$84.95', 'plan-offer__amount'],
    ]);
  });

  it('shows the minimum cost of the plan alone, a dollar figure with the 30-day notice period in it (docs/product/pricing.md#minimum-cost)', () => {
    const { rerender } = render(<PlanCard plan={plan({ firstMonthFree: false })} selected={false} onToggle={() => {}} />);
    // $69.95 for the first month + 30 days at $69.95 a month ($68.99).
    expect(screen.getByText('Min. cost $138.94 inc. GST, including the 30-day cancellation notice period.')).toBeTruthy();
    // '1st MONTH FREE': the first month's plan fee is $0; the notice period is still charged.
    rerender(<PlanCard plan={plan()} selected={false} onToggle={() => {}} />);
    expect(screen.getByText('Min. cost $68.99 inc. GST, including the 30-day cancellation notice period.')).toBeTruthy();
    rerender(<PlanCard plan={plan({ special: null, firstMonthFree: false })} selected={false} onToggle={() => {}} />);
    expect(byWholeText('$84.95/mth')).toBeTruthy();
    expect(screen.getByText('Min. cost $168.74 inc. GST, including the 30-day cancellation notice period.')).toBeTruthy();
  });

  it('shows an award badge only with the award the plan names (its name, year and source), never for the award ids alone', () => {
    const { rerender } = render(<PlanCard plan={plan({ id: 10317 })} selected={false} onToggle={() => {}} />);
    expect(screen.queryByText(/Award-winning/)).toBeNull();
    rerender(<PlanCard plan={plan({ award: { name: 'Best Value nbn Plan', year: 2026, source: 'Canstar Blue' } })} selected={false} onToggle={() => {}} />);
    expect(badges()).toEqual(['1st MONTH FREE', 'Award-winning plan: Best Value nbn Plan 2026, Canstar Blue']);
    // The ribbon is decoration beside the words: no second, unnamed image.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("is a toggle button: 'Choose plan' (aria-pressed false) until selected, then 'Plan selected'", async () => {
    const onToggle = vi.fn();
    const { rerender } = render(<PlanCard plan={plan()} selected={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Choose plan' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 7175 }));
    rerender(<PlanCard plan={plan()} selected onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Plan selected' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("reports an unknown speed (console and data layer) and uses the Fibre12 text (docs/product/pricing.md#speed-descriptions)", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<PlanCard plan={plan({ planSpeed: 'nbn9000' })} selected={false} onToggle={() => {}} />);
    expect(screen.getByText('Ideal for 1–2 people who browse, email and stream music.')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unsupported plan speed'));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'unsupportedPlanSpeed', planSpeed: 'nbn9000' }));
  });
});
