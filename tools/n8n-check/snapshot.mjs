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
 * A node used as an AI agent's tool (`n8n-nodes-base.httpRequestTool`) has no entry of its own:
 * n8n derives it when it starts from the node marked `usableAsTool` (`httpRequest`), and so does
 * `toolDescription` below.
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
      for (const original of descriptions) {
        const tool = original.usableAsTool ? toolDescription(original) : undefined;
        for (const d of tool ? [original, tool] : [original]) {
          const versions = Array.isArray(d.version) ? d.version : [d.version];
          if (versions.some((v) => used.has(`${prefix}${d.name}@${v}`))) {
            types.push({ type: `${prefix}${d.name}`, description: d });
          }
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

/**
 * The tool variant of a node that is `usableAsTool`, as n8n's CLI derives it when it loads the
 * node packages (`convertNodeToAiTool` in n8n 2.41): name and display name with "Tool" appended,
 * no inputs, one `ai_tool` output, and a required "Description" (`toolDescription`) after the
 * last callout, behind a "Tool Description" switch when the node has a resource or operation.
 */
export function toolDescription(original) {
  const replacements =
    typeof original.usableAsTool === 'object' ? original.usableAsTool.replacements : undefined;
  const d = { ...structuredClone(original), ...structuredClone(replacements ?? {}) };
  d.name += 'Tool';
  d.displayName += ' Tool';
  d.inputs = [];
  d.outputs = ['ai_tool'];
  delete d.usableAsTool;
  const names = d.properties.map((p) => p.name);
  if (!names.includes('toolDescription')) {
    const description = {
      displayName: 'Description',
      name: 'toolDescription',
      type: 'string',
      default: d.description,
      required: true,
      typeOptions: { rows: 2 },
      description:
        'Explain to the LLM what this tool does, a good, specific description would allow LLMs to produce expected results much more often',
    };
    const lastCallout = d.properties.findLastIndex((p) => p.type === 'callout');
    d.properties.splice(lastCallout + 1, 0, description);
    if (names.includes('resource') || names.includes('operation')) {
      d.properties.splice(lastCallout + 1, 0, {
        displayName: 'Tool Description',
        name: 'descriptionType',
        type: 'options',
        noDataExpression: true,
        options: [
          {
            name: 'Set Automatically',
            value: 'auto',
            description: 'Automatically set based on resource and operation',
          },
          { name: 'Set Manually', value: 'manual', description: 'Manually set the description' },
        ],
        default: 'auto',
      });
      description.displayOptions = { show: { descriptionType: ['manual'] } };
    }
  }
  return d;
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
