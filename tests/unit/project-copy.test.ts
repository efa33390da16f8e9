/**
 * `copyProject` (tools/lib/project-copy.ts), the one copy of the project that the owner-build
 * test and `npm run test:n8n` build apart: sources copied, installed packages linked, outputs,
 * caches, data and n8n's validator's own packages left out.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../tools/lib/project-copy';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function put(root: string, file: string, text = 'x'): void {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

describe('copyProject', () => {
  it('copies the sources, links the packages and leaves outputs, data and caches out', () => {
    const from = mkdtempSync(join(tmpdir(), 'project-'));
    const to = join(mkdtempSync(join(tmpdir(), 'project-copy-')), 'copy');
    made.push(from, join(to, '..'));
    for (const file of [
      'package.json',
      'content/site.yaml',
      'src/pages/index.astro',
      'tools/n8n-check/check.ts',
      'tools/n8n-check/node_modules/n8n-workflow/index.js',
      'node_modules/astro/package.json',
      'dist/server.mjs',
      '.dist-agent/server.mjs',
      'data/leads.db',
      '.git/HEAD',
      'bench/report.json',
      'test-results/x.png',
    ])
      put(from, file);

    expect(copyProject(from, to)).toBe(to);
    for (const kept of [
      'package.json',
      'content/site.yaml',
      'src/pages/index.astro',
      'tools/n8n-check/check.ts',
    ])
      expect(existsSync(join(to, kept)), kept).toBe(true);
    for (const left of [
      'tools/n8n-check/node_modules',
      'dist',
      '.dist-agent',
      'data',
      '.git',
      'bench',
      'test-results',
    ])
      expect(existsSync(join(to, left)), left).toBe(false);
    expect(lstatSync(join(to, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(to, 'node_modules'))).toBe(join(from, 'node_modules'));
  });
});
