import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { deadPaths, yamlComments } from '../../tools/lib/docs-paths';

/** remark with the link validator over `files`, as `npm run docs:links` runs it. */
function remark(files: string[]) {
  return spawnSync(
    'npx',
    [
      'remark',
      ...['--frail', '--quiet', '--no-stdout', '--no-config'],
      ...['--use', 'remark-validate-links=repository:false'],
      ...files,
    ],
    { encoding: 'utf8' },
  );
}

describe('docs:links: the link check', { timeout: 60_000 }, () => {
  it('fails on a deliberately dead markdown link, and passes without it', () => {
    const dead = remark([
      'tests/fixtures/docs-links/dead.md',
      'tests/fixtures/docs-links/target.md',
    ]);
    expect(dead.status).not.toBe(0);
    expect(dead.stderr).toContain('missing-page.md');
    const alive = remark([
      'tests/fixtures/docs-links/alive.md',
      'tests/fixtures/docs-links/target.md',
    ]);
    expect(alive.stderr).not.toContain('warning');
    expect(alive.status).toBe(0);
  });

  it('names a dead repository path written as text, and skips patterns', () => {
    const text = [
      'Facts: `src/lib/facts.ts` and `src/lib/gone.ts`.',
      'Articles: `content/blog/<lang>/<slug>.md`; the owner adds content/support.pdf.',
      'Settings: .env.example, package.json, tools/nope.mjs.',
    ].join('\n');
    expect(deadPaths(text, '.')).toEqual(['src/lib/gone.ts', 'tools/nope.mjs']);
  });

  it('reads only the comments of a YAML file', () => {
    const yaml = 'file: src/lib/not-a-comment.ts # see shared/site.ts\n# and src/lib/dead.ts\n';
    expect(deadPaths(yamlComments(yaml), '.')).toEqual(['src/lib/dead.ts']);
  });
});
