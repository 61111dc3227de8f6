import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// A later config block's 'no-restricted-imports' replaces an earlier one's for the same files, so
// each layer's rule lists every pattern that applies to it.
/** The rule forbidding imports that match these patterns. */
function importsMayNot(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const PAGE_NEVER_IMPORTS_WORKER = {
  group: ['**/workers/**'],
  message: 'the page loads the worker by URL, never imports it',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Imports go one way: the worker may use src/shared only; the page never imports workers/.
    files: ['workers/**/*.ts'],
    rules: importsMayNot({
      group: ['**/src/!(shared)/**', '**/src/!(shared)'],
      message: 'workers/ may import src/shared only',
    }),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: importsMayNot(PAGE_NEVER_IMPORTS_WORKER),
  },
  {
    // Layers, top down: the entry (main, prerender), the app shell (app/), the screens
    // (features/), shared components (components/), then services (routing, data, notify,
    // analytics, pwa, lib, config, styles) over shared/. An import never runs back up.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/main.tsx',
      'src/prerender.tsx',
      'src/app/**',
      'src/features/**',
      'src/components/**',
    ],
    rules: importsMayNot(PAGE_NEVER_IMPORTS_WORKER, {
      group: ['**/components/**', '**/components', '**/features/**', '**/app/**'],
      message: 'services never import components, screens or the app shell',
    }),
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: importsMayNot(PAGE_NEVER_IMPORTS_WORKER, {
      group: ['**/features/**', '**/app/**'],
      message: 'shared components never import a screen or the app shell',
    }),
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: importsMayNot(PAGE_NEVER_IMPORTS_WORKER, {
      group: ['**/app/**'],
      message: 'a screen never imports the app shell',
    }),
  },
  {
    // A protocol's tests may drive the worker's code like any test; they are not page code.
    files: ['src/shared/protocols/*/*.{test,spec}.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      '*.config.{js,ts}',
      'tests/e2e/**/*.ts',
      'src/shared/protocols/*/generator.mjs',
      'src/shared/protocols/*/*.spec.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
