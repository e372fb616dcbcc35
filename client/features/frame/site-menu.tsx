// docs/product/frame.md#menu: while open, focus stays in it and the Close button, and the page behind is inert.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { NavMenuItem } from '../../../shared/schemas/content';
import { SUPPORT_PHONE } from '../../../shared/domain/site/frame';
import { SITE_BRAND } from '../../../shared/site-config';
import { FrameLink } from './frame-link';
import { menuGroups } from './menu-groups';
import { useBarKeptAtTop } from './use-bar-kept-at-top';
import { AccountAction, SITE_MENU_ID, type NavBarProps } from './nav-bar';
import './site-menu.css';

export interface SiteMenuProps extends Pick<NavBarProps, 'agent' | 'onLogout'> {
  open: boolean;
  items: NavMenuItem[];
  /** Escape, overlay click and link clicks; use `close` from useMenuToggle. */
  onClose: () => void;
  /** Internal link clicked: the caller navigates and scrolls to the top (docs/product/frame.md#menu). */
  onNavigate: (url: string) => void;
  /** The Menu/Close button: focus returns to it when the menu closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Icons are shown only when they are image addresses; other values are ignored. */
const isImageAddress = (icon: string) => /^(\/|https?:\/\/)|\.(svg|png|webp|jpe?g)$/i.test(icon);

export function SiteMenu({ open, items, onClose, onNavigate, toggleRef, agent, onLogout }: SiteMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);
  useBarKeptAtTop(open, toggleRef);

  // Focus in on open; back to the toggle on close, unless the visitor already moved elsewhere.
  useEffect(() => {
    const panel = panelRef.current;
    if (open && !wasOpen.current) {
      panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true }); // still sliding in from above the screen: focus must not scroll the page to it
    } else if (!open && wasOpen.current) {
      const active = document.activeElement;
      if (!active || active === document.body || panel?.contains(active)) toggleRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open, toggleRef]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab') return;
      // Tab cycles through the Close button and the menu: nothing behind the overlay is reached.
      const toggle = toggleRef.current;
      const links = panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
      const last = links?.[links.length - 1];
      const active = document.activeElement;
      const inside = active === toggle || !!panelRef.current?.contains(active);
      if (!inside || active === (event.shiftKey ? toggle : last)) {
        event.preventDefault();
        (event.shiftKey && inside ? last : toggle)?.focus();
      }
    };
    // The page around the header (banner, main, footer) is inert while the menu covers it.
    const header = panelRef.current?.closest('header');
    const behind = [...(header?.parentElement?.children ?? [])].filter((element) => element !== header && !element.hasAttribute('inert'));
    for (const element of behind) element.setAttribute('inert', '');
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of behind) element.removeAttribute('inert');
    };
  }, [open, onClose, toggleRef]);

  return (
    <div className={`site-menu${open ? ' site-menu--open' : ''}`}>
      {/* Pointer-only convenience; keyboard users have Escape and the Close button. */}
      <div className="site-menu__overlay" data-testid="menu-overlay" aria-hidden="true" onClick={onClose} />
      <div className="site-menu__clip">
        <div id={SITE_MENU_ID} ref={panelRef} className="site-menu__panel" inert={!open} aria-hidden={open ? undefined : true}>
          <nav aria-label="Main menu">
            {menuGroups(items).map((group) => (
              <div key={group.title} className="site-menu__group">
                <h2 className="site-menu__heading">{group.title}</h2>
                <ul className="site-menu__list">
                  {group.items.map((item) => (
                    <li key={item.url}>
                      <FrameLink href={item.url} className="site-menu__link" onNavigate={onNavigate} onFollow={onClose}>
                        {item.icon && isImageAddress(item.icon) && <img src={item.icon} alt="" width={32} height={32} loading="lazy" decoding="async" />}
                        <span>
                          <span className="site-menu__title">{item.title}</span>
                          {item.description && <span className="site-menu__description">{item.description}</span>}
                        </span>
                      </FrameLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="site-menu__contact">
            <a href={`tel:${SUPPORT_PHONE.tel}`} className="site-menu__phone">
              {SUPPORT_PHONE.display}
            </a>
            <FrameLink href={SITE_BRAND.supportCentreUrl} onFollow={onClose}>
              Support centre
            </FrameLink>
            {/* Logging out closes the menu, so focus goes back to the Menu button rather than nowhere. */}
            <AccountAction
              agent={agent}
              onLogout={() => {
                onLogout?.();
                onClose();
              }}
              className="site-menu__account"
            />
          </div>
        </div>
      </div>
    </div>
  );
}
