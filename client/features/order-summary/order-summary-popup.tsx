// docs/product/ordering-and-handoff.md#order-summary: the sticky popup. Not a dialog (no focus trap); inert
// while the main summary is in view.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** docs/product/frame.md#timing: scroll animation offset 500px. */
export const POPUP_SCROLL_OFFSET_PX = 500;

export interface OrderSummaryPopupProps {
  /** The main summary: while it is in view the popup stays hidden. */
  summary: RefObject<HTMLElement | null>;
  planName: string;
  withExtras: boolean;
  /** The plan's headline figure: its typical evening speed, or a SIM's data allowance. */
  detail: string;
  /** The monthly total's steps, as the summary states them. */
  monthlyText: string;
  button: ReactNode;
}

export function OrderSummaryPopup({ summary, planName, withExtras, detail, monthlyText, button }: OrderSummaryPopupProps) {
  const [scrolled, setScrolled] = useState(false);
  const [summaryInView, setSummaryInView] = useState(false);
  const mountedAt = useRef(0);
  useEffect(() => {
    mountedAt.current = window.scrollY;
    const update = () => setScrolled(window.scrollY > POPUP_SCROLL_OFFSET_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  useEffect(() => {
    const element = summary.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => setSummaryInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [summary]);
  const visible = scrolled && !summaryInView;
  const popup = useRef<HTMLElement>(null);
  // Shown or not (it shows frames after a scroll), its place is the bottom edge of what the browser scrolls into
  // view, e.g. a control reached with Tab (order-summary.css, docs/product/frame.md#focus-in-view).
  useEffect(() => {
    const element = popup.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty('--order-popup-height', `${element.offsetHeight}px`);
    measure(); // before the effect below, which scrolls by it
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--order-popup-height');
    };
  }, []);
  // Showing, it would cover the focused control at the window's foot (the Choose button that brought it): that control
  // scrolls up to its place's edge above it (the scroll padding, docs/product/frame.md#focus-in-view). Not once the
  // page has scrolled: a show the visitor's scroll brings would move the page under their wheel or finger.
  useEffect(() => {
    const focused = document.activeElement;
    if (!visible || !popup.current || scrollY !== mountedAt.current || !(focused instanceof HTMLElement)) return;
    const { top, bottom } = focused.getBoundingClientRect();
    if (top < innerHeight && bottom > innerHeight - popup.current.offsetHeight) focused.scrollIntoView?.({ block: 'nearest' });
  }, [visible]);
  return (
    <aside
      ref={popup}
      className={['order-popup', visible ? 'order-popup--visible' : ''].filter(Boolean).join(' ')}
      aria-label="Your order"
      aria-hidden={!visible}
      inert={!visible}
      data-testid="order-popup"
    >
      <p className="order-popup__plan">
        <strong>{planName}</strong>
        {withExtras ? <span> + extras</span> : null}
      </p>
      {detail ? <p className="order-popup__speed">{detail}</p> : null}
      <p className="order-popup__price">{monthlyText}</p>
      {button}
    </aside>
  );
}
