// Lint: recommended rules, the import boundaries of STYLE.md (eslint/boundaries.js, eslint-plugin-boundaries)
// and the rule that only server/upstream/ calls outside hosts (eslint/outside-hosts.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { boundariesConfig } from './eslint/boundaries.js';
import { outsideHostsConfig } from './eslint/outside-hosts.js';

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
    // shared/ runs on both sides, so it may touch neither side's globals.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'process', 'Buffer', 'navigator'],
    },
  },
);
