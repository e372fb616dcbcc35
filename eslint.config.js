// Lint: recommended rules plus the import boundaries of STYLE.md (eslint/import-boundaries.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from './eslint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['client/dev/**', 'dist/**', 'node_modules/**', 'coverage/**', 'tests/.artifacts/**', '.lighthouse/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: boundaries },
    rules: {
      'local/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
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
