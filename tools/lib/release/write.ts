import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';
import pLimit from 'p-limit';
import { buildEnvNames, readAnalyticsConfig, readReleaseConfig } from '../../../shared/config';
import { tableToPairs } from '../../../server/translate/embedded';
import { lookupTableFromSources } from '../translate/node-runtime';
import {
  RELEASE_FORMAT,
  readArtifacts,
  writeArtifact,
  type Artifacts,
} from '../../../server/release/artifacts';
import { SITE_FILE } from '../../../shared/site';
import { loadSite } from '../../../shared/node/site';
import { ownerFacts } from './owner';
import { headersFile, HEADERS_FILE_LIMITS, nginxInclude, redirectsFile } from './deploy-files';
import {
  buildHeadersManifest,
  CONTENT_TYPES,
  extensionOf,
  readScriptHashes,
} from '../../../server/release/headers';
import { listFiles } from '../../../server/release/files';
import { markUsed, pruneCache, writeCacheFile } from './build-cache';
import { buildNotFoundMap } from '../../../server/release/not-found';

const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.svg',
  '.txt',
  '.md',
  '.webmanifest',
]);

/** Change when the compression settings change, so cached copies are made again. */
const COMPRESSION_VERSION = 'gz9-v1';

/**
 * Brotli's quality for what goes live (`build:production`, and the bench's build, which measures
 * what goes live) and for every other build (`npm run build`: `npm start`, the tests). Measured on
 * this site's 18 MB of text (276 files, one core): quality 11 makes 3,260 KB in 29 CPU-seconds, 10
 * makes 3,330 KB in 13.6, 9 makes 3,518 KB in 4.6, 8 makes 3,526 KB in 0.6 (a page 5-8 % larger
 * than at 10). A local or test build serves pages to this machine only, where the bytes cost
 * nothing; the suite compresses about 110 MB at the other quality (the main, VPS and two analytics
 * builds and the 52 MB pagination build), about 80 CPU-seconds at 10 and 4 at 8.
 */
export const BROTLI_QUALITY = { production: 11, other: 8 } as const;

/**
 * The quality of a build run with these flags: `--production` and `--live-compression` compress
 * as for the live site, unless `--quick-compression` asks for the other quality (the owner-file
 * test runs a production build to read its pages).
 */
export function brotliQualityOf(flags: readonly string[]): number {
  const live = flags.includes('--production') || flags.includes('--live-compression');
  return live && !flags.includes('--quick-compression')
    ? BROTLI_QUALITY.production
    : BROTLI_QUALITY.other;
}
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A cached copy, used only when it really decompresses to `data` (a torn or edited file is made again). */
function readCached(file: string, data: Buffer, decompress: (b: Buffer) => Buffer): Buffer | null {
  try {
    const copy = readFileSync(file);
    return decompress(copy).equals(data) ? copy : null;
  } catch {
    return null;
  }
}

/**
 * Brotli (quality 11 for what goes live, 8 otherwise: `BROTLI_QUALITY`) and gzip (level 9)
 * copies next to every text file, kept when smaller than the file: the server and nginx send them
 * as they are, so nothing is compressed per request. Quality 11 costs about 1.4 CPU-seconds per
 * MB: files are compressed on every core (zlib's thread pool) and each copy is kept in `cacheDir`
 * by the hash of the file's bytes and the quality, so a build that changes a few pages compresses
 * only those (the tests build the site six times). Copies no build has used for 30 days are
 * deleted (`build-cache.ts`).
 */
export async function precompress(
  clientDir: string,
  {
    cacheDir = join('node_modules', '.cache', 'precompress'),
    brotliQuality = BROTLI_QUALITY.production,
  }: { cacheDir?: string; brotliQuality?: number } = {},
): Promise<{ count: number; before: number; after: number; compressed: number; pruned: number }> {
  const totals = { count: 0, before: 0, after: 0, compressed: 0, pruned: 0 };
  try {
    mkdirSync(cacheDir, { recursive: true });
  } catch {
    // Without a cache every file is compressed, as on a first build.
  }
  const files = listFiles(clientDir).filter((rel) => COMPRESSIBLE.has(extensionOf(rel)));
  const one = async (rel: string): Promise<void> => {
    const file = join(clientDir, rel);
    const data = readFileSync(file);
    const key = createHash('sha256')
      .update(`br${brotliQuality}-${COMPRESSION_VERSION}`)
      .update(data)
      .digest('hex');
    const brFile = join(cacheDir, `${key}.br`);
    const gzFile = join(cacheDir, `${key}.gz`);
    let br = readCached(brFile, data, (b) => brotliDecompressSync(b));
    let gz = readCached(gzFile, data, (b) => gunzipSync(b));
    if (br && gz) {
      markUsed(brFile);
      markUsed(gzFile);
    } else {
      totals.compressed += 1;
      [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: 9 }),
      ]);
      writeCacheFile(brFile, br);
      writeCacheFile(gzFile, gz);
    }
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
    totals.count += 1;
    totals.before += data.length;
    totals.after += Math.min(br.length, data.length);
  };
  // As many files in flight as cores: each file's brotli and gzip run on zlib's threads.
  const limit = pLimit(Math.max(1, availableParallelism()));
  await Promise.all(files.map((rel) => limit(() => one(rel))));
  totals.pruned = pruneCache(cacheDir);
  return totals;
}

/**
 * Writes the artifacts of a release whose `client/` is built: the translation
 * table from the catalogs and `content/` under `sourceRoot`, the headers manifest with Astro's
 * script hashes (`csp-hashes.json`, written by the Astro run into the release folder), the 404
 * map, what the server needs from the owner file (`owner.json`), `_headers`, `_redirects` and
 * `nginx.conf`, and `release.json`.
 * Each is validated when written, then all are read back as the server reads them: a missing or
 * malformed one throws with the file and the field.
 */
export function writeReleaseArtifacts(
  releaseDir: string,
  options: {
    id: string;
    sourceRoot: string;
    /** When the build started (ISO 8601): sources changed after it make `npm start` rebuild. */
    startedAt?: string;
    env?: Record<string, string | undefined>;
  },
): Artifacts {
  const client = join(releaseDir, 'client');
  const files = listFiles(client).filter((f) => !/\.(br|gz)$/.test(f));
  const unknown = files.filter(
    (f) => !CONTENT_TYPES[extensionOf(f)] && !/^_(headers|redirects)$/.test(f),
  );
  if (unknown.length) {
    throw new Error(
      `${client}: no content type for ${unknown.slice(0, 5).join(', ')} (add it to CONTENT_TYPES in server/release/headers.ts)`,
    );
  }
  const env = options.env ?? process.env;
  const headers = buildHeadersManifest(
    readScriptHashes(releaseDir),
    readAnalyticsConfig(env)?.host,
    { hstsIncludeSubDomains: readReleaseConfig(env).hstsIncludeSubDomains },
  );
  const notFound = buildNotFoundMap(files);
  writeArtifact(releaseDir, 'translations', {
    format: RELEASE_FORMAT,
    tables: tableToPairs(lookupTableFromSources(options.sourceRoot)),
  });
  writeArtifact(releaseDir, 'headers', headers);
  writeArtifact(releaseDir, 'notFound', notFound);
  writeArtifact(releaseDir, 'owner', ownerFacts(loadSite(SITE_FILE, options.sourceRoot)));

  const headersText = headersFile(headers, files);
  const rules = headersText.split('\n').filter((l) => l.startsWith('/')).length;
  const longest = Math.max(...headersText.split('\n').map((l) => l.length));
  if (rules > HEADERS_FILE_LIMITS.rules || longest > HEADERS_FILE_LIMITS.lineLength) {
    throw new Error(
      `${client}/_headers: ${rules} rules, longest line ${longest} characters (limits ${HEADERS_FILE_LIMITS.rules} and ${HEADERS_FILE_LIMITS.lineLength})`,
    );
  }
  writeFileSync(join(client, '_headers'), headersText);
  writeFileSync(join(client, '_redirects'), redirectsFile(notFound));
  writeFileSync(join(releaseDir, 'nginx.conf'), nginxInclude(headers, notFound, files));
  writeArtifact(releaseDir, 'meta', {
    format: RELEASE_FORMAT,
    id: options.id,
    builtAt: options.startedAt ?? new Date().toISOString(),
    env: Object.fromEntries(buildEnvNames.map((name) => [name, env[name] ?? null])),
  });
  return readArtifacts(releaseDir);
}
