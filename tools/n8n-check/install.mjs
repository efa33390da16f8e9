#!/usr/bin/env node
/**
 * Installs n8n's own packages for the workflow check (tests/unit/n8n-workflows.test.ts) into
 * tools/n8n-check/node_modules, apart from the site's install: `npm ci && npm start` never
 * downloads them (n8n-nodes-base and its dependencies are about 1,900 packages, under n8n's
 * Sustainable Use License: a development tool here, never bundled into the site).
 *
 * Runs `npm ci --ignore-scripts` (nothing of them is executed but n8n-workflow's validation, so no
 * native module is built) when node_modules is missing or was installed from another lockfile;
 * otherwise it returns at once. Usage: `node tools/n8n-check/install.mjs`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const stamp = join(dir, 'node_modules', '.installed-from');

/** Whether node_modules holds what package-lock.json pins; installs it when not. */
export function ensureInstalled(log = (message) => console.error(message)) {
  const lock = createHash('sha256')
    .update(readFileSync(join(dir, 'package-lock.json')))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) return false;
  log('[n8n-check] installing n8n packages into tools/n8n-check (once; a few minutes)...');
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error(`npm ci in tools/n8n-check failed (exit ${result.status ?? result.signal})`);
  }
  writeFileSync(stamp, lock);
  log(`[n8n-check] installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstalled();
