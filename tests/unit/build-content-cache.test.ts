/**
 * Astro clears its content store (every article's rendered markdown) when its configuration
 * differs from the previous build's, and the output folder is part of that configuration. The
 * release build must therefore let Astro write to the same folder every time and move the pages
 * into the release afterwards; an `--outDir` per release made every build render every article
 * again (seen in `npm run bench:blog`: a rebuild after one changed article rendered all of them).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const build = readFileSync('tools/build.ts', 'utf8');
const config = readFileSync('astro.config.ts', 'utf8');

describe('the release build keeps Astro content store between builds', () => {
  it('runs astro build with the configured outDir, then moves the pages into the release', () => {
    expect(build).not.toMatch(/'--outDir'/);
    expect(build).toMatch(/spawnSync\(join\('node_modules', '\.bin', 'astro'\), \['build'\]/);
    expect(build).toMatch(/renameSync\(astroOut, clientDir\)/);
    // One folder per DIST_DIR, not per release.
    expect(config).toMatch(/outDir: `\$\{buildDir\}\/\.astro-out`/);
  });
});
