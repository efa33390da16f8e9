/**
 * `npm run bench`: builds the site into its own folder, runs Lighthouse CI on the key pages
 * (lighthouserc.cjs: production server, mobile preset, median of three runs, the targets as
 * assertions) twice in the same run, as visitors see them and with reduced motion, and reports
 * what motion costs (their TBT and main-thread work side by side, at most 10 % more) and
 * Lighthouse's main-thread breakdown of every page beside its scores, with the host's floor
 * measured among them (a page of one heading and one paragraph on the same server), load-tests a page and a hashed asset with autocannon against our server and Debian's
 * nginx serving the same release with the build's nginx include (same headers), interleaved in
 * 2 s slices, reads the server's memory, prints the figures and writes `bench/report.json` with
 * when, on which commit, Node and machine, and at which load average they were measured.
 * Every server listens on a free loopback port. A run measures or fails: the previous
 * report and Lighthouse output are removed first, and the figures come only from reports this run
 * wrote (tools/bench-lighthouse.ts).
 * Then the live agent's chat on /work as a phone visitor meets it, on a second build made with
 * `AGENT_WEBHOOK_URL` set (tools/bench-agent.ts): tap to panel, tap to a usable chat, and the
 * interactions of typing and sending (measured and reported, no target).
 * Options: --skip-build, --no-lighthouse, --no-load, --no-agent, --duration <s> (default 10),
 * --connections <n> (default 50). Needs /usr/bin/chromium and /usr/sbin/nginx.
 * Environment (for the tests): BENCH_DIST the build folder (default
 * node_modules/.cache/bench-dist), BENCH_AGENT_DIST the chat's build folder (default BENCH_DIST
 * with `-agent` appended; with --skip-build and no build there, the chat is not measured), BENCH_OUT the report folder (default bench; Lighthouse's in
 * its lhci/), BENCH_LHCI Lighthouse CI's CLI script (default @lhci/cli's), LHCI_PORT and
 * LHCI_PAGES as in lighthouserc.cjs.
 * Exit code: 0 every target met, 1 a target missed (figures written), 2 nothing measured or the
 * bench could not run (no report; the cause on stderr).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AgentFigures } from './bench-agent';
import { NotMeasured, runLighthouse } from './bench-lighthouse';
import { chromiumLaunchOptions } from './lib/browser';
import { freePort } from './lib/free-port.cjs';
import { SERVER_NODE_FLAGS } from '../server/release/node-flags';
import {
  TARGETS,
  checkTargets,
  combineSlices,
  motionCosts,
  rssMb,
  type BenchReport,
  type LoadFigures,
  type Slice,
} from './bench-report';

const { values: opts } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-load': { type: 'boolean', default: false },
    'no-agent': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const root = resolve(import.meta.dirname, '..');
const distDir = resolve(process.env.BENCH_DIST || 'node_modules/.cache/bench-dist');
const outDir = resolve(process.env.BENCH_OUT || 'bench');
const reportPath = join(outDir, 'report.json');
// The live agent's chat is measured on a build of its own, made with AGENT_WEBHOOK_URL set.
const agentDist = resolve(process.env.BENCH_AGENT_DIST || `${distDir}-agent`);
const release = join(distDir, 'current');
const children: ChildProcess[] = [];
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill());
process.on('exit', stopAll);
const fail = (message: string): never => {
  // Exit 1 as for a missed target; what tells them apart is the missing report and this line.
  console.error(`bench: ${message}\nbench: nothing measured, no report written.`);
  process.exit(1);
};

// What the report says about the run, taken before the build adds its own load.
const startedAt = new Date();
const loadAverage = os.loadavg().map((n) => Math.round(n * 100) / 100);
const git = (...args: string[]) => {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
};
const commit = git('rev-parse', 'HEAD');
const status = commit ? git('status', '--porcelain') : null;
// A report from an earlier run must not outlive a run that measures nothing.
rmSync(reportPath, { force: true });

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DIST_DIR: distDir };
// Compressed as the live site is (brotli 11): the figures are the live site's.
const build = ['run', 'build', '--', '--live-compression'];
const pagesMeasured = !opts['no-lighthouse'] || !opts['no-load'];
if (pagesMeasured && (!opts['skip-build'] || !existsSync(join(distDir, 'server.mjs')))) {
  console.log(`bench: building into ${distDir}`);
  if (spawnSync('npm', build, { stdio: 'inherit', env }).status !== 0) fail('build failed');
}
// With --skip-build and no chat build, the chat is not measured (said in the output).
const agentMeasured =
  !opts['no-agent'] && (!opts['skip-build'] || existsSync(join(agentDist, 'server.mjs')));
if (agentMeasured && !opts['skip-build']) {
  console.log(`bench: building the site with the live agent into ${agentDist}`);
  const agentEnv = {
    ...env,
    DIST_DIR: agentDist,
    AGENT_WEBHOOK_URL: 'https://n8n.invalid/webhook/bench/chat',
  };
  if (spawnSync('npm', build, { stdio: 'inherit', env: agentEnv }).status !== 0) {
    fail('build with AGENT_WEBHOOK_URL failed');
  }
}

/** Where the host's floor page is served (written into the bench's build, never a real one). */
const FLOOR_PATH = '/bench-floor';
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title>' +
  '<meta name="description" content="The host floor of npm run bench"></head>' +
  '<body><main><h1>The host floor</h1><p>One heading and one paragraph: what this browser on ' +
  'this machine costs a page before the page does anything.</p></main></body></html>\n';

/** Writes the floor page into the bench's release (its server lists its files when it starts). */
function writeFloorPage(): void {
  const folder = join(release, 'client', FLOOR_PATH.slice(1));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), FLOOR_HTML);
}

/**
 * Lighthouse CI over the pages on a free port; the figures of this run's reports only. `reduced`:
 * as a visitor who asked for reduced motion sees them (reports in lhci-reduced-motion/). The run
 * as visitors see the pages measures the host's floor page last, in the same interleaving.
 */
async function lighthouse(
  reduced = false,
): Promise<{ pages: BenchReport['pages']; floor: BenchReport['floor'] }> {
  const config = join(root, 'lighthouserc.cjs');
  // The pages as Lighthouse CI will read them, with this run's port.
  process.env.LHCI_PORT ||= String(freePort());
  const lhciEnv: NodeJS.ProcessEnv = {
    ...env,
    LHCI_DIST: distDir,
    LHCI_PORT: process.env.LHCI_PORT,
    LHCI_REDUCED_MOTION: reduced ? '1' : '',
  };
  // A copy: the configuration module is loaded once, and the floor joins only this run's list.
  const urls = [
    ...(createRequire(import.meta.url)(config) as { ci: { collect: { url: string[] } } }).ci.collect
      .url,
  ];
  const floorUrl = reduced ? null : new URL(FLOOR_PATH, urls[0]).href;
  if (floorUrl) {
    urls.push(floorUrl);
    lhciEnv.LHCI_PAGES = urls.map((url) => new URL(url).pathname).join(',');
  }
  const { pages, exitCode } = await runLighthouse({
    cli: resolve(process.env.BENCH_LHCI || join(root, 'node_modules/@lhci/cli/src/cli.js')),
    config,
    outDir: join(outDir, reduced ? 'lhci-reduced-motion' : 'lhci'),
    env: lhciEnv,
    urls,
  });
  if (exitCode !== 0) {
    console.log(
      `bench: Lighthouse CI exited ${exitCode} (assertions above); the targets below are the bench's.`,
    );
  }
  return floorUrl ? { pages: pages.slice(0, -1), floor: pages.at(-1)! } : { pages, floor: null };
}

/** Starts a process and waits for `ready` in its output. */
function start(command: string, args: string[], ready: RegExp, extra: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise<{ child: ChildProcess; match: RegExpExecArray }>((done, reject) => {
    const onData = (data: Buffer) => {
      output += data;
      const match = ready.exec(output);
      if (match) done({ child, match });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}):\n${output}`)));
  });
}

type Autocannon = (o: Record<string, unknown>) => Promise<Slice & { duration: number }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

async function load(): Promise<{ load: LoadFigures[]; server: BenchReport['server'] }> {
  const ours = await start(
    process.execPath,
    [...SERVER_NODE_FLAGS, join(distDir, 'server.mjs')],
    /Site running at (http:\/\/\S+)/,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      API_RATE_LIMIT: '1000000',
    },
  );
  const base = ours.match[1]!;
  const memory = () => rssMb(readFileSync(`/proc/${ours.child.pid}/status`, 'utf8'));
  const rssMbStart = memory();

  const temp = mkdtempSync(join(os.tmpdir(), 'bench-nginx-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(temp, dir));
  const nginxPort = freePort();
  writeFileSync(
    join(temp, 'nginx.conf'),
    `daemon off; master_process on; worker_processes 1; pid ${temp}/nginx.pid;
error_log ${temp}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000;
  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi; uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;
  upstream site_api { server ${new URL(base).host}; }
  server { listen 127.0.0.1:${nginxPort}; root ${release}/client; include ${release}/nginx.conf; }
}
`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-c', join(temp, 'nginx.conf'), '-p', temp], {
    stdio: 'inherit',
  });
  children.push(nginx);
  await new Promise((r) => setTimeout(r, 500));
  if (nginx.exitCode !== null) fail('nginx did not start');

  const asset = readdirSync(join(release, 'client/_astro')).find((f) => f.endsWith('.js'));
  const targets = [
    { name: 'page /services', path: '/services' },
    ...(asset ? [{ name: `asset /_astro/${asset}`, path: `/_astro/${asset}` }] : []),
  ];
  const duration = Number(opts.duration);
  const connections = Number(opts.connections);
  const headers = { 'accept-encoding': 'gzip' };
  const figures: LoadFigures[] = [];
  for (const target of targets) {
    const urls = { ours: base + target.path, nginx: `http://127.0.0.1:${nginxPort}${target.path}` };
    const slices: Record<'ours' | 'nginx', Slice[]> = { ours: [], nginx: [] };
    for (const server of ['ours', 'nginx'] as const) {
      await autocannon({ url: urls[server], connections, duration: 1, headers }); // warm-up
    }
    for (let t = 0; t < duration; t += 2) {
      for (const server of ['ours', 'nginx'] as const) {
        slices[server].push(
          await autocannon({ url: urls[server], connections, duration: 2, headers }),
        );
      }
    }
    const mine = combineSlices(slices.ours);
    const theirs = combineSlices(slices.nginx);
    figures.push({
      target: target.name,
      ...mine,
      ratioToNginx: theirs.rps ? Math.round((mine.rps / theirs.rps) * 100) / 100 : null,
    });
    console.log(
      `load ${target.name}: ours ${mine.rps} req/s (p99 ${mine.p99Ms} ms), nginx ${theirs.rps} req/s (p99 ${theirs.p99Ms} ms)`,
    );
  }
  const server = { rssMbStart, rssMbAfter: memory() };
  stopAll();
  return { load: figures, server };
}

const measuredAt = new Date().toISOString();
let pages: BenchReport['pages'] = [];
let reducedMotion: BenchReport['reducedMotion'] = [];
let floor: BenchReport['floor'] = null;
let agent: AgentFigures | null = null;
let measured: Awaited<ReturnType<typeof load>> = {
  load: [],
  server: { rssMbStart: null, rssMbAfter: null },
};
try {
  if (!opts['no-lighthouse']) {
    // The same pages twice in this run: as visitors see them, then with reduced motion, so the
    // ratio of the two is what motion costs on this machine at this load.
    writeFloorPage();
    ({ pages, floor } = await lighthouse());
    reducedMotion = (await lighthouse(true)).pages;
  }
  if (!opts['no-load']) measured = await load();
  // Loaded only here: Playwright takes seconds to import, which a run without the chat skips.
  if (agentMeasured) agent = await (await import('./bench-agent')).measureAgent(agentDist);
  else if (!opts['no-agent']) console.log(`bench: chat not measured: no build in ${agentDist}`);
} catch (error) {
  fail(error instanceof NotMeasured ? error.message : String(error));
}
const { load: loadFigures, server } = measured;
const cpus = os.cpus();
// Lighthouse's figures depend on the browser's build as much as on the site: say which measured.
const browserVersion = spawnSync(chromiumLaunchOptions.executablePath, ['--version'], {
  encoding: 'utf8',
});
const partial: Omit<BenchReport, 'targets'> = {
  startedAt: startedAt.toISOString(),
  measuredAt,
  generatedAt: new Date().toISOString(),
  commit,
  uncommittedChanges: status === null ? null : status !== '',
  node: process.version,
  machine: `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
  browser: browserVersion.status === 0 ? browserVersion.stdout.trim() || null : null,
  loadAverageAtStart: loadAverage,
  pages,
  reducedMotion,
  floor,
  motion: motionCosts(pages, reducedMotion),
  load: loadFigures,
  server,
  agent,
};
const report: BenchReport = { ...partial, targets: checkTargets(partial) };
mkdirSync(outDir, { recursive: true });
writeFileSync(`${reportPath}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
renameSync(`${reportPath}.tmp`, reportPath);

console.log(
  '\nPage                                 Perf A11y  BP SEO   LCP ms  TBT ms    CLS   KB  main thread ms',
);
const breakdown = (p: BenchReport['pages'][number]) =>
  `${p.mainThread.totalMs} (${p.mainThread.groups.map((g) => `${g.label} ${g.ms}`).join(', ')})`;
/** One row of the table: the page's path with `label`, its scores, figures and breakdown. */
const row = (p: BenchReport['pages'][number], label: string) =>
  `${(p.path + label).padEnd(36)} ${String(p.scores.performance).padStart(4)} ${String(p.scores.accessibility).padStart(4)} ${String(p.scores.bestPractices).padStart(3)} ${String(p.scores.seo).padStart(3)} ${String(p.lcpMs).padStart(8)} ${String(p.tbtMs).padStart(7)} ${p.cls.toFixed(3).padStart(6)} ${(p.bytes / 1024).toFixed(1).padStart(5)}  ${breakdown(p)}`;
for (const [label, list] of [
  ['', pages],
  [' (reduced motion)', reducedMotion],
] as const) {
  for (const p of list) console.log(row(p, label));
}
if (floor) {
  console.log(row(floor, ' (host floor)'));
  console.log(
    `host floor: a page of one heading and one paragraph blocks ${floor.tbtMs} ms and paints at ${floor.lcpMs} ms here` +
      (floor.tbtMs > TARGETS.tbtMs
        ? ` (above the ${TARGETS.tbtMs} ms TBT target: this host cannot show that target)`
        : ''),
  );
}
for (const m of report.motion) {
  const r = (n: number | null) => (n === null ? '-' : n.toFixed(2));
  console.log(
    `motion ${m.path}: TBT ${m.tbtMs.motion} / ${m.tbtMs.reduced} ms (${r(m.tbtMs.ratio)}), main thread ${m.mainThreadMs.motion} / ${m.mainThreadMs.reduced} ms (${r(m.mainThreadMs.ratio)})`,
  );
}
for (const l of loadFigures) {
  console.log(
    `${l.target}: ${l.rps} req/s, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, ${l.errors} errors, ${l.ratioToNginx ?? '-'} of nginx`,
  );
}
if (agent) {
  const m = agent.median;
  console.log(
    `chat on /work (${agent.profile}; median of ${agent.runs.length}): tap to panel ${m.openInteractionMs} ms, tap to usable ${m.tapToUsableMs} ms; INP typing ${m.typingInteractionMs} ms, sending ${m.sendInteractionMs} ms`,
  );
}
console.log(
  `server RSS: ${server.rssMbStart ?? '-'} MB after start, ${server.rssMbAfter ?? '-'} MB after the load`,
);
const missed = report.targets.filter((t) => !t.pass);
console.log(
  `\n${report.targets.length - missed.length}/${report.targets.length} targets met${missed.length ? `; missed: ${missed.map((t) => `${t.name} ${t.actual} (${t.limit})`).join('; ')}` : ''}. ${relative(process.cwd(), reportPath)} written (measured ${measuredAt}, commit ${commit?.slice(0, 7) ?? 'unknown'}, load average ${loadAverage.join(' ')} at start).`,
);
process.exit(missed.length ? 1 : 0);
