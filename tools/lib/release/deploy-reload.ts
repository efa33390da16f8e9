/**
 * `npm run deploy:reload`: the one command of a content update on a VPS. It builds
 * a release, tells the running Node server to serve it (SIGHUP) and waits until the server says
 * it does, then reloads nginx, so the pages, their headers and `/api/*` change together. Each
 * step runs only when the one before succeeded; a failure says what is live and exits 1:
 *
 * - no running server (its state file): nothing is built;
 * - the build fails: nothing is signalled, the live release stays current (the build's own rule);
 * - the server refuses the new release: `current` goes back to the release it serves, nginx is
 *   not reloaded;
 * - nginx's reload fails: the Node server serves the new release, nginx the previous one.
 */
import { spawn } from 'node:child_process';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { activateRelease, currentReleaseId } from './layout';
import {
  readServerState,
  runningServer,
  type ServerState,
} from '../../../server/release/server-state';

export interface DeployReloadOptions {
  /** The build folder (`DIST_DIR`). */
  dist: string;
  /** The server's state file (`serverStateFile`). */
  stateFile: string | null;
  /** The npm script that builds (`DEPLOY_BUILD_SCRIPT`, default `build:production`). */
  buildScript: string;
  /** Shell command that reloads nginx (`NGINX_RELOAD_COMMAND`). */
  nginxCommand: string;
  /** How long the server has to answer a SIGHUP. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

/** Why a deploy stopped; `message` says what is live now. */
export class DeployError extends Error {}

/** The nginx reload when none is configured: systemd's (it tests the configuration first). */
export const defaultNginxCommand = (uid = process.getuid?.()): string =>
  uid === 0 ? 'systemctl reload nginx' : 'sudo -n systemctl reload nginx';

/** Runs a command; its output goes to ours and is kept for the error message. */
function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d;
      process.stderr.write(d);
    });
    child.on('error', (error) => done({ code: null, output: `${output}${error.message}` }));
    child.on('close', (code) => done({ code, output }));
  });
}

async function answer(file: string, pid: number, reloads: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = readServerState(file);
    if (state?.pid === pid && state.reloads > reloads) return state;
    if (Date.now() > deadline) return null;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Builds, signals the server, waits for it, reloads nginx; throws a `DeployError` on failure. */
export async function deployReload(o: DeployReloadOptions): Promise<string> {
  const log = o.log ?? console.log;
  if (!existsSync(o.dist))
    throw new DeployError(`${o.dist} does not exist: build and start the site first.`);
  const dist = realpathSync(o.dist);
  if (!o.stateFile)
    throw new DeployError('SERVER_STATE_FILE is empty: the server cannot be found. Nothing built.');
  const stateFile = o.stateFile;
  const find = (then: string): ServerState => {
    const found = runningServer(stateFile, dist);
    if ('missing' in found)
      throw new DeployError(`No running server found for ${dist}: ${found.missing}. ${then}`);
    return found.state;
  };
  const first = find(
    'Nothing built. Start it (systemctl start site), then run npm run deploy:reload again.',
  );
  // The build's files must belong to the server's user (and the signal must reach it).
  const owner = existsSync(`/proc/${first.pid}`) ? statSync(`/proc/${first.pid}`).uid : null;
  const uid = process.getuid?.();
  if (owner !== null && uid !== undefined && owner !== uid)
    throw new DeployError(
      `The server (pid ${first.pid}) runs as user id ${owner}, this command as ${uid}: run it as the server's user (sudo -u site npm run deploy:reload). Nothing built.`,
    );
  log(`deploy:reload: server ${first.pid} serves release ${first.release}; building...`);

  const live = currentReleaseId(dist);
  const build = await run('npm', ['run', o.buildScript]);
  if (build.code !== 0)
    throw new DeployError(
      `Build failed (npm run ${o.buildScript}, exit code ${build.code}): nothing was signalled; release ${live} is still live.`,
    );
  const next = currentReleaseId(dist);

  const server = find(
    `Release ${next} is built and current: start the server (systemctl start site), then reload nginx.`,
  );
  try {
    process.kill(server.pid, 'SIGHUP');
  } catch (error) {
    throw new DeployError(
      `Could not signal the server (pid ${server.pid}): ${(error as Error).message}. Release ${next} is current; restart the server (systemctl restart site), then reload nginx.`,
    );
  }
  const state = await answer(stateFile, server.pid, server.reloads, o.timeoutMs ?? 30_000);
  if (!state)
    throw new DeployError(
      `The server (pid ${server.pid}) did not answer SIGHUP within ${(o.timeoutMs ?? 30_000) / 1000} s (${stateFile}); nginx was not reloaded. Check its log (journalctl -u site).`,
    );
  if (state.release !== next) {
    activateRelease(dist, state.release);
    throw new DeployError(
      `The server refused release ${next}: ${state.lastReload?.error ?? 'no reason given'}. It still serves ${state.release}, which is current again; nginx was not reloaded.`,
    );
  }
  log(`deploy:reload: server ${state.pid} now serves release ${next}; reloading nginx...`);

  const nginx = await run('sh', ['-c', o.nginxCommand]);
  if (nginx.code !== 0)
    throw new DeployError(
      `nginx reload failed (${o.nginxCommand}, exit code ${nginx.code}): ${nginx.output.trim() || 'no output'}\nThe Node server serves release ${next}; nginx still serves the release it read before. Fix it, then run: ${o.nginxCommand}`,
    );
  const restart = state.serverCodeChanged
    ? '\nIts server code differs from the running one: sudo systemctl restart site to run it.'
    : '';
  return `deploy:reload: release ${next} is live (Node server ${state.pid} and nginx).${restart}`;
}
