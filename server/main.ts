import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvFile } from '../src/lib/env';
import { ARTIFACT_FILES } from '../src/lib/release/artifacts';
import { createApp } from './app';
import { readServerConfig } from '../src/lib/server-config';

/**
 * Entry point of `npm start` (bundled into each release as `server.mjs`; `dist/server.mjs`
 * imports the current one). It serves the release it was started from, wherever that is, and
 * reads nothing else but `.env` in the working folder.
 */
loadEnvFile();
const env = process.env;
const here = dirname(fileURLToPath(import.meta.url));
let config: ReturnType<typeof readServerConfig> | undefined;

try {
  // Bundled, this file sits in its release folder; run from source, the release is dist/current.
  const release = existsSync(join(here, ARTIFACT_FILES.meta))
    ? here
    : realpathSync(resolve(env.DIST_DIR ?? 'dist', 'current'));
  config = readServerConfig(env);
  const { port, host } = config;
  const app = await createApp({ releaseDir: release, ...config, logger: config.logRequests });
  await app.listen({ port, host });
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const address = app.server.address();
  const shownPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Site running at http://${shownHost}:${shownPort} (release ${release})`);
  const code = (dir: string) => readFileSync(join(dir, 'server.mjs'), 'utf8');
  // SIGHUP: serve the newest release (dist/current) without dropping a connection.
  let serving = release;
  process.on('SIGHUP', () => {
    try {
      serving = app.reload(realpathSync(join(release, '..', '..', 'current'))).dir;
      console.log(`Reloaded: now serving release ${serving}`);
      if (existsSync(join(here, 'server.mjs')) && code(serving) !== code(here))
        console.warn('Its server code differs from the running one: restart to run it.');
    } catch (error) {
      console.error(`Reload failed, still serving ${serving}: ${(error as Error).message}`);
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void app.close().then(() => process.exit(0)));
  }
} catch (error) {
  const where = config ? ` on ${config.host}:${config.port}` : '';
  console.error(`Could not start the server${where}: ${(error as Error).message}`);
  process.exit(1);
}
