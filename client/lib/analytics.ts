// docs/product/content.md#analytics-events Analytics: thin, typed wrappers over the data layer (client/lib/data-layer.ts), plus the
// virtual page views of the behaviour-analytics service (Hotjar's `hj('stateChange', path)`).
// The site loads no third-party script itself: these only do something when an operator's tag
// manager provides window.dataLayer consumers or window.hj.
import type { AnalyticsItem } from '../../shared/domain/site/analytics-item';
import { checkHotjarPath } from '../../shared/domain/site/hotjar-path';
import { pushEvent } from './data-layer';

type Hotjar = (command: 'stateChange', path: string) => void;

declare global {
  interface Window {
    hj?: Hotjar;
  }
}

/**
 * docs/product/content.md#analytics-events: a virtual page view for the behaviour-analytics service. The path must begin with '/'
 * (docs/product/content.md#analytics-events: otherwise logs 'Hotjar event must begin with a forward slash.').
 */
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

/**
 * docs/product/content.md#analytics-events "page-view events": one per route change (the root layout calls this with the new path).
 * It also sends the behaviour-analytics virtual page view, so one call covers both.
 */
export function trackPageView(path: string): void {
  if (typeof window === 'undefined') return;
  pushEvent({ event: 'pageView', page_path: path, page_location: window.location.href, page_title: document.title });
  trackVirtualPageView(path);
}

export type NavClick =
  /** docs/product/content.md#analytics-events: menu open/close. */
  | { navAction: 'menu open' | 'menu close' }
  /** docs/product/frame.md#nav-payload: the logo. */
  | { navAction: 'logo'; url: string }
  /** docs/product/frame.md#nav-payload: nav items with url and title. */
  | { url: string; title?: string };

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
