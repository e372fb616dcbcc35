// docs/product/frame.md#nav-bar: logo, phone, Menu/Close, the address box on large screens, log in or agent.
import type { ReactNode, RefObject } from 'react';
import { SUPPORT_PHONE } from '../../../shared/domain/site/frame';
import { SITE_BRAND } from '../../../shared/site-config';
import { FrameLink } from './frame-link';
import './nav-bar.css';

/** The menu panel's id (SiteMenu), named by the toggle's aria-controls. */
export const SITE_MENU_ID = 'site-menu';

export interface NavBarProps {
  menuOpen: boolean;
  /** Use `toggle` from useMenuToggle, which ignores clicks while the menu animates. */
  onMenuToggle: () => void;
  /** The pointer or focus reached the toggle: a press may follow (the menu's code can start loading). */
  onMenuIntent?: () => void;
  menuToggleRef: RefObject<HTMLButtonElement | null>;
  /** The SiteMenu element: rendered inside the header so it slides out from under the bar. */
  menu?: ReactNode;
  /** Search and address-check box, shown on large screens only (CSS). */
  addressBox?: ReactNode;
  /** Agent mode when set (docs/product/agents.md#agent-mode); otherwise the login link shows. */
  agent?: { name: string } | null;
  onLogout?: () => void;
  onNavigate?: (url: string) => void;
}

/** The login link, or the agent's log out (docs/product/agents.md#agent-mode), in the bar and the menu. */
export function AccountAction({ agent, onLogout, className }: Pick<NavBarProps, 'agent' | 'onLogout'> & { className: string }) {
  return agent ? (
    <button type="button" className={`${className} nav-bar__text-button`} onClick={() => onLogout?.()}>
      <span className="nav-bar__agent-name">Not {agent.name}?</span> Log Out
    </button>
  ) : (
    <a href={SITE_BRAND.customerPortalUrl} className={className}>
      Log in
    </a>
  );
}

export function NavBar({ menuOpen, onMenuToggle, onMenuIntent, menuToggleRef, menu, addressBox, agent, onLogout, onNavigate }: NavBarProps) {
  return (
    <header className="nav-bar">
      <div className="nav-bar__inner">
        <FrameLink href="/" className="nav-bar__logo" aria-label={SITE_BRAND.name} onNavigate={onNavigate}>
          {/* A kookaburra's head and beak (nav-bar.css fills it); decorative: the link carries the brand name. */}
          <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" />
            <path d="M7 24c0-8 5-14 12-14 3 0 5 1 6 3l-5 2 6 2c-1 5-6 8-11 8z" />
            <circle cx="18" cy="15" r="1.8" />
          </svg>
          {/* One line at 390px: the first word, the rest of the name from 576px (nav-bar.css). */}
          <span aria-hidden="true">
            {SITE_BRAND.name.replace(/ .*/, '')}
            <span className="nav-bar__logo-rest">{SITE_BRAND.name.replace(/^\S*/, '')}</span>
          </span>
        </FrameLink>
        {addressBox && <div className="nav-bar__address">{addressBox}</div>}
        <div className="nav-bar__actions">
          <a href={`tel:${SUPPORT_PHONE.tel}`} className="nav-bar__phone">
            {/* Not a CSS image: each is a document of its own, 6-73 ms of a page's first style pass (docs/operations.md#lighthouse). */}
            <svg className="nav-bar__handset" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11 11 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.6 3.6a1 1 0 0 1-.25 1z" />
            </svg>
            <span>{SUPPORT_PHONE.display}</span>
          </a>
          {/* In agent mode the agent bar above holds the log out (docs/product/agents.md#agent-bar). */}
          {agent ? null : <AccountAction agent={agent} onLogout={onLogout} className="nav-bar__account" />}
          <button
            ref={menuToggleRef}
            type="button"
            className="nav-bar__toggle"
            aria-expanded={menuOpen}
            aria-controls={SITE_MENU_ID}
            onClick={onMenuToggle}
            onPointerEnter={onMenuIntent}
            onFocus={onMenuIntent}
          >
            <span className="nav-bar__toggle-icon" aria-hidden="true" />
            <span className="nav-bar__toggle-label">{menuOpen ? 'Close' : 'Menu'}</span>
          </button>
        </div>
      </div>
      {menu}
    </header>
  );
}
