import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvFile } from '../shared/node/env';
import { ARTIFACT_FILES } from './release/artifacts';
import { createApp } from './app';
import { proxyExposure, readReleaseConfig, readServerConfig } from '../shared/config';
import {
  processStart,
  releaseIdOf,
  removeServerState,
  serverStateFile,
  writeServerState,
  type ServerState,
} from './release/server-state';

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
    : realpathSync(resolve(readReleaseConfig(env).distDir, 'current'));
  config = readServerConfig(env);
  const { port, host } = config;
  const exposure = proxyExposure(config);
  if (exposure) console.warn(`Warning: ${exposure}`);
  const app = await createApp({ releaseDir: release, ...config, logger: config.logRequests });
  await app.listen({ port, host });
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const address = app.server.address();
  const shownPort = typeof address === 'object' && address ? address.port : port;
  const code = (dir: string) => readFileSync(join(dir, 'server.mjs'), 'utf8');
  // The state file `npm run deploy:reload` finds the server by (docs/operate/vps.md).
  const dist = dirname(dirname(release));
  const stateFile = serverStateFile(dist, env);
  const state: ServerState = {
    pid: process.pid,
    processStart: processStart(process.pid),
    dist,
    release: releaseIdOf(release),
    startedAt: new Date().toISOString(),
    reloads: 0,
    lastReload: null,
  };
  const saveState = () => {
    if (!stateFile) return;
    try {
      writeServerState(stateFile, state);
    } catch (error) {
      console.warn(`Could not write ${stateFile}: ${(error as Error).message}`);
    }
  };
  // SIGHUP: serve the newest release (dist/current) without dropping a connection.
  let serving = release;
  process.on('SIGHUP', () => {
    let next = join(dist, 'current');
    try {
      next = realpathSync(next);
      serving = app.reload(next).dir;
      state.release = releaseIdOf(serving);
      state.lastReload = { release: state.release, at: new Date().toISOString() };
      console.log(`Reloaded: now serving release ${serving}`);
      state.serverCodeChanged =
        existsSync(join(here, 'server.mjs')) && code(serving) !== code(here);
      if (state.serverCodeChanged)
        console.warn('Its server code differs from the running one: restart to run it.');
    } catch (error) {
      const message = (error as Error).message;
      state.lastReload = {
        release: releaseIdOf(next),
        at: new Date().toISOString(),
        error: message,
      };
      console.error(`Reload failed, still serving ${serving}: ${message}`);
    }
    state.reloads += 1;
    saveState();
  });
  // Written once SIGHUP is handled: deploy:reload signals whoever the file names.
  saveState();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(
      signal,
      () =>
        void app.close().then(() => {
          if (stateFile) removeServerState(stateFile);
          process.exit(0);
        }),
    );
  }
  console.log(`Site running at http://${shownHost}:${shownPort} (release ${release})`);
} catch (error) {
  const where = config ? ` on ${config.host}:${config.port}` : '';
  console.error(`Could not start the server${where}: ${(error as Error).message}`);
  process.exit(1);
}
