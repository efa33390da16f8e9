import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleEntry } from '../../tools/lib/release/bundle';

describe('the bundled server runs without the project’s node_modules', () => {
  it('bundles JavaScript dependencies; the lead database is built into Node', async () => {
    const work = mkdtempSync(join(tmpdir(), 'bundle-'));
    const entry = join(work, 'entry.ts');
    writeFileSync(
      entry,
      `import { DatabaseSync } from 'node:sqlite';
import { LRUCache } from 'lru-cache';
const db = new DatabaseSync(':memory:');
const cache = new LRUCache<string, number>({ max: 2 });
cache.set('answer', Number(db.prepare('select 6 * 7 as n').get()!.n));
console.log(JSON.stringify({ n: cache.get('answer') }));
`,
    );
    const out = join(work, 'release');
    await bundleEntry(entry, out, 'server.mjs', resolve('.'));
    const stdout = execFileSync(process.execPath, [join(out, 'server.mjs')], {
      cwd: '/',
      env: { PATH: process.env.PATH ?? '', NODE_PATH: '' },
      encoding: 'utf8',
    });
    expect(JSON.parse(stdout)).toEqual({ n: 42 });
  }, 60_000);
});
