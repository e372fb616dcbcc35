// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import type { NavItem } from '../../../shared/schemas/content';
import { NavBar } from './nav-bar';
import { SiteMenu } from './site-menu';
import { useMenuToggle } from './menu-toggle-guard';

const items: NavItem[] = [
  { url: '/broadband/nbn', title: 'nbn plans', description: 'Unlimited Data', icon: '' },
  { url: '/flip-to-fibre', title: 'Flip to Fibre', description: 'Free fibre upgrade', icon: '/icons/fibre.svg' },
  { url: 'https://shop.kookaburra.example/it-support', title: 'IT support', description: 'Help at home', icon: '' },
];

function Frame({ onNavigate = () => {} }: { onNavigate?: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { toggle, close } = useMenuToggle(open, setOpen);
  return (
    <>
      <NavBar
        brandName="Kookaburra"
        menuOpen={open}
        onMenuToggle={toggle}
        menuToggleRef={toggleRef}
        menu={
          <SiteMenu
            open={open}
            items={items}
            onClose={close}
            onNavigate={onNavigate}
            toggleRef={toggleRef}
            supportCentreUrl="https://support.kookaburra.example"
          />
        }
      />
      <main>
        <a href="/page-link">Page link</a>
      </main>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: /^(Menu|Close)$/ });
const menuNav = () => screen.queryByRole('navigation', { name: 'Main menu' });
/** Lets the 300 ms slide (docs/product/frame.md#menu) finish so the next toggle is accepted. */
const finishAnimation = () => act(() => vi.advanceTimersByTime(300));

describe('SiteMenu with NavBar (docs/product/frame.md#menu Menu)', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens and closes with the Menu/Close button, moving focus in and back', async () => {
    render(<Frame />);
    const toggle = menuButton();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menuNav()).toBeNull();
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hasAttribute('inert')).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Close');
    expect(menuNav()).not.toBeNull();
    expect(panel?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /nbn plans/ }));

    finishAnimation();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(menuButton().textContent).toBe('Menu');
    expect(menuNav()).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('opens with the keyboard and lets Tab move through the items without a trap', async () => {
    render(<Frame />);
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(menuNav()).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /nbn plans/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /Flip to Fibre/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /IT support/ }));
    await user.tab();
    const menuPanel = screen.getByRole('navigation', { name: 'Main menu' }).parentElement;
    expect(menuPanel?.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('href')).toBe('tel:133938');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Support centre (opens in a new tab)' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Page link' }));
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    render(<Frame />);
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuNav()).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when the overlay is clicked', async () => {
    render(<Frame />);
    await user.click(menuButton());
    await user.click(screen.getByTestId('menu-overlay'));
    expect(menuNav()).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  // docs/product/frame.md#menu: "cannot be toggled while its animation runs".
  it('ignores the toggle while the slide animation runs', async () => {
    render(<Frame />);
    await user.click(menuButton());
    act(() => vi.advanceTimersByTime(100));
    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    finishAnimation();
    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  // docs/product/frame.md#menu: "external links (address begins with http or https, opening in a new tab)".
  it('opens external items in a new tab with rel noopener noreferrer', async () => {
    render(<Frame />);
    await user.click(menuButton());
    const external = screen.getByRole('link', { name: /IT support/ });
    expect(external.getAttribute('href')).toBe('https://shop.kookaburra.example/it-support');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    const internal = screen.getByRole('link', { name: /nbn plans/ });
    expect(internal.hasAttribute('target')).toBe(false);
  });

  // docs/product/frame.md#menu: "internal links (clicking scrolls to the top)" — the caller navigates and scrolls.
  it('hands internal links to onNavigate and closes', async () => {
    const onNavigate = vi.fn();
    render(<Frame onNavigate={onNavigate} />);
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: /Flip to Fibre/ }));
    expect(onNavigate).toHaveBeenCalledWith('/flip-to-fibre');
    expect(menuNav()).toBeNull();
  });

  it('shows the contact block with the phone and the support centre link', async () => {
    render(<Frame />);
    await user.click(menuButton());
    const panel = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
    const phone = panel?.querySelector('a[href="tel:133938"]');
    expect(phone?.textContent).toBe('13 39 38');
    const support = screen.getByRole('link', { name: 'Support centre (opens in a new tab)' });
    expect(support.getAttribute('href')).toBe('https://support.kookaburra.example');
  });
});
