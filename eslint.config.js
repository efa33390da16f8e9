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
  // DIST_DIR and BLOG_DIR have one reader each, the environment schema (shared/config.ts:
  // `distDir()`, `readReleaseConfig().blogDir`), so they have one default and one error message.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,astro}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.object.name='process'][object.property.name='env'][property.name=/^(DIST_DIR|BLOG_DIR)$/]",
          message:
            'Read DIST_DIR with distDir() and BLOG_DIR with readReleaseConfig().blogDir (shared/config.ts), not from process.env.',
        },
        {
          selector:
            "MemberExpression[object.object.name='process'][object.property.name='env'][property.value=/^(DIST_DIR|BLOG_DIR)$/]",
          message:
            'Read DIST_DIR with distDir() and BLOG_DIR with readReleaseConfig().blogDir (shared/config.ts), not from process.env.',
        },
        {
          selector:
            "VariableDeclarator[init.object.name='process'][init.property.name='env'] > ObjectPattern > Property[key.name=/^(DIST_DIR|BLOG_DIR)$/]",
          message:
            'Read DIST_DIR with distDir() and BLOG_DIR with readReleaseConfig().blogDir (shared/config.ts), not from process.env.',
        },
      ],
    },
  },
  // The three wings (docs/develop/architecture.md): src/ is the static site, server/ the Node
  // service, tools/ the command-line tools; shared/ holds the modules the site and the service
  // both import, a browser-safe core and its Node part (shared/node/: .env, reading content
  // files). The site never imports the service, the tools or a Node-only package (browser code
  // no Node module at all); the service imports only shared/ (never the site, never a content
  // reader: the build writes what it needs into the release); the shared core imports no wing
  // and no Node module; the tools may import every wing. These rules look at one file at a
  // time; `npm run deps` (.dependency-cruiser.cjs) follows the import chains.
  {
    files: ['src/**/*.{ts,tsx,astro,js,mjs}'],
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
    files: ['server/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            wingOutside(
              ['src', 'tools'],
              "The Node service imports only shared/ (and its own server/ modules), never the site's src/ or the tools.",
            ),
            frontEnd('The Node service renders no React and reads no Astro module.'),
            {
              regex: '(?:^|/)shared/node/(?:site|files)$',
              message:
                'The running service reads nothing from content/: the build writes what it needs into the release (server/release/artifacts.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tools/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            wingOutside(
              ['tests'],
              'The tools never import the tests: what both need (the browser choice) lives in tools/ and the tests import it.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...sharedRestrictions(),
            nodeOnlyPackages(
              'A shared module runs in the site too: no Node-only package of the service or the tools.',
            ),
            {
              group: ['node:*'],
              message:
                'The shared core is browser-safe: a Node module belongs in shared/node/ (reading files, .env).',
            },
            {
              regex: '(?:^|/)node/[^/]+$',
              message:
                'The shared core is browser-safe: it never imports its Node part (shared/node/).',
            },
          ],
        },
      ],
    },
  },
  {
    // The Node part of shared/: Node modules allowed, still no wing and no Node-only package.
    files: ['shared/node/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...sharedRestrictions()],
        },
      ],
    },
  },
  prettier,
);

/** What no shared/ module may import, Node part or not: the other wings, React, Astro. */
function sharedRestrictions() {
  return [
    wingOutside(
      ['src', 'server', 'tools'],
      'A shared module imports only other shared/ modules and packages: the site and the service both load it.',
    ),
    frontEnd('A shared module is plain TypeScript: no React, no Astro module.'),
  ];
}

/** What the static site may not import: the service, the tools and their Node-only packages. */
function siteRestrictions() {
  return [
    wingOutside(
      ['server', 'tools'],
      'The static site imports its own src/ modules and shared/, never the Node service (server/) or the tools (tools/).',
    ),
    nodeOnlyPackages('A Node-only package of the service or the tools: not in the static site.'),
  ];
}

/**
 * A relative or `@/` import into one of the given top-level folders. The message catalogs
 * (`src/i18n/messages/<locale>/<area>.json`) are data every wing reads: the service's lead error
 * page quotes them, the tools check and fill them.
 */
function wingOutside(wings, message) {
  const folders = wings.map((wing) => (wing === 'src' ? '^@/|(?:^|/)src/' : `(?:^|/)${wing}/`));
  return {
    regex: `(?:${folders.join('|')})(?!i18n/messages/[^/]+/[^/]+\\.json$)`,
    message,
  };
}

/** React and Astro: the site's rendering. */
function frontEnd(message) {
  return { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'astro:*'], message };
}

/** Packages that run only in Node: the service's HTTP, mail and database, the tools' bundler. */
function nodeOnlyPackages(message) {
  return {
    group: [
      'nodemailer',
      'fastify',
      '@fastify/*',
      'helmet',
      'better-sqlite3',
      'esbuild',
      'sharp',
      'satori',
      'node:sqlite',
      'node:http',
      'node:https',
      'node:net',
      'node:child_process',
    ],
    message,
  };
}
