import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateRelease } from '../../tools/lib/release/layout';
import { readServerState, type ServerState } from '../../server/release/server-state';
import { makeRelease } from './support/release';
import { runScript } from './support/run-script';

/**
 * `npm run deploy:reload` against a real server (server/main.ts on a small release)
 * with fake builds (npm scripts of a scratch project) and fake nginx commands. Each failure stops
 * before the next step and says what is live.
 */

/** A build that copies the current release to a new one and makes it current (BREAK: corrupt). */
const FAKE_BUILD = `import { cpSync, realpathSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
const id = 'r' + Date.now();
cpSync(realpathSync('dist/current'), 'dist/releases/' + id, { recursive: true });
if (process.env.BREAK) writeFileSync('dist/releases/' + id + '/headers.json', '{"format":1,"headers":{}}');
symlinkSync('releases/' + id, 'dist/current.tmp');
renameSync('dist/current.tmp', 'dist/current');
`;

async function project(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-reload-'));
  writeFileSync(join(dir, 'build.mjs'), FAKE_BUILD);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      private: true,
      scripts: {
        'build:ok': 'node build.mjs',
        'build:broken': 'BREAK=1 node build.mjs',
        'build:fail': "echo 'content/blog/x.md: title: Required' >&2; touch built; exit 3",
      },
    }),
  );
  await makeRelease(undefined, join(dir, 'dist', 'releases', 'r0'));
  activateRelease(join(dir, 'dist'), 'r0');
  return dir;
}

const deploy = (cwd: string, build: string, nginx: string) =>
  runScript('deploy-reload.ts', [], cwd, {
    DIST_DIR: 'dist',
    DEPLOY_BUILD_SCRIPT: build,
    NGINX_RELOAD_COMMAND: nginx,
  });
const current = (dir: string) =>
  readlinkSync(join(dir, 'dist', 'current')).replace('releases/', '');

let dir: string;
let server: ChildProcess;
let log = '';
const state = () => readServerState(join(dir, 'dist', 'server-state.json')) as ServerState;

beforeAll(async () => {
  dir = await project();
  // tsx by path: the server runs in the scratch project, which has no node_modules.
  const tsx = pathToFileURL(join(process.cwd(), 'node_modules/tsx/dist/loader.mjs')).href;
  server = spawn(process.execPath, ['--import', tsx, join(process.cwd(), 'server/main.ts')], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DIST_DIR: 'dist',
      PORT: '0',
      HOST: '127.0.0.1',
      LEADS_DB: join(dir, 'leads.db'),
      SERVER_STATE_FILE: undefined,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (log += d));
  server.stderr!.on('data', (d: Buffer) => (log += d));
  await new Promise<void>((done, fail) => {
    server.stdout!.on('data', () => log.includes('Site running') && done());
    server.on('exit', () => fail(new Error(`the server did not start:\n${log}`)));
  });
}, 40_000);

afterAll(() => {
  server?.kill();
});

describe('deploy:reload', () => {
  it('the server writes its state file: pid, folder, release', () => {
    expect(state()).toMatchObject({ pid: server.pid, release: 'r0', reloads: 0 });
  });

  it('no running server: exit 1, nothing built', async () => {
    const other = await project();
    // A state file left by a server that is gone (its pid has exited).
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(
      join(other, 'dist', 'server-state.json'),
      JSON.stringify({ ...state(), pid: gone, dist: join(other, 'dist') }),
    );
    const run = await deploy(other, 'build:fail', 'touch nginx-ran');
    expect(run.code).toBe(1);
    expect(run.out).toMatch(
      /No running server found for .*: process \d+ .* is not running.*Nothing built/,
    );
    expect(existsSync(join(other, 'built'))).toBe(false);
    expect(existsSync(join(other, 'nginx-ran'))).toBe(false);
    rmSync(join(other, 'dist', 'server-state.json'));
    expect((await deploy(other, 'build:fail', 'true')).out).toMatch(/does not exist/);
  }, 30_000);

  it.skipIf(process.getuid?.() !== 0)(
    'a server of another user: exit 1, nothing built (the build would leave files it cannot manage)',
    async () => {
      const other = await project();
      const sleeper = spawn('sleep', ['30'], { uid: 65534, gid: 65534 });
      writeFileSync(
        join(other, 'dist', 'server-state.json'),
        JSON.stringify({
          ...state(),
          pid: sleeper.pid,
          processStart: null,
          dist: join(other, 'dist'),
        }),
      );
      const run = await deploy(other, 'build:fail', 'touch nginx-ran');
      sleeper.kill();
      expect(run.code).toBe(1);
      expect(run.out).toContain(`runs as user id 65534, this command as 0`);
      expect(existsSync(join(other, 'built'))).toBe(false);
    },
    30_000,
  );

  it('a failed build: exit 1, nothing signalled, the live release stays current', async () => {
    const run = await deploy(dir, 'build:fail', 'touch nginx-ran');
    expect(run.code).toBe(1);
    expect(run.out).toContain('title: Required');
    expect(run.out).toContain(
      'Build failed (npm run build:fail, exit code 3): nothing was signalled; release r0 is still live.',
    );
    expect(existsSync(join(dir, 'built'))).toBe(true);
    expect(state()).toMatchObject({ release: 'r0', reloads: 0 });
    expect(current(dir)).toBe('r0');
    expect(existsSync(join(dir, 'nginx-ran'))).toBe(false);
  }, 30_000);

  it('the server refuses a broken release: current goes back, nginx is not reloaded', async () => {
    const run = await deploy(dir, 'build:broken', 'touch nginx-ran');
    expect(run.code).toBe(1);
    expect(run.out).toMatch(
      /The server refused release r\d+: .*headers\.json.* It still serves r0, which is current again; nginx was not reloaded/s,
    );
    expect(state()).toMatchObject({ release: 'r0', reloads: 1 });
    expect(current(dir)).toBe('r0');
    expect(existsSync(join(dir, 'nginx-ran'))).toBe(false);
  }, 30_000);

  it('nginx reload fails: exit 1 with its output; the server already serves the new release', async () => {
    const run = await deploy(
      dir,
      'build:ok',
      'echo "nginx: [emerg] unknown directive \\"htp2\\"" >&2; exit 1',
    );
    expect(run.code).toBe(1);
    expect(run.out).toContain('nginx reload failed');
    expect(run.out).toContain('[emerg] unknown directive "htp2"');
    expect(run.out).toContain('nginx still serves the release it read before');
    expect(state()).toMatchObject({ release: current(dir), reloads: 2 });
    expect(current(dir)).not.toBe('r0');
  }, 30_000);

  it('success: build, SIGHUP answered with the new release, then nginx reloaded', async () => {
    const before = current(dir);
    const run = await deploy(dir, 'build:ok', 'touch nginx-ran');
    expect(run.out).toMatch(/release r\d+ is live/);
    expect(run.code).toBe(0);
    expect(current(dir)).not.toBe(before);
    expect(state()).toMatchObject({ pid: server.pid, release: current(dir), reloads: 3 });
    expect(state().lastReload).toMatchObject({ release: current(dir) });
    expect(existsSync(join(dir, 'nginx-ran'))).toBe(true);
    expect(log).toContain(`now serving release`);
  }, 30_000);

  it('the server removes its state file when it stops', async () => {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
    expect(existsSync(join(dir, 'dist', 'server-state.json'))).toBe(false);
  }, 15_000);
});
