// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

afterEach(cleanup);

const items = [
  { id: 'lock-in', heading: 'Is there a lock in contract?', content: <p>No lock in contract.</p> },
  { id: 'data', heading: 'How much data?', content: <p>Unlimited Data.</p> },
  { id: 'activation', heading: 'Is activation free?', content: <p>Free activation.</p> },
];

describe('Accordion (WAI-ARIA accordion)', () => {
  it('starts collapsed with buttons wired to their regions', () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'Is there a lock in contract?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panelId = button.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId ?? '');
    expect(panel?.hidden).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Is there a lock in contract?' })).toBeTruthy();
  });

  it('expands and collapses on click and reports each toggle (accordionEngage)', async () => {
    const onToggle = vi.fn();
    render(<Accordion items={items} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'How much data?' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How much data?' }).textContent).toBe('Unlimited Data.');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'How much data?' })).toBeNull();
    expect(onToggle.mock.calls).toEqual([
      ['data', true],
      ['data', false],
    ]);
  });

  it('toggles with Enter and Space, and moves between headers with arrows, Home and End', async () => {
    render(<Accordion items={items} />);
    const [first, second, third] = screen.getAllByRole('button');
    first?.focus();
    await userEvent.keyboard('{Enter}');
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await userEvent.keyboard(' ');
    expect(second?.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(third);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(third);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
  });

  it('keeps an open panel open when another opens', async () => {
    render(<Accordion items={items} defaultExpandedIds={['lock-in']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Is activation free?' }));
    expect(screen.getByRole('button', { name: 'Is there a lock in contract?' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Is activation free?' }).getAttribute('aria-expanded')).toBe('true');
  });
});
