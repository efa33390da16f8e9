import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildEnvNames, readAnalyticsConfig } from '../../../shared/config';
import { tableToPairs } from '../../../server/translate/embedded';
import { lookupTableFromSources } from '../../../server/translate/node-runtime';
import {
  RELEASE_FORMAT,
  readArtifacts,
  writeArtifact,
  type Artifacts,
} from '../../../server/release/artifacts';
import { headersFile, HEADERS_FILE_LIMITS, nginxInclude, redirectsFile } from './deploy-files';
import {
  buildHeadersManifest,
  CONTENT_TYPES,
  extensionOf,
  readScriptHashes,
} from '../../../server/release/headers';
import { listFiles } from '../../../server/release/layout';
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

/**
 * Brotli (quality 11) and gzip (level 9) copies next to every text file, kept when smaller than
 * the file: the server and nginx send them as they are, so nothing is compressed per request.
 */
export function precompress(clientDir: string): { count: number; before: number; after: number } {
  const totals = { count: 0, before: 0, after: 0 };
  for (const rel of listFiles(clientDir)) {
    const file = join(clientDir, rel);
    if (!COMPRESSIBLE.has(extensionOf(rel))) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gzip = gzipSync(data, { level: 9 });
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gzip.length < data.length) writeFileSync(`${file}.gz`, gzip);
    totals.count += 1;
    totals.before += data.length;
    totals.after += Math.min(br.length, data.length);
  }
  return totals;
}

/**
 * Writes the artifacts of a release whose `client/` is built (issue 10 §2): the translation
 * table from the catalogs and `content/` under `sourceRoot`, the headers manifest with Astro's
 * script hashes (`csp-hashes.json`, written by the Astro run into the release folder), the 404
 * map, `_headers`, `_redirects` and `nginx.conf`, and `release.json`.
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
  );
  const notFound = buildNotFoundMap(files);
  writeArtifact(releaseDir, 'translations', {
    format: RELEASE_FORMAT,
    tables: tableToPairs(lookupTableFromSources(options.sourceRoot)),
  });
  writeArtifact(releaseDir, 'headers', headers);
  writeArtifact(releaseDir, 'notFound', notFound);

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
