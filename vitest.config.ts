import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { E2E_FILES_AT_ONCE } from './tests/support/e2e-files-at-once';
import { FleetTakenApartLast } from './tests/support/fleet-last';

/** The fault drills' short form: 503s and 504s are judged by phase, so another file's load would fail it. */
const SOLO_FILES = ['tests/e2e/drills.test.ts'];

/** Fleet files with a Redis or Varnish of their own, not the shared fleet: a run of their own, beside the fleet's. */
const OWN_SERVER_FILES = ['tests/fleet/varnish-start.test.ts', 'tests/fleet/agent-revocations-redis*.test.ts', 'tests/fleet/purge-fanout.test.ts'];

/** The provider's address book, built once per run (address-book.global-setup.ts): every project names it, for runs of one. */
const ADDRESS_BOOK_ONCE = 'provider/address/address-book.global-setup.ts';

// Unit tests sit beside the code (happy-dom per file); browser tests in tests/e2e run against the built site.
export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', 'json'],
    // Every core: the default leaves one idle, which on the 2-core machine halves the unit project.
    maxWorkers: '100%',
    // expect.poll waits as long as a loaded machine needs (tests/support/patient-waits.ts says why), and no longer.
    expect: { poll: { timeout: 15_000 } },
    // Files of one environment together, so a worker is reused (environment-sequencer.ts); and
    // tests/fleet/fleet-failures.test.ts last of its project: it takes the shared fleet apart.
    sequence: { sequencer: FleetTakenApartLast },
    outputFile: { json: 'tests/.artifacts/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{server,client,shared,provider,harness,scripts,loadtests,eslint}/**/*.test.{ts,tsx}', 'tests/support/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
          globalSetup: [ADDRESS_BOOK_ONCE],
          setupFiles: ['tests/support/patient-waits.ts'],
          // Files share a worker's module graph instead of importing it afresh (docs/operations.md#how-the-suite-is-organised).
          isolate: false,
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // A Chromium per worker (tests/support/site-and-browser.ts), a built site per file running at once (tests/support/browser-run.ts).
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: SOLO_FILES,
          globalSetup: [ADDRESS_BOOK_ONCE, 'tests/support/browser-run.ts'],
          // Pages of a describe.concurrent at a time: enough to keep two cores busy while a page waits.
          maxConcurrency: 3,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: E2E_FILES_AT_ONCE,
          // A worker keeps its module graph from file to file (docs/operations.md#how-the-suite-is-organised).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // The real fleet, one for the run (tests/support/fleet-run.ts), its files one at a time.
          name: 'fleet',
          include: ['tests/fleet/**/*.test.ts'],
          exclude: OWN_SERVER_FILES,
          globalSetup: [ADDRESS_BOOK_ONCE, 'tests/support/fleet-run.ts'],
          // One worker for every file, its module graph kept; each file starts and stops what it tests.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          // Files that judge answers under load against a clock: once the build is done, nothing beside them but work at the lowest priority (scripts/npm-test.mjs).
          name: 'solo',
          include: SOLO_FILES,
          globalSetup: [ADDRESS_BOOK_ONCE],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
      {
        extends: true,
        test: {
          // One file at a time, each starting and stopping its own servers.
          name: 'servers',
          include: OWN_SERVER_FILES,
          globalSetup: [ADDRESS_BOOK_ONCE],
          testTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
});
