// How many browser-test files run at once: the e2e project's workers (vitest.config.ts) and the
// shared sites its globalSetup starts, one per worker (browser-run.ts). Most of a browser test is
// waiting (for a page, a debounce, the provider), so two at a time fill the two cores better than one.
export const E2E_FILES_AT_ONCE = 2;
