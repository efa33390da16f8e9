/**
 * `npm run build`: builds a complete release into `dist/releases/<id>/` (pages,
 * precompressed copies, artifacts, deploy files, the bundled server), checks it, and only then
 * makes it current with one atomic symlink swap. A failed build leaves the previous release
 * serving and removes its own folder. `DIST_DIR` builds into another folder.
 *
 * `--production` (`npm run build:production`) refuses placeholders and compresses as for the live
 * site; `--live-compression` only compresses as for the live site (the bench measures the sample
 * content as it would be served live); `--quick-compression` compresses as a local build does even
 * with `--production` (the owner-file test checks what a production build's pages say; brotli 11
 * would add about 30 CPU-seconds to it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { CSP_HASHES_FILE } from '../server/release/headers';
import { loadRelease } from '../server/release/load';
import { loadEnvFile } from '../shared/node/env';
import {
  formatLaunchProblems,
  isPdf,
  launchProblems,
  sampleBrandFiles,
  SUPPORT_DOCUMENT,
} from '../src/lib/launch';
import { SAMPLE_BRAND } from '../shared/site';
import { getSite } from '../shared/node/site';
import { bundleEntry } from './lib/release/bundle';
import { nginxSite, systemdUnit } from './lib/release/deploy-files';
import {
  analyticsProblem,
  readConfig,
  readReleaseConfig,
  readServerConfig,
} from '../shared/config';
import { activateRelease, newReleaseId, pruneReleases } from './lib/release/layout';
import { inlineCovers, pruneInlineStyles, tidyPages } from './lib/release/html-fixes';
import { writeIcons } from './lib/release/icons';
import { CACHE_MAX_AGE_DAYS } from './lib/release/build-cache';
import { writeShareCards } from './lib/release/share-cards';
import { brotliQualityOf, precompress, writeReleaseArtifacts } from './lib/release/write';

loadEnvFile();
process.env.ASTRO_TELEMETRY_DISABLED = '1';
const distDir = resolve(readReleaseConfig().distDir);
const id = newReleaseId();
const releaseDir = join(distDir, 'releases', id);
const clientDir = join(releaseDir, 'client');
/** Where `astro build` writes (astro.config.ts `outDir`) before the pages move into the release. */
const astroOut = join(distDir, '.astro-out');
const startedAt = new Date().toISOString();

/** Starts the release's own server from another folder and asks it for a page. */
async function smokeTest(): Promise<void> {
  const child = spawn(process.execPath, [join(releaseDir, 'server.mjs')], {
    cwd: tmpdir(),
    // No state file: the live server of this folder keeps its own (deploy:reload reads it).
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      SERVER_STATE_FILE: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (d: Buffer) => (output += d));
  try {
    const url = await new Promise<string>((done, fail) => {
      child.stdout.on('data', (d: Buffer) => {
        output += d;
        const match = /Site running at (http:\/\/\S+)/.exec(output);
        if (match) done(match[1]!);
      });
      child.on('exit', () => fail(new Error(`the built server did not start:\n${output}`)));
    });
    const page = await fetch(`${url}/`);
    if (page.status !== 200) throw new Error(`the built server answered ${page.status} for /`);
  } finally {
    child.kill();
  }
}

// Analytics set but unusable stops every build (pages must not ship a broken setting).
const analytics = analyticsProblem();
if (analytics) {
  console.error(
    `${analytics}\nBuild stopped: fix ANALYTICS_* in .env, or leave ANALYTICS_PROVIDER empty.`,
  );
  process.exit(1);
}

// A production build (`npm run build:production`) refuses to go live with a
// placeholder; every other build says what is left, as a warning.
const production = process.argv.includes('--production');
const problems = launchProblems(process.env, process.cwd(), { builtPages: false });
if (problems.length) {
  console[production ? 'error' : 'warn'](formatLaunchProblems(problems));
  if (production) {
    console.error('\nProduction build refused: change the values above, then build again.');
    process.exit(1);
  }
}

try {
  mkdirSync(releaseDir, { recursive: true });
  // Astro builds into its configured outDir (<DIST_DIR>/.astro-out), the same folder every
  // build, and the pages then move into the release. Astro clears its content store (every
  // article's rendered markdown) whenever its configuration differs from the last build's, and
  // the outDir is part of it: a new folder per release made every build render every article
  // again.
  rmSync(astroOut, { recursive: true, force: true });
  const astro = spawnSync(join('node_modules', '.bin', 'astro'), ['build'], { stdio: 'inherit' });
  if (astro.status !== 0) throw new Error(`astro build failed (exit code ${astro.status})`);
  renameSync(astroOut, clientDir);
  // The CSP integration writes its hashes beside Astro's outDir: into the release with the pages.
  renameSync(join(distDir, CSP_HASHES_FILE), join(releaseDir, CSP_HASHES_FILE));
  console.log(`island style and calculator start script placed in ${tidyPages(clientDir)} pages`);
  const styles = pruneInlineStyles(clientDir);
  console.log(
    `inline CSS pruned per page: ${styles.before} bytes before, ` +
      `${Math.min(...styles.pages)}-${Math.max(...styles.pages)} after (${styles.pages.length} pages)`,
  );
  await writeIcons(clientDir);
  const shareStarted = Date.now();
  const share = await writeShareCards(clientDir);
  console.log(
    `share cards: ${share.cards} (${share.drawn} drawn, ${share.cards - share.drawn} from the cache) ` +
      `in ${((Date.now() - shareStarted) / 1000).toFixed(1)} s` +
      (share.shown ? `; ${share.shown} untranslated page(s) show their original's card` : '') +
      (share.pruned
        ? `; ${share.pruned} cached files unused for ${CACHE_MAX_AGE_DAYS} days deleted`
        : ''),
  );
  console.log(`the newest post's cover inlined into ${inlineCovers(clientDir)} blog lists`);
  if (production) {
    const named = sampleBrandFiles(clientDir);
    if (named.length)
      throw new Error(
        `the built pages name the sample brand "${SAMPLE_BRAND}": ${named.slice(0, 5).join(', ')}`,
      );
  }
  if (getSite().business.supportDocument && existsSync(SUPPORT_DOCUMENT)) {
    if (!isPdf(SUPPORT_DOCUMENT)) throw new Error(`${SUPPORT_DOCUMENT} is not a PDF`);
    copyFileSync(SUPPORT_DOCUMENT, join(clientDir, 'support.pdf'));
  }
  const quality = brotliQualityOf(process.argv);
  const {
    count,
    before,
    after,
    compressed,
    pruned: stale,
  } = await precompress(clientDir, { brotliQuality: quality });
  console.log(
    `precompressed ${count} files (brotli quality ${quality}; ${compressed} compressed, ` +
      `${count - compressed} from the cache): ` +
      `${before >> 10} KB -> ${after >> 10} KB brotli` +
      (stale ? `; ${stale} cached copies unused for ${CACHE_MAX_AGE_DAYS} days deleted` : ''),
  );
  writeReleaseArtifacts(releaseDir, { id, sourceRoot: process.cwd(), startedAt });
  // The VPS recipe (docs/operate/vps.md), from this folder, SITE_URL and PORT.
  const recipe = {
    dist: distDir,
    id,
    siteUrl: readConfig().siteUrl,
    port: readServerConfig().port,
    workDir: process.cwd(),
    node: process.execPath,
    user: userInfo().username,
    redirectHosts: readReleaseConfig().redirectHosts,
  };
  writeFileSync(join(releaseDir, 'nginx-site.conf'), nginxSite(recipe));
  writeFileSync(join(releaseDir, 'site.service'), systemdUnit(recipe));
  await bundleEntry('server/main.ts', releaseDir, 'server.mjs');
  await bundleEntry('tools/leads.ts', releaseDir, 'leads.mjs');
  loadRelease(releaseDir);
  await smokeTest();
  activateRelease(distDir, id);
  const pruned = pruneReleases(distDir);
  console.log(
    `release ${id} is current (${dirname(releaseDir)}); pruned ${pruned.length} old release(s)`,
  );
} catch (error) {
  rmSync(releaseDir, { recursive: true, force: true });
  rmSync(astroOut, { recursive: true, force: true });
  console.error(
    `\nBuild failed: ${(error as Error).message}\nThe previous release (if any) is still current.`,
  );
  process.exit(1);
}
