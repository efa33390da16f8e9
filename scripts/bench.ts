/**
 * `npm run bench`: builds the site into its own folder, runs Lighthouse CI on the key pages
 * (lighthouserc.cjs: production server, mobile preset, median of three runs, the targets as
 * assertions), load-tests a page and a hashed asset with autocannon against our server and Debian's
 * nginx serving the same release with the build's nginx include (same headers), interleaved in
 * 2 s slices, reads the server's memory, prints the figures and writes `bench/report.json`.
 * Options: --skip-build, --no-lighthouse, --no-load, --duration <s> (default 10),
 * --connections <n> (default 50). Needs /usr/bin/chromium and /usr/sbin/nginx.
 * Exit code: 0 every target met, 1 a target missed, 2 the bench could not run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkTargets,
  combineSlices,
  pageFigures,
  rssMb,
  type BenchReport,
  type LhrLike,
  type LoadFigures,
  type Slice,
} from './bench-report';

const { values: opts } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-load': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const distDir = resolve('node_modules/.cache/bench-dist');
const release = join(distDir, 'current');
const children: ChildProcess[] = [];
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill());
process.on('exit', stopAll);
const fail = (message: string): never => {
  console.error(`bench: ${message}`);
  process.exit(2);
};

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DIST_DIR: distDir };
if (!opts['skip-build'] || !existsSync(join(distDir, 'server.mjs'))) {
  console.log(`bench: building into ${distDir}`);
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env }).status !== 0)
    fail('build failed');
}

/** Lighthouse CI over the pages; the figures come from each page's representative run. */
function lighthouse(): BenchReport['pages'] {
  const out = resolve('bench/lhci');
  const run = spawnSync('npx', ['lhci', 'autorun', '--config=lighthouserc.cjs'], {
    stdio: 'inherit',
    env: { ...env, LHCI_DIST: distDir },
  });
  if (!existsSync(join(out, 'manifest.json')))
    fail(`Lighthouse CI wrote no report (exit ${run.status})`);
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
    isRepresentativeRun: boolean;
    jsonPath: string;
  }[];
  return manifest
    .filter((entry) => entry.isRepresentativeRun)
    .map((entry) => pageFigures(JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as LhrLike));
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
    [join(distDir, 'server.mjs')],
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
  const nginxPort = 20000 + Math.floor(Math.random() * 20000);
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

const pages = opts['no-lighthouse'] ? [] : lighthouse();
const { load: loadFigures, server } = opts['no-load']
  ? { load: [], server: { rssMbStart: null, rssMbAfter: null } }
  : await load();
const cpus = os.cpus();
const partial: Omit<BenchReport, 'targets'> = {
  generatedAt: new Date().toISOString(),
  machine: `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, Node ${process.version}`,
  pages,
  load: loadFigures,
  server,
};
const report: BenchReport = { ...partial, targets: checkTargets(partial) };
mkdirSync('bench', { recursive: true });
writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);

console.log(
  '\nPage                                 Perf A11y  BP SEO   LCP ms  TBT ms    CLS   KB',
);
for (const p of pages) {
  console.log(
    `${p.path.padEnd(36)} ${String(p.scores.performance).padStart(4)} ${String(p.scores.accessibility).padStart(4)} ${String(p.scores.bestPractices).padStart(3)} ${String(p.scores.seo).padStart(3)} ${String(p.lcpMs).padStart(8)} ${String(p.tbtMs).padStart(7)} ${p.cls.toFixed(3).padStart(6)} ${(p.bytes / 1024).toFixed(1).padStart(5)}`,
  );
}
for (const l of loadFigures) {
  console.log(
    `${l.target}: ${l.rps} req/s, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, ${l.errors} errors, ${l.ratioToNginx ?? '-'} of nginx`,
  );
}
console.log(
  `server RSS: ${server.rssMbStart ?? '-'} MB after start, ${server.rssMbAfter ?? '-'} MB after the load`,
);
const missed = report.targets.filter((t) => !t.pass);
console.log(
  `\n${report.targets.length - missed.length}/${report.targets.length} targets met${missed.length ? `; missed: ${missed.map((t) => `${t.name} ${t.actual} (${t.limit})`).join('; ')}` : ''}. bench/report.json written.`,
);
process.exit(missed.length ? 1 : 0);
