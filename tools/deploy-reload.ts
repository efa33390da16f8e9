/**
 * `npm run deploy:reload` (docs/operate/vps.md): builds the site (`npm run build:production`),
 * sends SIGHUP to the running server and waits until it serves the new release, then reloads
 * nginx. Exits 1 with what is live when a step fails. Reads `.env` like the build.
 */
import { resolve } from 'node:path';
import { readReleaseConfig } from '../shared/config';
import { loadEnvFile } from '../shared/node/env';
import { defaultNginxCommand, DeployError, deployReload } from './lib/release/deploy-reload';
import { serverStateFile } from '../server/release/server-state';

loadEnvFile();
const env = process.env;
const release = readReleaseConfig(env);
const dist = resolve(release.distDir);
try {
  console.log(
    await deployReload({
      dist,
      stateFile: serverStateFile(dist, env),
      buildScript: release.deployBuildScript,
      nginxCommand: release.nginxReloadCommand || defaultNginxCommand(),
    }),
  );
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`\ndeploy:reload failed: ${error.message}`);
  process.exit(1);
}
