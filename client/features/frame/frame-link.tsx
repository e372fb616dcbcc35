// docs/product/frame.md#menu: external links open in a new tab, internal ones scroll to the top.
import type { MouseEvent, ReactNode } from 'react';
import { isExternalUrl } from '../../lib/external-url';

export interface FrameLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  /** Client-side navigation for internal links; the caller scrolls to the top. */
  onNavigate?: (url: string) => void;
  /** Runs after any plain click, e.g. to close the menu. */
  onFollow?: () => void;
}

/** A plain left click; modified clicks (new tab, new window) stay with the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

export function FrameLink({ href, children, className, 'aria-label': label, onNavigate, onFollow }: FrameLinkProps) {
  if (isExternalUrl(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={(event) => isPlainClick(event) && onFollow?.()}>
        {children} <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    if (onNavigate) {
      event.preventDefault();
      onNavigate(href);
    }
    onFollow?.();
  };
  return (
    <a href={href} className={className} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}
