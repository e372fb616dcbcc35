// The lint rule that keeps the browser tests' waits in Playwright's utility world (eslint.config.js,
// tests/support/hydration.ts says why).
import { expect, it } from 'vitest';
import { rulesFiredIn } from './rules-fired.test-helper';

const inBrowserTest = (body: string) => rulesFiredIn('tests/e2e/zz.test.ts', `import type { Page } from 'playwright-core';\n${body}\n`);

it("refuses page.waitForSelector in a test's files and lets a locator's wait through", async () => {
  expect(await inBrowserTest("export const ready = (page: Page) => page.waitForSelector('h1');")).toContain('no-restricted-syntax');
  expect(await inBrowserTest("export const ready = (page: Page) => page.locator('h1').waitFor({ state: 'attached' });")).toEqual([]);
});
