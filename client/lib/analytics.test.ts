// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planAnalyticsItem } from '../../shared/domain/site/analytics-item';
import { trackNavClick, trackOrderNow, trackPageView, trackVirtualPageView } from './analytics';

beforeEach(() => {
  window.dataLayer = [];
  delete window.hj;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('trackVirtualPageView (docs/product/content.md#analytics-events behaviour analytics)', () => {
  it("sends hj('stateChange', path) for a path beginning with '/'", () => {
    const hj = vi.fn();
    window.hj = hj;
    trackVirtualPageView('/flip-to-fibre');
    expect(hj).toHaveBeenCalledWith('stateChange', '/flip-to-fibre');
  });

  it("logs 'Hotjar event must begin with a forward slash.' otherwise and sends nothing (docs/product/content.md#analytics-events)", () => {
    const hj = vi.fn();
    window.hj = hj;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    trackVirtualPageView('flip-to-fibre');
    expect(log).toHaveBeenCalledWith('Hotjar event must begin with a forward slash.');
    expect(hj).not.toHaveBeenCalled();
  });

  it('does nothing when the service is not on the page, and survives a broken one', () => {
    expect(() => trackVirtualPageView('/')).not.toThrow();
    window.hj = () => {
      throw new Error('broken snippet');
    };
    expect(() => trackVirtualPageView('/')).not.toThrow();
  });
});

describe('trackPageView', () => {
  it('pushes a page-view event and sends the virtual page view', () => {
    const hj = vi.fn();
    window.hj = hj;
    document.title = 'Flip to Fibre';
    trackPageView('/flip-to-fibre');
    expect(window.dataLayer).toEqual([
      { event: 'pageView', page_path: '/flip-to-fibre', page_location: window.location.href, page_title: 'Flip to Fibre' },
    ]);
    expect(hj).toHaveBeenCalledWith('stateChange', '/flip-to-fibre');
  });
});

describe('trackNavClick and trackOrderNow', () => {
  it('push navClick with the menu action or the url and title', () => {
    trackNavClick({ navAction: 'menu open' });
    trackNavClick({ url: '/broadband/nbn', title: 'nbn' });
    expect(window.dataLayer).toEqual([
      { event: 'navClick', navAction: 'menu open' },
      { event: 'navClick', url: '/broadband/nbn', title: 'nbn' },
    ]);
  });

  it('push nbnOrderNowResi with the items in AUD', () => {
    const item = planAnalyticsItem({ planTitle: 'FTTN 100', planSpeed: 'nbn100', price: 84.95, special: null }, 'flipToFibre');
    trackOrderNow({ serviceType: 'flipToFibre', planId: 10591, items: [item], value: 84.95 });
    expect(window.dataLayer).toEqual([
      { event: 'nbnOrderNowResi', serviceType: 'flipToFibre', planId: 10591, ecommerce: { currency: 'aud', value: 84.95, items: [item] } },
    ]);
  });
});
