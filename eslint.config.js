import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The layout's dependency direction (ARCHITECTURE.md): schema ← services ← machines ← views ← app,
 * i18n imports nothing, and the server never reaches into the SPA beyond src/schema.
 */
const layers = [
  { target: './src/schema', from: ['./src/services', './src/machines', './src/views', './src/app', './src/i18n', './server'] },
  { target: './src/i18n', from: ['./src/schema', './src/services', './src/machines', './src/views', './src/app', './server'] },
  { target: './src/services', from: ['./src/machines', './src/views', './src/app', './server'] },
  { target: './src/machines', from: ['./src/views', './src/app', './server'] },
  { target: './src/views', from: ['./src/app', './server'] },
  { target: './src/app', from: ['./server'] },
  { target: './src', from: ['./server', './tests', './e2e', './scripts'] },
  { target: './server', from: ['./src/services', './src/views', './src/app', './src/i18n'] },
  // The publishing job's machine is shared on purpose (ARCHITECTURE.md): the server runs it.
  { target: './server', from: './src/machines', except: ['./publishingJobMachine.ts'] },
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'e2e/**', 'server/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // e2e reuses one browser context per worker (playwright.config.ts, reuseContext). Playwright's
    // reset between tests clears cookies, storage, routes, init scripts and the clock, but not
    // these; a test that needs one opens a context of its own (browser.newContext()), or takes a
    // fixture that undoes it (access.ts: allowPosition).
    files: ['e2e/**'],
    ignores: ['e2e/fixtures/access.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['grantPermissions', 'setGeolocation', 'setOffline', 'setExtraHTTPHeaders'].map((method) => ({
          selector: `CallExpression[callee.property.name='${method}']`,
          message: `${method} outlives the test in the reused context: call it on a context of the test's own (browser.newContext()), or through a fixture that undoes it (e2e/fixtures/access.ts).`,
        })),
      ],
    },
  },
);
