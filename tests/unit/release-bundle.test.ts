import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleServer } from '../../src/lib/release/bundle';

describe('the bundled server runs without the project’s node_modules (issue 10 §2)', () => {
  it('bundles JavaScript dependencies and copies a native module with what loads it', async () => {
    const work = mkdtempSync(join(tmpdir(), 'bundle-'));
    const entry = join(work, 'entry.ts');
    writeFileSync(
      entry,
      `import Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
const db = new Database(':memory:');
const cache = new LRUCache<string, number>({ max: 2 });
cache.set('answer', db.prepare('select 6 * 7 as n').get().n);
console.log(JSON.stringify({ n: cache.get('answer') }));
`,
    );
    const out = join(work, 'release');
    expect(await bundleServer(entry, out, resolve('.'))).toEqual(['better-sqlite3']);
    const stdout = execFileSync(process.execPath, [join(out, 'server.mjs')], {
      cwd: '/',
      env: { PATH: process.env.PATH ?? '', NODE_PATH: '' },
      encoding: 'utf8',
    });
    expect(JSON.parse(stdout)).toEqual({ n: 42 });
  }, 60_000);

  it('a server without native imports copies nothing', async () => {
    const work = mkdtempSync(join(tmpdir(), 'bundle-'));
    writeFileSync(
      join(work, 'entry.ts'),
      "import { z } from 'zod'; console.log(z.string().parse('ok'));",
    );
    expect(await bundleServer(join(work, 'entry.ts'), join(work, 'out'), resolve('.'))).toEqual([]);
  });
});
