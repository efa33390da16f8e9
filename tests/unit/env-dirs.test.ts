import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import config from '../../eslint.config.js';
import { DEFAULT_DIST_DIR, distDir, readReleaseConfig } from '../../shared/config';

/**
 * DIST_DIR and BLOG_DIR are read through the environment schema only: one default each, and a
 * lint rule (`npm run lint`) refuses reading them from `process.env` anywhere else.
 */
const block = config.find((c) => c.rules?.['no-restricted-syntax']);
const linter = new Linter();

/** How often the project's rule, as configured for every file, refuses `code`. */
function refused(code: string): number {
  expect(block?.files).toContain('**/*.{ts,tsx,js,mjs,cjs,astro}');
  return linter.verify(code, {
    languageOptions: { sourceType: 'module' },
    rules: { 'no-restricted-syntax': block!.rules!['no-restricted-syntax']! },
  }).length;
}

describe('DIST_DIR and BLOG_DIR', () => {
  it('have one default each, an empty value counting as unset', () => {
    expect(distDir({})).toBe(DEFAULT_DIST_DIR);
    expect(distDir({ DIST_DIR: ' ' })).toBe('dist');
    expect(distDir({ DIST_DIR: '.dist-agent' })).toBe('.dist-agent');
    expect(readReleaseConfig({}).distDir).toBe(distDir({}));
    expect(readReleaseConfig({}).blogDir).toBe('content/blog');
  });

  it.each([
    ['tests/e2e/x.spec.ts', "export const dist = process.env.DIST_DIR ?? 'dist';\n"],
    ['tools/x.ts', "export const dist = process.env['DIST_DIR'];\n"],
    ['astro.config.ts', 'export const blog = process.env.BLOG_DIR;\n'],
    ['src/lib/x.ts', 'const { BLOG_DIR } = process.env;\nexport const blog = BLOG_DIR;\n'],
  ])('%s: reading them from process.env is refused', (_file, code) => {
    expect(refused(code)).toBe(1);
  });

  it('reading them through the schema passes', () => {
    expect(
      refused("import { distDir } from '../../shared/config';\nexport const dist = distDir();\n"),
    ).toBe(0);
  });
});
