import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readlinkSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { inlineScripts, scriptHash } from '../support/csp';
import { run } from './support/processes';
import { freePort } from '../../tools/lib/free-port.cjs';

/**
 * A build next to a running server never makes it answer 404 or 5xx, nor serve a
 * page whose inline scripts are missing from its CSP; SIGHUP moves it to the new release; a
 * failed build leaves the current release serving. Run by `npm run test:e2e:pagination`: a copy of
 * `dist` is served while the 65-post fixture build (the pagination build) is written next to it.
 */
const target = resolve(process.env.SWAP_DIST_DIR ?? '.dist-pagination');
const PAGES: [string, number][] = [
  ['/', 200],
  ['/services', 200],
  ['/de/services/support-monitoring', 200],
  ['/blog', 200],
  ['/fr/blog', 200],
  ['/faq', 200],
  ['/talk-to-expert', 200],
  ['/use-cases', 200],
  ['/de/no-such-page', 404],
  ['/blog/no-such-post', 404],
];

/** Requests the pages in a loop until stopped; records every answer that breaks a rule. */
function poll(base: string) {
  const problems: string[] = [];
  let requests = 0;
  let rounds = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const [path, status] of PAGES) {
        try {
          const res = await fetch(`${base}${path}`);
          const csp = res.headers.get('content-security-policy') ?? '';
          const html = await res.text();
          requests += 1;
          if (res.status !== status) problems.push(`${path}: ${res.status}`);
          for (const script of inlineScripts(html))
            if (!csp.includes(scriptHash(script))) problems.push(`${path}: script not in CSP`);
        } catch (error) {
          problems.push(`${path}: ${(error as Error).message}`);
        }
      }
      // A pause between rounds: requests without one took a core from the build beside them
      // (2.4 min for a 14 s build). With 50 ms the client still used a third of a core (10.6
      // CPU-s in a 30 s test, each answer read and its scripts hashed), CPU the other suites
      // beside it wait for; at 200 ms a round every quarter second still asks each page a
      // hundred times or more during the build and after the SIGHUP.
      await new Promise((resolve) => setTimeout(resolve, 200));
      rounds += 1;
    }
  })();
  return {
    /** Rounds over every page finished so far. */
    rounds: () => rounds,
    stop: async () => {
      running = false;
      await loop;
      return { problems, requests };
    },
  };
}

test('a build next to a running server, SIGHUP, and a failed build', async () => {
  test.setTimeout(20 * 60_000);
  rmSync(target, { recursive: true, force: true });
  execFileSync('cp', ['-r', resolve('dist'), target]);
  const first = readlinkSync(join(target, 'current'));

  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(target, 'server.mjs')], {
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (d: Buffer) => (log += d));
  server.stderr.on('data', (d: Buffer) => (log += d));
  try {
    await expect.poll(() => log, { timeout: 30_000 }).toContain('Site running');
    expect((await fetch(`${base}/blog/page/2`)).status).toBe(404);

    const during = poll(base);
    const build = await run('npm', ['run', 'build'], {
      DIST_DIR: target,
      BLOG_DIR: 'tests/fixtures/blog/many',
    });
    const { problems, requests } = await during.stop();
    console.log(`a build beside the server: ${requests} requests, ${problems.length} failed`);
    expect(build.code, build.output.slice(-2000)).toBe(0);
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(PAGES.length * 5);
    const second = readlinkSync(join(target, 'current'));
    expect(second).not.toBe(first);
    // Still the release it started with until told otherwise.
    expect((await fetch(`${base}/blog/page/2`)).status).toBe(404);

    server.kill('SIGHUP');
    await expect
      .poll(() => log, { timeout: 10_000 })
      .toContain(`now serving release ${resolve(target, second)}`);
    expect((await fetch(`${base}/blog/page/2`)).status).toBe(200);
    // Three whole rounds over every page after the swap, each answered as the new release says.
    const after = poll(base);
    await expect.poll(() => after.rounds(), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    expect((await after.stop()).problems).toEqual([]);

    // A build that fails leaves the current release in place, and no half-written folder.
    const releases = readdirSync(join(target, 'releases')).sort();
    const failed = await run('npm', ['run', 'build'], {
      DIST_DIR: target,
      BLOG_DIR: 'tests/fixtures/blog/invalid',
    });
    expect(failed.code).not.toBe(0);
    expect(failed.output).toContain('The previous release (if any) is still current');
    expect(readlinkSync(join(target, 'current'))).toBe(second);
    expect(readdirSync(join(target, 'releases')).sort()).toEqual(releases);
    expect((await fetch(`${base}/blog/page/2`)).status).toBe(200);
  } finally {
    server.kill();
  }
});
