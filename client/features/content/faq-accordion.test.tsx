// @vitest-environment happy-dom
// docs/product/content.md#faq FAQ blocks as accordions; docs/product/content.md#analytics-events analytics: opening one pushes accordionEngage.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FaqEntry } from '../../../shared/schemas/content';
import { FaqAccordion, TermsAccordion } from './faq-accordion';

const FAQS: FaqEntry[] = [
  ['What is VoIP?', 'Calls over your broadband.'],
  ['Can I keep my number?', 'In most cases, yes.', 'Do not cancel your old service first.'],
];

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(cleanup);

const renderAt = (node: React.ReactNode) => render(<MemoryRouter initialEntries={['/broadband/nbn/phone']}>{node}</MemoryRouter>);

describe('FaqAccordion', () => {
  it('shows the heading and each question as a collapsed accordion button', () => {
    renderAt(<FaqAccordion faqs={FAQS} heading="Things you should know about Home Phone VoIP" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Things you should know about Home Phone VoIP' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Can I keep my number?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { level: 3, name: 'Can I keep my number?' })).toBeTruthy();
  });

  it('opening an answer shows every paragraph and pushes accordionEngage; closing pushes nothing', async () => {
    const user = userEvent.setup();
    renderAt(<FaqAccordion faqs={FAQS} heading="Questions" />);
    await user.click(screen.getByRole('button', { name: 'Can I keep my number?' }));
    const region = screen.getByRole('region', { name: 'Can I keep my number?' });
    expect(region.querySelectorAll('p')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Can I keep my number?' }));
    expect(window.dataLayer).toEqual([
      { event: 'accordionEngage', accordionTitle: 'Can I keep my number?', pagePath: '/broadband/nbn/phone' },
    ]);
  });

  it('renders nothing without entries', () => {
    const { container } = renderAt(<FaqAccordion faqs={[]} heading="Questions" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('TermsAccordion', () => {
  it('keeps the terms in one panel named by its heading', async () => {
    const user = userEvent.setup();
    renderAt(<TermsAccordion terms={['First term.', 'Second term.']} heading="Flip to Fibre terms" />);
    await user.click(screen.getByRole('button', { name: 'Flip to Fibre terms' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First term.', 'Second term.']);
    expect(window.dataLayer).toEqual([{ event: 'accordionEngage', accordionTitle: 'Flip to Fibre terms', pagePath: '/broadband/nbn/phone' }]);
  });
});
