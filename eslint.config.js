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
      'src/views/**',
    ],
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
              group: ['**/components/**', '**/components', '**/features/**', '**/app/**'],
              message: 'services never import components, screens or the app shell',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
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
              group: ['**/features/**', '**/app/**'],
              message: 'shared components never import a screen or the app shell',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/workers/**'],
              message: 'the page loads the worker by URL, never imports it',
            },
            { group: ['**/app/**'], message: 'a screen never imports the app shell' },
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
