// Ticks a box or radio inside a region hydrated on need (client/app/lazy-on-need.tsx). A first click
// there may arrive before the region's code: it is held and made again once the region is hydrated, so
// the state changes a moment after the click. Playwright's check() reads the state at once and fails
// on a busy machine; this clicks once and waits for the state as the visitor would.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

export async function checkOnNeed(control: Locator, timeout = 15_000): Promise<void> {
  if (await control.isChecked()) return;
  await control.click();
  await expect.poll(() => control.isChecked(), { timeout }).toBe(true);
}
