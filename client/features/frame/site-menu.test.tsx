// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import type { NavMenuItem } from '../../../shared/schemas/content';
import { NavBar } from './nav-bar';
import { SiteMenu } from './site-menu';
import { useMenuToggle } from './menu-toggle-guard';

const items: NavMenuItem[] = [
  { url: '/broadband/nbn', title: 'nbn plans', description: 'Unlimited Data', icon: '', group: 'Products' },
  { url: '/flip-to-fibre', title: 'Flip to Fibre', description: 'Free fibre upgrade', icon: '/icons/fibre.svg', group: 'Products' },
  { url: 'https://shop.kookaburra.example/it-support', title: 'IT support', description: 'Help at home', icon: '', group: 'Help and support' },
];

function Frame({ onNavigate = () => {}, agent = null }: { onNavigate?: (url: string) => void; agent?: { name: string } | null }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { toggle, close } = useMenuToggle(open, setOpen);
  return (
    <>
      <NavBar
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
            agent={agent}
          />
        }
      />
      <main>
        <a href="/page-link">Page link</a>
      </main>
      <footer>
        <a href="/footer-link">Footer link</a>
      </footer>
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

  it('keeps Tab inside the open menu: through the items, then back to the Close button, and Shift+Tab the other way', async () => {
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
    const menuLogin = within(menuPanel!).getByRole('link', { name: 'Log in' });
    expect(document.activeElement).toBe(menuLogin);
    // The last item wraps to the Close button, never to the page behind.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(menuLogin);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /nbn plans/ }));
  });

  it('makes the page behind inert while open and live again on close', async () => {
    render(<Frame />);
    const main = document.querySelector('main');
    const footer = document.querySelector('footer');
    await user.click(menuButton());
    expect(main?.hasAttribute('inert')).toBe(true);
    expect(footer?.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('header')?.hasAttribute('inert')).toBe(false);
    await user.keyboard('{Escape}');
    expect(main?.hasAttribute('inert')).toBe(false);
    expect(footer?.hasAttribute('inert')).toBe(false);
  });

  it('moves focus that sits outside the menu (the logo) to the Close button on Tab', async () => {
    render(<Frame />);
    await user.click(menuButton());
    screen.getByRole('link', { name: 'Kookaburra Internet' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('groups the items under their group headings', async () => {
    render(<Frame />);
    await user.click(menuButton());
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const headings = [...nav.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Products', 'Help and support']);
    const lists = nav.querySelectorAll('ul');
    expect([...lists].map((list) => list.querySelectorAll('li').length)).toEqual([2, 1]);
  });

  // docs/product/frame.md#nav-bar: the login, or in agent mode the log out, is in the menu too.
  it('offers the login in the menu, or the agent log out in agent mode', async () => {
    const { unmount } = render(<Frame />);
    await user.click(menuButton());
    const panel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '')!;
    expect(panel().querySelector('a[href="https://my.kookaburra.example"]')?.textContent).toBe('Log in');
    unmount();
    render(<Frame agent={{ name: 'Sam' }} />);
    await user.click(menuButton());
    const logOut = panel().querySelector('button')!;
    expect(logOut.textContent).toBe('Not Sam? Log Out');
    await user.click(logOut);
    expect(menuNav()).toBeNull();
    expect(document.activeElement).toBe(menuButton());
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
