// `npm start`: serve the production build, building it first when there is none.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const ready = ['server.mjs', 'server/entry.mjs', 'client/404.html'].every((f) =>
  existsSync(resolve(distDir, f)),
);
if (!ready) {
  console.log('No production build found: building the site first (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(resolve(distDir, 'server.mjs'));
