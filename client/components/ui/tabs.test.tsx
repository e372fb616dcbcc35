// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

afterEach(cleanup);

// docs/product/address-check.md#plan-tabs: two tabs, 'Connect now' (default) and 'Fibre upgrade'.
const planTabs = [
  { id: 'connect', label: 'Connect now', panel: <p>nbn plans</p> },
  { id: 'fibre', label: 'Fibre upgrade', panel: <p>fibre plans</p> },
];

describe('Tabs (WAI-ARIA tabs)', () => {
  it('selects the first tab by default with a roving tabindex', () => {
    render(<Tabs tabs={planTabs} label="Plan type" />);
    expect(screen.getByRole('tablist', { name: 'Plan type' })).toBeTruthy();
    const connect = screen.getByRole('tab', { name: 'Connect now' });
    const fibre = screen.getByRole('tab', { name: 'Fibre upgrade' });
    expect(connect.getAttribute('aria-selected')).toBe('true');
    expect(connect.tabIndex).toBe(0);
    expect(fibre.getAttribute('aria-selected')).toBe('false');
    expect(fibre.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Connect now' }).textContent).toBe('nbn plans');
    expect(screen.queryByRole('tabpanel', { name: 'Fibre upgrade' })).toBeNull();
  });

  it('moves and selects with arrow keys, Home and End, wrapping around', async () => {
    const onSelect = vi.fn();
    render(<Tabs tabs={planTabs} label="Plan type" onSelect={onSelect} />);
    const connect = screen.getByRole('tab', { name: 'Connect now' });
    const fibre = screen.getByRole('tab', { name: 'Fibre upgrade' });
    await userEvent.tab();
    expect(document.activeElement).toBe(connect);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(fibre);
    expect(fibre.getAttribute('aria-selected')).toBe('true');
    expect(fibre.tabIndex).toBe(0);
    expect(connect.tabIndex).toBe(-1);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(connect);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(fibre);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(connect);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(fibre);
    expect(onSelect.mock.calls).toEqual([['fibre'], ['connect'], ['fibre'], ['connect'], ['fibre']]);
  });

  it('Tab leaves the tab list for the panel', async () => {
    render(<Tabs tabs={planTabs} label="Plan type" />);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Connect now' }));
  });

  it('follows selectedId when controlled', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(<Tabs tabs={planTabs} label="Plan type" selectedId="fibre" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Fibre upgrade' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Connect now' }));
    expect(onSelect).toHaveBeenCalledWith('connect');
    rerender(<Tabs tabs={planTabs} label="Plan type" selectedId="connect" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Connect now' }).getAttribute('aria-selected')).toBe('true');
  });
});
