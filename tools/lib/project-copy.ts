import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * What a copy of the project leaves out: installed packages (linked instead), the repository, the
 * owner's data, and every build output, cache and report. A folder starting with `.dist` is a
 * test build's output too.
 */
const LEFT_OUT = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'test-results',
  '.astro',
  '.cache',
  'bench',
  'screenshots',
  'playwright-report',
  '.lighthouseci',
]);

/**
 * Copies the project's sources from `from` into a new folder `root`, to build or change apart
 * from the working tree (the owner-build test, `npm run test:n8n`): everything but what
 * `LEFT_OUT` names, and without `tools/n8n-check/node_modules` (n8n's validator installs its own
 * packages). The project's installed packages are linked, not copied. Returns `root`.
 */
export function copyProject(from: string, root: string): string {
  const source = resolve(from);
  const n8nPackages = join(source, 'tools', 'n8n-check', 'node_modules');
  mkdirSync(root, { recursive: true });
  for (const entry of readdirSync(source)) {
    if (LEFT_OUT.has(entry) || entry.startsWith('.dist')) continue;
    cpSync(join(source, entry), join(root, entry), {
      recursive: true,
      // Skipping the folder skips everything in it.
      filter: (path) => resolve(path) !== n8nPackages,
    });
  }
  symlinkSync(join(source, 'node_modules'), join(root, 'node_modules'));
  return root;
}
