// A phone's own text size at 200% (docs/product/frame.md#text-spacing), as openPage's `beforeGoto`: set on the tab
// before the page loads, so the media queries' em are twice as large too.
import type { Page } from 'playwright-core';

export const textAt200 = async (tab: Page): Promise<void> =>
  void (await (await tab.context().newCDPSession(tab)).send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } }));
