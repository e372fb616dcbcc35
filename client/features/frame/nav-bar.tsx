// docs/product/frame.md#nav-bar Nav bar: logo (links to /), phone number link, Menu/Close toggle, the search and
// address-check box on large screens, and a login area (or agent area, docs/product/agents.md#agent-mode).
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { SUPPORT_PHONE } from '../../../shared/domain/support-phone';
import { SITE_MENU_ID } from './site-menu';
import './nav-bar.css';

/** The external customer portal. */
export const CUSTOMER_PORTAL_URL = 'https://my.kookaburra.example';

export interface NavBarAgent {
  name: string;
}

export interface NavBarProps {
  /** Accessible name of the logo link. */
  brandName: string;
  /** Optional logo artwork; decorative, the link is named by brandName. */
  logo?: ReactNode;
  menuOpen: boolean;
  /** Use `toggle` from useMenuToggle, which ignores clicks while the menu animates. */
  onMenuToggle: () => void;
  menuToggleRef: RefObject<HTMLButtonElement | null>;
  menuId?: string;
  /** The SiteMenu element: rendered inside the header so it slides out from under the bar. */
  menu?: ReactNode;
  /** Search and address-check box, shown on large screens only (CSS). */
  addressBox?: ReactNode;
  /** Agent mode when set (docs/product/agents.md#agent-mode); otherwise the login link shows. */
  agent?: NavBarAgent | null;
  onLogout?: () => void;
  loginUrl?: string;
  onNavigate?: (url: string) => void;
}

function PhoneLink({ className }: { className: string }) {
  return (
    <a href={`tel:${SUPPORT_PHONE.tel}`} className={className}>
      {SUPPORT_PHONE.display}
    </a>
  );
}

export function NavBar({
  brandName,
  logo,
  menuOpen,
  onMenuToggle,
  menuToggleRef,
  menuId = SITE_MENU_ID,
  menu,
  addressBox,
  agent,
  onLogout,
  loginUrl = CUSTOMER_PORTAL_URL,
  onNavigate,
}: NavBarProps) {
  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate('/');
  };

  return (
    <header className="nav-bar">
      <div className="nav-bar__inner">
        <a href="/" className="nav-bar__logo" aria-label={brandName} onClick={onLogoClick}>
          {logo ?? <span aria-hidden="true">{brandName}</span>}
        </a>
        {addressBox && <div className="nav-bar__address">{addressBox}</div>}
        <div className="nav-bar__actions">
          {agent ? (
            <div className="nav-bar__agent">
              <PhoneLink className="nav-bar__phone" />
              <button type="button" className="nav-bar__text-button" onClick={() => onLogout?.()}>
                Not {agent.name}? Log Out
              </button>
            </div>
          ) : (
            <>
              <PhoneLink className="nav-bar__phone" />
              <a href={loginUrl} className="nav-bar__login">
                Log in
              </a>
            </>
          )}
          <button
            ref={menuToggleRef}
            type="button"
            className="nav-bar__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={onMenuToggle}
          >
            <span className="nav-bar__toggle-icon" aria-hidden="true" />
            {menuOpen ? 'Close' : 'Menu'}
          </button>
        </div>
      </div>
      {menu}
    </header>
  );
}
