// Resizing a tab of the site: across the mobile breakpoint the page reloads itself
// (docs/product/frame.md#resize-reload), so a test waits for that load before it reads the page.
import type { Page } from 'playwright-core';
import { BREAKPOINTS } from '../../shared/domain/site/frame';
import { waitForHydration } from './hydration';

/** Resizes the page and, when the width crosses the breakpoint, waits until it is hydrated again; true when it reloaded. */
export async function resize(page: Page, viewport: { width: number; height: number }): Promise<boolean> {
  const crosses = page.viewportSize()!.width <= BREAKPOINTS.mobileMax !== viewport.width <= BREAKPOINTS.mobileMax;
  const reloaded = crosses ? page.waitForEvent('load') : undefined;
  await page.setViewportSize(viewport);
  if (!reloaded) return false;
  await reloaded;
  await waitForHydration(page);
  return true;
}
