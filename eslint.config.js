import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/!(shared)/**', '**/src/!(shared)'],
              message: 'workers/ may import src/shared only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/workers/**'],
              message: 'the page loads the worker by URL, never imports it',
            },
          ],
        },
      ],
    },
  },
  {
    // Components are the presentational layer: screens (views/) and the app shell that lays
    // them out (app/App.tsx) compose them; services (data, notify, analytics, pwa, lib, the rest
    // of app/) never import them, so they stay usable without any screen.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/**', 'src/views/**', 'src/app/App.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/workers/**'],
              message: 'the page loads the worker by URL, never imports it',
            },
            {
              group: ['**/components/**', '**/components'],
              message: 'only views, components and the app shell (app/App.tsx) import components',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
