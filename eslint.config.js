import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.dist*/',
      'node_modules/.cache/',
      '.astro/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench/',
      '/tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    // require() is how CommonJS imports.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // The wings (README, Where things live): the static site never imports the Node service or a
  // Node-only package; browser code imports no Node module at all; the service never imports
  // pages or components. Tools (scripts/) may import both.
  {
    files: ['src/{components,pages,layouts,i18n,styles}/**/*.{ts,tsx,astro,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: siteRestrictions() }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx,astro,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...siteRestrictions(),
            {
              group: ['node:*'],
              message:
                'Browser code: no Node module here (read files in a page or a src/lib loader).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'src/lib/leads/**/*.ts', 'src/lib/release/**/*.ts'],
    ignores: ['src/lib/release/share-cards.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/components/**',
                '**/pages/**',
                '**/layouts/**',
                'react',
                'react-dom',
                'astro:*',
              ],
              message:
                "The Node service imports only shared pure modules, never the site's pages or components.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);

/** What the static site may not import: the Node service's modules and its Node-only packages. */
function siteRestrictions() {
  return [
    {
      group: [
        '**/server/**',
        ...[
          'store',
          'outbox',
          'webhook',
          'email',
          'runtime',
          'fastify-plugin',
          'submit',
          'error-page',
        ].map((name) => `**/lib/leads/${name}`),
        '**/lib/release/**',
        ...[
          'service',
          'handler',
          'deepl',
          'libretranslate',
          'http',
          'breaker',
          'budget',
          'cache',
          'build-service',
          'node-runtime',
          'sources-fs',
          'fill',
        ].map((name) => `**/lib/translate/${name}`),
      ],
      message:
        'The Node service (server wing): a page or component imports only shared pure modules (for a lead, src/lib/leads/schema).',
    },
    {
      group: [
        'nodemailer',
        'fastify',
        '@fastify/*',
        'helmet',
        'better-sqlite3',
        'esbuild',
        'node:sqlite',
        'node:http',
        'node:https',
        'node:net',
        'node:child_process',
      ],
      message: 'A Node-only package of the service or the tools: not in the static site.',
    },
  ];
}
