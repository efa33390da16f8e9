import { createHash } from 'node:crypto';
import { negotiate } from '@fastify/accept-negotiator';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readArtifacts, type Artifacts } from './artifacts';
import { cacheControlFor, CONTENT_TYPES, extensionOf } from './headers';
import { listFiles } from './files';
import { isNotFoundPage } from './not-found';

/** One built file in memory, with its precompressed copies (written by the build). */
export interface ReleaseFile {
  type: string;
  cacheControl: string;
  etag: string;
  /**
   * The file as built. A file with a gzip copy keeps only its compressed copies in memory and is
   * decompressed from gzip here, for the rare client that accepts no compression: the text files'
   * uncompressed bytes (18 MB of this site's 28 MB) would otherwise sit beside their copies.
   */
  identity: () => Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface LoadedRelease {
  /** The release folder (real path) this was loaded from. */
  dir: string;
  artifacts: Artifacts;
  /** URL path -> file; `/services` and `/services/index.html` share one entry. */
  files: Map<string, ReleaseFile>;
  /** Not-found pages by file name (from not-found.json). */
  notFound: Map<string, ReleaseFile>;
}

/**
 * Loads a release into memory for the server (and for the build's last check): its artifacts
 * (validated; a bad one throws naming the file) and every file of `client/` (28 MB for this site; text
 * files as their compressed copies only), so requests never touch the disk and a later build or prune cannot change what a
 * process serves. Nothing outside the release is read.
 */
export function loadRelease(releaseDir: string): LoadedRelease {
  const dir = realpathSync(releaseDir);
  const artifacts = readArtifacts(dir);
  const client = join(dir, 'client');
  const read = (rel: string): ReleaseFile => {
    const copy = (suffix: string) =>
      existsSync(join(client, rel + suffix)) ? readFileSync(join(client, rel + suffix)) : undefined;
    const gzip = copy('.gz');
    // A file with a gzip copy is never read uncompressed: freed buffers would stay in the
    // process's memory anyway. Its ETag hashes the gzip copy, which changes with the file.
    const built = gzip ? undefined : readFileSync(join(client, rel));
    return {
      type: CONTENT_TYPES[extensionOf(rel)] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(rel, artifacts.headers.cache),
      etag: `"${createHash('sha1')
        .update(gzip ?? built!)
        .digest('base64url')}"`,
      identity: gzip ? unzipper(gzip) : () => built!,
      br: copy('.br'),
      gzip,
    };
  };
  const files = new Map<string, ReleaseFile>();
  for (const rel of listFiles(client)) {
    if (/\.(br|gz)$|(^|\/)\.|^_(headers|redirects)$/.test(rel) || isNotFoundPage(rel)) continue;
    const file = read(rel);
    files.set(`/${rel}`, file);
    if (rel === 'index.html') files.set('/', file);
    else if (rel.endsWith('/index.html'))
      files.set(`/${rel.slice(0, -'/index.html'.length)}`, file);
  }
  const notFound = new Map(artifacts.notFound.pages.map((p) => [p.file, read(p.file)]));
  return { dir, artifacts, files, notFound };
}

/**
 * Decompresses `gzip` on each call. A function of its own, so the closure captures only the
 * compressed copy: a closure written inside `read` would share its scope, and with it the
 * uncompressed bytes.
 */
function unzipper(gzip: Buffer): () => Buffer {
  return () => gunzipSync(gzip);
}

/** The best encoding of a file the client accepts (`Accept-Encoding`, case-insensitive). */
export function pickEncoding(
  acceptEncoding: string | undefined,
  file: Pick<ReleaseFile, 'br' | 'gzip'>,
): 'br' | 'gzip' | 'identity' {
  const offered = (['br', 'gzip'] as const).filter((e) => file[e]);
  return negotiate((acceptEncoding ?? '').toLowerCase(), [...offered]) ?? 'identity';
}
