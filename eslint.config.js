// Lint: recommended rules, the import boundaries of docs/architecture.md#import-rules (eslint/boundaries.js, eslint-plugin-boundaries)
// and the rule that only server/upstream/ calls outside hosts (eslint/outside-hosts.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import vitest from '@vitest/eslint-plugin';
import { boundariesConfig } from './eslint/boundaries.js';
import { outsideHostsConfig } from './eslint/outside-hosts.js';

/** `expect.poll(...)` as the object of a matcher chain. */
const POLL = "CallExpression.object[callee.object.name='expect'][callee.property.name='poll']";

export default tseslint.config(
  { ignores: ['client/dev/**', 'dist/**', 'node_modules/**', 'coverage/**', 'tests/.artifacts/**', '.lighthouse/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  boundariesConfig,
  outsideHostsConfig,
  {
    // One path map: the site API's and the upstream web services' paths are written only
    // in shared/routes/api-paths.ts; everything else builds them with apiPath / upstreamPath.
    // Tests may spell paths out (they check the wire). harness/scenario-file.ts is loaded by k6,
    // which resolves imports as URLs and cannot import a module without its extension (ADR 006).
    files: ['{server,client,shared,provider,harness,scripts,loadtests}/**/*.{ts,tsx,js,mjs}'],
    ignores: ['shared/routes/api-paths.ts', 'harness/scenario-file.ts', '**/*.test.{ts,tsx}', '**/*.test-helper.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api(\\/|$)/]',
          message: "Build site API paths with apiPath/API_ROUTES and upstream ones with upstreamPath (shared/routes/api-paths.ts), not an '/api' literal.",
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api(\\/|$)/]',
          message: "Build site API paths with apiPath/API_ROUTES and upstream ones with upstreamPath (shared/routes/api-paths.ts), not an '/api' literal.",
        },
      ],
    },
  },
  {
    // Configuration at the bottom: the server reads its environment only in server/config/ (validated
    // there, env.ts), and every feature is handed what it needs.
    files: ['server/**/*.ts'],
    ignores: ['server/config/**', '**/*.test.ts', '**/*.test-helper.ts'],
    // ESLint's own no-process-env (no-restricted-properties is taken by eslint/outside-hosts.js here).
    rules: { 'no-process-env': 'error' },
  },
  {
    // A browser callback (page.evaluate, addInitScript) reaches Chromium as its text: beside a local
    // named `document` or `window` it means the local here and the global there, and the bundler
    // renames such a local when the file also names the global (which broke a test once).
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'VariableDeclarator > Identifier.id[name=/^(document|window)$/]', message: 'Name it for what it holds: `document` and `window` are the browser\'s.' },
        // A poll not awaited passes before it has looked (vitest/valid-expect does not see expect.poll).
        {
          selector: `ExpressionStatement > CallExpression > MemberExpression.callee > ${POLL}, ExpressionStatement > CallExpression > MemberExpression.callee > MemberExpression.object > ${POLL}`,
          message: 'Await expect.poll(...): a poll not awaited passes before it has looked.',
        },
        // It returns a handle in the page's own world, so Playwright installs its injected script there too.
        { selector: "CallExpression[callee.property.name='waitForSelector']", message: 'Wait with a locator (waitForHydration in tests/support/hydration.ts), not page.waitForSelector.' },
      ],
    },
  },
  {
    // Tests that can fail (docs/operations.md#how-the-suite-is-organised): an async assertion not
    // awaited passes before it has checked anything, a test with no assertion proves nothing, and a
    // skipped or focused test leaves others unrun.
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/valid-expect': ['error', { alwaysAwait: true, maxArgs: 2 }],
      'vitest/valid-expect-in-promise': 'error',
      // A project helper named expect*, assert* or check* asserts; Testing Library's findBy* throws when what it waits for never comes.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*', 'check*', '*.expect', 'request.**.expect', 'screen.findBy*'] }],
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['beforeAll', 'beforeEach', 'afterEach'] }],
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
      'vitest/no-commented-out-tests': 'error',
      'vitest/no-identical-title': 'error',
    },
  },
  {
    // shared/ runs on both sides, so it may touch neither side's globals.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'process', 'Buffer', 'navigator'],
    },
  },
);
