// The address check's first step as a visitor takes it (docs/product/address-check.md#address-widget): type the
// address into the step's box, choose its suggestion, and wait for the result in the page's `#address` section.
import type { Page } from 'playwright-core';
import { scenarioAddress, type ScenarioKey } from '../../provider/address/scenarios';

/** A qualification can take seconds on a busy machine. */
const RESULT_TIMEOUT = 25_000;

export async function checkAddress(page: Page, typed: string, suggestion: string): Promise<void> {
  await page.locator('#address-input-step').fill(typed);
  await page.getByRole('option', { name: suggestion }).click();
  await page.locator('#address .address-check__result').waitFor({ timeout: RESULT_TIMEOUT });
}

/** The same, for a scenario address (provider/address/SCENARIOS.md). */
export function checkScenarioAddress(page: Page, key: ScenarioKey): Promise<void> {
  const scenario = scenarioAddress(key);
  return checkAddress(page, scenario.text, scenario.formattedAddress!);
}
