import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** Extensions written next to files by the precompress step; never served directly. */
const COMPRESSED_SUFFIXES = ['.br', '.gz'];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.isFile() ? [full] : [];
  });
}

/**
 * Maps every URL path the build can answer to its file, so a request can only ever reach a
 * file of the build (no path traversal by construction).
 * `/services` and `/services/index.html` map to `services/index.html`; `/` to `index.html`.
 */
export function buildFileMap(clientDir: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const full of walk(clientDir)) {
    const rel = relative(clientDir, full).split(sep).join('/');
    if (COMPRESSED_SUFFIXES.some((s) => rel.endsWith(s))) continue;
    map.set(`/${rel}`, rel);
    if (rel === 'index.html') map.set('/', rel);
    else if (rel.endsWith('/index.html')) map.set(`/${rel.slice(0, -'/index.html'.length)}`, rel);
  }
  return map;
}

/** Inline scripts that a browser executes (not JSON-LD or other data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** CSP source expressions (`'sha256-…'`) for every inline script of every built page. */
export function inlineScriptHashes(clientDir: string, files: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const rel of files) {
    if (!rel.endsWith('.html')) continue;
    for (const script of inlineScripts(readFileSync(join(clientDir, rel), 'utf8'))) {
      hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export interface MemoryAsset {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The hashed, immutable files of the build (`/_astro/*`) read into memory with their brotli
 * and gzip copies, so the most requested files cost no disk access. They are small (a few
 * hundred KB for the whole site).
 */
export function loadImmutableAssets(
  clientDir: string,
  files: Map<string, string>,
): Map<string, MemoryAsset> {
  const assets = new Map<string, MemoryAsset>();
  for (const [path, rel] of files) {
    if (!path.startsWith('/_astro/') || path !== `/${rel}`) continue;
    const full = join(clientDir, rel);
    const read = (suffix: string) => {
      try {
        return readFileSync(full + suffix);
      } catch {
        return undefined;
      }
    };
    assets.set(path, {
      type: MIME[extname(rel)] ?? 'application/octet-stream',
      identity: readFileSync(full),
      br: read('.br'),
      gzip: read('.gz'),
    });
  }
  return assets;
}

/** The best encoding of an asset the client accepts: br, then gzip, else none. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  asset: Pick<MemoryAsset, 'br' | 'gzip'>,
): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name!.toLowerCase()),
  );
  if (asset.br && accepted.has('br')) return 'br';
  if (asset.gzip && accepted.has('gzip')) return 'gzip';
  return 'identity';
}
