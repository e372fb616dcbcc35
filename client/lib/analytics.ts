// docs/product/content.md#analytics-events: typed data-layer events and Hotjar's virtual page views; they
// act only where an operator's tag manager provides window.dataLayer consumers or window.hj.
import type { AnalyticsItem } from '../../shared/domain/site/analytics-item';
import { checkHotjarPath } from '../../shared/domain/site/hotjar-path';
import { pushEvent } from './data-layer';

type Hotjar = (command: 'stateChange', path: string) => void;

declare global {
  interface Window {
    hj?: Hotjar;
  }
}

/** docs/product/content.md#analytics-events: a virtual page view; a path not beginning with '/' is logged instead. */
export function trackVirtualPageView(path: string): void {
  const check = checkHotjarPath(path);
  if (!check.ok) {
    console.error(check.message);
    return;
  }
  if (typeof window === 'undefined' || typeof window.hj !== 'function') return;
  try {
    window.hj('stateChange', check.path);
  } catch {
    // A broken third-party snippet must never break navigation.
  }
}

/** docs/product/content.md#analytics-events: the page-view event and the virtual page view, one per route change. */
export function trackPageView(path: string): void {
  if (typeof window === 'undefined') return;
  pushEvent({ event: 'pageView', page_path: path, page_location: window.location.href, page_title: document.title });
  trackVirtualPageView(path);
}

/** docs/product/content.md#analytics-events, docs/product/frame.md#nav-payload: the menu, the logo, or a nav item. */
export type NavClick = { navAction: 'menu open' | 'menu close' } | { navAction: 'logo'; url: string } | { url: string; title?: string };

export function trackNavClick(click: NavClick): void {
  pushEvent({ event: 'navClick', ...click });
}

export interface OrderNowDetail {
  /** The service type of the order (docs/product/ordering-and-handoff.md#flip-to-fibre-page), e.g. 'flipToFibre'. */
  serviceType: string;
  planId: number;
  /** Plan, hardware and phone items (shared/domain/site/analytics-item.ts). */
  items: AnalyticsItem[];
  /** The monthly total shown in the summary. */
  value?: number;
}

/** docs/product/content.md#analytics-events: 'nbnOrderNowResi' when the visitor presses 'Order Now'. */
export function trackOrderNow({ serviceType, planId, items, value }: OrderNowDetail): void {
  pushEvent({
    event: 'nbnOrderNowResi',
    serviceType,
    planId,
    ecommerce: {
      currency: 'aud',
      ...(value === undefined ? {} : { value }),
      items,
    },
  });
}
