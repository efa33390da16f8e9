#!/usr/bin/env node
/**
 * Writes tools/n8n-check/node-types.json: n8n's own descriptions of the node types (at the
 * versions) that the shipped workflows use, taken word for word from `dist/types/nodes.json` of
 * `n8n-nodes-base` and `@n8n/n8n-nodes-langchain` (the files n8n's editor and CLI load).
 *
 * The workflow check (tests/unit/n8n-workflows.test.ts) runs n8n-workflow's validation over these
 * descriptions, so `npm test` installs only n8n-workflow (about 160 packages) instead of the two
 * node packages (about 1,700 packages and 1.7 GB, 3-5 minutes of every fresh run). Run this after
 * adding a workflow with a node type or version not in the file, or when moving to another n8n
 * version (change NODE_PACKAGES and tools/n8n-check/package.json together):
 *   node tools/n8n-check/snapshot.mjs
 * It installs the node packages into a temporary folder (`--ignore-scripts`: nothing of them runs),
 * reads the descriptions and removes the folder. `--from <folder>` reads an existing
 * `node_modules` that holds both packages at these versions instead of installing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The node packages of the n8n release the workflows are checked against. */
export const NODE_PACKAGES = {
  'n8n-nodes-base': { version: '2.41.1', prefix: 'n8n-nodes-base.' },
  '@n8n/n8n-nodes-langchain': { version: '2.41.1', prefix: '@n8n/n8n-nodes-langchain.' },
};

const dir = dirname(fileURLToPath(import.meta.url));
const root = resolve(dir, '../..');

/** Every shipped workflow file: the lead intake and the use cases. */
export function workflowFiles(base = root) {
  const docs = readdirSync(join(base, 'docs/n8n'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(base, 'docs/n8n', f));
  const useCases = readdirSync(join(base, 'content/use-cases'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(base, 'content/use-cases', d.name, 'workflow.json'));
  return [...docs, ...useCases];
}

function main() {
  const used = new Set();
  for (const file of workflowFiles()) {
    for (const node of JSON.parse(readFileSync(file, 'utf8')).nodes) {
      used.add(`${node.type}@${node.typeVersion}`);
    }
  }
  const from = process.argv.indexOf('--from');
  const tmp = from > 0 ? undefined : mkdtempSync(join(tmpdir(), 'n8n-nodes-'));
  const modules = tmp ? join(tmp, 'node_modules') : resolve(process.argv[from + 1]);
  try {
    if (tmp) install(tmp);
    const types = [];
    const packages = {};
    for (const [name, { version, prefix }] of Object.entries(NODE_PACKAGES)) {
      const base = join(modules, name);
      packages[name] = JSON.parse(readFileSync(join(base, 'package.json'), 'utf8')).version;
      if (packages[name] !== version) {
        throw new Error(`${base} is ${name} ${packages[name]}, not ${version}`);
      }
      const descriptions = JSON.parse(readFileSync(join(base, 'dist/types/nodes.json'), 'utf8'));
      for (const d of descriptions) {
        const versions = Array.isArray(d.version) ? d.version : [d.version];
        if (versions.some((v) => used.has(`${prefix}${d.name}@${v}`))) {
          types.push({ type: `${prefix}${d.name}`, description: d });
        }
      }
    }
    types.sort((a, b) => a.type.localeCompare(b.type));
    const out = join(dir, 'node-types.json');
    writeFileSync(out, JSON.stringify({ packages, types }) + '\n');
    console.error(
      `[n8n-check] wrote ${out}: ${types.length} descriptions of ${used.size} node types@versions`,
    );
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}

function install(tmp) {
  writeFileSync(join(tmp, 'package.json'), JSON.stringify({ name: 'snapshot', private: true }));
  const specs = Object.entries(NODE_PACKAGES).map(([name, { version }]) => `${name}@${version}`);
  console.error(`[n8n-check] installing ${specs.join(' ')} into ${tmp} ...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--omit=peer', ...specs],
    { cwd: tmp, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`npm install failed (exit ${result.status})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
