// The address check's first step as a visitor takes it (docs/product/address-check.md#address-widget): type the
// address into a box, choose its suggestion, and (checkAddress) wait for the result in the page's `#address` section.
import type { Page } from 'playwright-core';
import type { ScenarioKey } from '../../provider/address/scenarios';
import { scenarioAddress } from '../../provider/address/scenarios.test-helper';

/** A scenario address (provider/address/SCENARIOS.md), or the text typed and the suggestion chosen. */
export type AddressToCheck = ScenarioKey | { typed: string; suggestion: string };

/** A search and a qualification can each take seconds on a busy machine. */
const SUGGESTION_TIMEOUT = 20_000;
const RESULT_TIMEOUT = 25_000;

function typedAndSuggestion(address: AddressToCheck): { typed: string; suggestion: string } {
  if (typeof address !== 'string') return address;
  const scenario = scenarioAddress(address);
  return { typed: scenario.text, suggestion: scenario.formattedAddress! };
}

/** Types the address into the box `input` (the Step 1 box unless named) and chooses its suggestion. */
export async function chooseSuggestion(page: Page, address: AddressToCheck, input = '#address-input-step'): Promise<void> {
  const { typed, suggestion } = typedAndSuggestion(address);
  await page.locator(input).fill(typed);
  await page.getByRole('option', { name: suggestion, exact: true }).click({ timeout: SUGGESTION_TIMEOUT });
}

/** Chooses the address in the Step 1 box and waits for its result. */
export async function checkAddress(page: Page, address: AddressToCheck): Promise<void> {
  await chooseSuggestion(page, address);
  await page.locator('#address .address-check__result').waitFor({ timeout: RESULT_TIMEOUT });
}
