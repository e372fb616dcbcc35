// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { SITE_BRAND } from '../../../shared/site-config';
import { NavBar, SITE_MENU_ID } from './nav-bar';

afterEach(cleanup);

const baseProps = {
  menuOpen: false,
  onMenuToggle: () => {},
  menuToggleRef: createRef<HTMLButtonElement>(),
};

describe('NavBar (docs/product/frame.md#nav-bar)', () => {
  it('links the logo to / by the brand name and hands the click to onNavigate', async () => {
    const onNavigate = vi.fn();
    render(<NavBar {...baseProps} onNavigate={onNavigate} />);
    const logo = screen.getByRole('link', { name: SITE_BRAND.name });
    expect(logo.getAttribute('href')).toBe('/');
    await userEvent.click(logo);
    expect(onNavigate).toHaveBeenCalledWith('/');
  });

  it('draws the brand mark and the name, the first word apart so the logo keeps to one line on a phone', () => {
    render(<NavBar {...baseProps} />);
    const logo = screen.getByRole('link', { name: 'Kookaburra Internet' });
    expect(logo.querySelector('svg.brand-mark')?.getAttribute('aria-hidden')).toBe('true');
    expect(logo.querySelector('svg.brand-mark')!.outerHTML.length).toBeLessThan(2048); // inline SVG, under 2 KB
    expect(logo.textContent).toBe('Kookaburra Internet');
    expect(logo.querySelector('.nav-bar__logo-rest')?.textContent).toBe(' Internet');
  });

  it('calls onMenuIntent when the pointer or focus reaches the toggle', () => {
    const onMenuIntent = vi.fn();
    render(<NavBar {...baseProps} onMenuIntent={onMenuIntent} />);
    screen.getByRole('button', { name: 'Menu' }).focus();
    expect(onMenuIntent).toHaveBeenCalled();
  });

  // docs/product/frame.md#support-phone: "The support phone number shown across the site is 13 39 38".
  it('shows the phone link and the customer portal login', () => {
    render(<NavBar {...baseProps} />);
    expect(screen.getByRole('link', { name: '13 39 38' }).getAttribute('href')).toBe('tel:133938');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(SITE_BRAND.customerPortalUrl);
    expect(SITE_BRAND.customerPortalUrl).toBe('https://my.kookaburra.example');
  });

  it('labels the toggle Menu or Close with aria-expanded and aria-controls', () => {
    const onMenuToggle = vi.fn();
    const { rerender } = render(<NavBar {...baseProps} onMenuToggle={onMenuToggle} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(SITE_MENU_ID);
    expect(baseProps.menuToggleRef.current).toBe(toggle);
    toggle.click();
    expect(onMenuToggle).toHaveBeenCalledTimes(1);
    rerender(<NavBar {...baseProps} menuOpen />);
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('renders the address box slot', () => {
    render(<NavBar {...baseProps} addressBox={<input aria-label="Address" />} />);
    expect(screen.getByRole('textbox', { name: 'Address' })).toBeTruthy();
  });

  // docs/product/agents.md#agent-bar: in agent mode the agent bar above the nav holds the log out.
  it('in agent mode shows the agent phone and neither the login nor a log out of its own', () => {
    render(<NavBar {...baseProps} agent={{ name: 'Sam' }} onLogout={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('link', { name: '13 39 38' }).getAttribute('href')).toBe('tel:133938');
    expect(screen.queryByRole('button', { name: /Log Out/ })).toBeNull();
  });
});
