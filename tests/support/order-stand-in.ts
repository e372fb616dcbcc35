// 'Order Now' pressed, then the order stand-in (provider/order-site, ADR 010): what it received, in the
// field order of docs/product/ordering-and-handoff.md#hand-off-fields, and what it made of it.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { HANDOFF_FIELD_NAMES } from '../../shared/domain/ordering/handoff-fields';
import type { TestSite } from './site-and-browser';

export async function orderAtStandIn(page: Page, provider: TestSite['provider'], summary: Locator) {
  const before = (await provider.orders.list()).length;
  await summary.getByRole('button', { name: 'Order Now' }).click();
  await page.waitForURL((url) => url.pathname === '/order', { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Order site (local stand-in)' }).waitFor();
  const orders = await provider.orders.list();
  expect(orders).toHaveLength(before + 1);
  const landedOn = new URL(page.url());
  const names = [...landedOn.searchParams.keys()];
  expect(names).toEqual(HANDOFF_FIELD_NAMES.filter((name) => names.includes(name)));
  // What the order site made of it (provider/order-site/order-page.ts).
  const statuses = await page.getByRole('status').allInnerTexts();
  return { query: orders.at(-1)!.query, agent: orders.at(-1)!.agent, landedOn, statuses };
}
