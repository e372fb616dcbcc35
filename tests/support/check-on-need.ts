// Ticks a box or radio, or chooses a plan, inside a region hydrated on need (client/app/lazy-on-need.tsx).
// A first click there may arrive before the region's code: it is held and made again once the region is
// hydrated, so the state changes a moment after the click. Playwright's check() reads the state at once
// and fails on a busy machine; these click once and wait for the state as the visitor would.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

export async function checkOnNeed(control: Locator, timeout = 15_000): Promise<void> {
  if (await control.isChecked()) return;
  await control.click();
  await expect.poll(() => control.isChecked(), { timeout }).toBe(true);
}

/**
 * Chooses the plan of `card` unless it is chosen already: a page may preselect it once its plans are in
 * (docs/product/pricing.md#plan-selection), and a held "Choose plan" is not made again on a plan chosen meanwhile.
 */
export async function choosePlanOnNeed(card: Locator, timeout = 15_000): Promise<void> {
  const button = card.getByRole('button', { name: /^(Choose plan|Plan selected)$/ });
  await button.waitFor({ timeout });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed'), { timeout, message: 'the plan is chosen' }).toBe('true');
}
