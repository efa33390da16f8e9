/**
 * The wings' import rules that follow import chains (`npm run deps`); ESLint's
 * no-restricted-imports (eslint.config.js) checks each file's own imports. A module "reaches"
 * another when a chain of imports leads there: `a.ts` imports `b.ts`, which imports `node:path`.
 * Type-only imports are left out (they vanish when compiled). Why dependency-cruiser:
 * docs/decisions/import-chains.md.
 */
const { builtinModules } = require('node:module');

/** Node's built-in modules, with or without the `node:` prefix. */
const NODE_BUILTIN = `^(node:)?(${builtinModules
  .filter((name) => !name.startsWith('_'))
  .map((name) => name.replace(/[/]/g, '\\/'))
  .join('|')})$`;

/**
 * What runs in a visitor's browser: every client script (`<name>.client.ts`, loaded by its
 * component's `<script>`), the two hydrated islands (the agent chat and the savings calculator)
 * and the agent chat's hydration directive. The React components are otherwise rendered to HTML
 * at build time, in Node. tests/unit/import-boundaries.test.ts checks that this list names every
 * component hydrated with a `client:` directive.
 */
const BROWSER_CODE = [
  '\\.client\\.ts$',
  '^src/components/agent/agent-chat\\.tsx$',
  '^src/components/agent/agent-directive\\.ts$',
  '^src/components/calculator/savings-calculator\\.tsx$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'browser-code-reaches-node',
      comment:
        'Code that runs in the browser reaches a Node module through its imports: it would break (or bundle Node code) in the page.',
      severity: 'error',
      from: { path: BROWSER_CODE },
      to: { path: [NODE_BUILTIN, '^shared/node/'], reachable: true },
    },
    {
      name: 'shared-core-reaches-node',
      comment:
        'The browser-safe core of shared/ reaches a Node module through its imports: reading files and .env belong in shared/node/.',
      severity: 'error',
      from: { path: '^shared/', pathNot: '^shared/node/' },
      to: { path: [NODE_BUILTIN, '^shared/node/'], reachable: true },
    },
    {
      name: 'server-reaches-content',
      comment:
        'The running server reaches a reader of content/ or src/ files: the build writes what the server needs into the release instead.',
      severity: 'error',
      from: { path: '^server/' },
      to: {
        path: [
          '^shared/node/(site|files)\\.ts$',
          '^tools/lib/translate/',
          '^src/(?!i18n/messages/)',
        ],
        reachable: true,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '\\.d\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
