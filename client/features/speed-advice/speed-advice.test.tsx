// @vitest-environment happy-dom
// docs/product/plans.md#what-speed-do-i-need: the form and its answer as the server draws them from
// the query, and the choice made from the answer.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planFixture } from '../../../tests/support/plan-fixture';
import type { Plan } from '../../../shared/schemas/plan';
import { SpeedAdvice, type SpeedAdviceProps } from './speed-advice';

afterEach(cleanup);

const PLANS: Plan[] = [
  planFixture({ id: 1, planHeading: 'Basic nbn 25/5Mbps', price: 69.95, typicalEveningSpeed: 25, planUploadSpeed: 5 }),
  planFixture({ id: 2, planHeading: 'Family nbn 100/20Mbps', price: 89.95, typicalEveningSpeed: 100, planUploadSpeed: 20 }),
  planFixture({ id: 3, planHeading: 'Superfast nbn 250/25Mbps', price: 99.95, typicalEveningSpeed: 215, planUploadSpeed: 25 }),
];
const FAMILY = '?people=4&watch=4k&calls=no&uploads=no';

function advice(url: string, props: Partial<SpeedAdviceProps> = {}) {
  const onChoose = vi.fn();
  const element = (
    <MemoryRouter initialEntries={[url]}>
      <SpeedAdvice plans={PLANS} atAddress={false} selectedPlanId={null} onChoose={onChoose} {...props} />
    </MemoryRouter>
  );
  return { element, onChoose };
}

describe('"What speed do I need?"', () => {
  it('is a real form: a GET to the same page, four labelled questions, each answer a radio', () => {
    render(advice('/broadband/nbn').element);
    const form = screen.getByRole('button', { name: 'Recommend a plan' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    // No fragment: the answer's page starts at it by autofocus, which a fragment's target would cancel.
    expect(form.getAttribute('action')).toBe('/broadband/nbn');
    const people = screen.getByRole('group', { name: 'How many people use the internet at home at the same time?' });
    expect(within(people).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['1', '2', '4', '5']);
    expect(within(people).getByRole('radio', { name: '3 or 4' })).toHaveProperty('name', 'people');
    for (const name of ['What do you watch?', 'Does anyone game online or work from home on video calls?', 'Do you often upload big files, such as videos or backups?'])
      expect(within(screen.getByRole('group', { name })).getAllByRole('radio').every((radio) => (radio as HTMLInputElement).required)).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('the server draws the answer from the query: the plan, its typical evening speed and why', () => {
    const html = renderToString(advice(`/broadband/nbn${FAMILY}`).element);
    expect(html).toContain('We recommend <!-- -->Family nbn 100/20Mbps');
    const page = document.createElement('div');
    page.innerHTML = html;
    const status = within(page).getByRole('status');
    expect(status.textContent).toContain('100Mbps typical evening speed');
    expect(status.textContent).toContain('3 or 4 people streaming in 4K at once need about 100Mbps in the evening.');
    expect(status.textContent).toContain('the lowest-priced plan here that does.');
    const checked = within(page).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
    expect(checked.map((radio) => `${(radio as HTMLInputElement).name}=${(radio as HTMLInputElement).value}`)).toEqual(['people=4', 'watch=4k', 'calls=no', 'uploads=no']);
  });

  it('one tap chooses it, counted as chosen from this list', () => {
    const { element, onChoose } = advice(`/broadband/nbn${FAMILY}`);
    render(element);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Family nbn 100/20Mbps' }));
    expect(onChoose).toHaveBeenCalledWith(PLANS[1], 'What speed do I need?');
  });

  it('after an address check, only the plans the address can get, and says so', () => {
    render(advice(`/broadband/nbn${FAMILY}`, { plans: [PLANS[0]!], atAddress: true }).element);
    expect(screen.getByRole('heading', { name: 'We recommend Basic nbn 25/5Mbps' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('No plan at your address reaches that: this is the fastest');
    cleanup();
    render(advice(`/broadband/nbn${FAMILY}`, { plans: [], atAddress: true }).element);
    expect(screen.getByRole('status').textContent).toBe('There is no plan at your address to recommend.');
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
  });

  // docs/product/plans.md#what-speed-do-i-need: where the page has the plan tabs, the answer speaks of the
  // 'Connect now' plans it chose from; the 'Fibre upgrade' tab may have faster ones.
  it('beside the plan tabs, says which tab it chose from', () => {
    render(advice(`/broadband/nbn${FAMILY}`, { plans: [PLANS[0]!], atAddress: true, tab: 'Connect now' }).element);
    expect(screen.getByRole('status').textContent).toContain('No plan on the Connect now tab reaches that: this is the fastest');
  });

  it('answers only part answered, or unknown: kept in the form, no recommendation', () => {
    render(advice('/broadband/nbn?people=2&watch=8k').element);
    expect((screen.getByRole('radio', { name: '2' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the chosen plan as pressed', () => {
    render(advice(`/broadband/nbn${FAMILY}`, { selectedPlanId: 2 }).element);
    expect(screen.getByRole('button', { name: 'Choose Family nbn 100/20Mbps', pressed: true })).toBeTruthy();
  });
});
