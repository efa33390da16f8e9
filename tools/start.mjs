// `npm start`: rebuild when the sources or the baked-in environment changed since
// the current release was built, then serve it. Plain JavaScript: it must run before any build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

if (existsSync('.env')) process.loadEnvFile('.env');
process.env.ASTRO_TELEMETRY_DISABLED = '1';
// Plain JavaScript run by `node` before any build, so it cannot load the TypeScript environment
// schema (shared/config.ts); it reads DIST_DIR with the schema's default, `dist`, and an empty
// value counts as unset there too.
// eslint-disable-next-line no-restricted-syntax
const distDir = resolve(process.env.DIST_DIR?.trim() || 'dist');
const SOURCES = ['src', 'content', 'public', 'server', 'astro.config.ts', 'package-lock.json'];

/** The newest file under `path` (skipping dot folders): `[mtimeMs, path]`. */
function newest(path) {
  if (!existsSync(path)) return [0, path];
  const stat = statSync(path);
  if (!stat.isDirectory()) return [stat.mtimeMs, path];
  let best = [stat.mtimeMs, path];
  for (const name of readdirSync(path)) {
    if (name.startsWith('.')) continue;
    const found = newest(join(path, name));
    if (found[0] > best[0]) best = found;
  }
  return best;
}

/** Why the current release cannot be served as is, or null when it is up to date. */
function staleReason() {
  const metaPath = join(distDir, 'current', 'release.json');
  if (!existsSync(metaPath) || !existsSync(join(distDir, 'server.mjs')))
    return 'No production build found';
  let meta;
  try {
    meta = JSON.parse(readFileSync(metaPath, 'utf8'));
  } catch {
    return `${metaPath} is unreadable`;
  }
  for (const [name, value] of Object.entries(meta.env ?? {})) {
    if ((process.env[name] ?? null) !== value) return `${name} changed since the last build`;
  }
  const builtAt = Date.parse(meta.builtAt);
  // eslint-disable-next-line no-restricted-syntax -- plain JavaScript, see DIST_DIR above
  const blogDir = process.env.BLOG_DIR?.trim();
  for (const source of [...SOURCES, ...(blogDir ? [blogDir] : [])]) {
    const [mtime, file] = newest(source);
    if (!(mtime <= builtAt)) return `${file} changed since the last build`;
  }
  return null;
}

const reason = staleReason();
if (reason) {
  console.log(`${reason}: building the site first (npm run build)...`);
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(join(distDir, 'server.mjs')).href);
