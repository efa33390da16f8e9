/**
 * `npm run bench` (`tsx scripts/bench.ts`): builds the site into its own folder, starts the
 * production server (`node <dist>/server.mjs`) on a free loopback port, runs Lighthouse (mobile
 * preset) three times per page in Debian's Chromium, load-tests a page, a hashed asset and a cached
 * `/api/translate` call with autocannon against our server and against Debian's nginx serving the
 * same `dist/client`, reads the server's resident memory, stops everything it started (also on
 * failure), prints a table and writes `bench/report.json` (git-ignored) and `bench/report.md`.
 *
 * Options (flags or env):
 *   --skip-build           reuse the build in the bench folder (BENCH_SKIP_BUILD=1)
 *   --dist <dir>           build folder, must be inside the project so node_modules resolve
 *                          (BENCH_DIST_DIR; default node_modules/.cache/bench-dist)
 *   --runs <n>             Lighthouse runs per page (default 3)
 *   --pages /,/faq         only these pages
 *   --duration <s>         seconds per load target (default 10); --connections <n> (default 50)
 *   --no-lighthouse, --no-load   skip a phase (the report says so)
 *   --save-lhr <dir>       keep the raw Lighthouse results (BENCH_SAVE_LHR)
 *   --nginx-workers <n|auto>   nginx worker processes (BENCH_NGINX_WORKERS; default 1)
 *   BENCH_EXTRA_CHROME_FLAGS="--force-prefers-reduced-motion"   extra Chromium flags, for diagnosis
 * Only a complete run with the standard settings rewrites bench/report.md (committed); every run
 * writes bench/report.json.
 * Exit code: 0 all targets pass, 1 a target fails, 2 the bench itself could not run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import type { EventEmitter } from 'node:events';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  allChecks,
  consoleReport,
  failedPage,
  findHashedAsset,
  combineSlices,
  loadResult,
  markdownReport,
  nginxConfig,
  parseVmRssKb,
  runMetrics,
  serverMemory,
  summarizePage,
  type BenchReport,
  type LhrLike,
  type LoadFigures,
  type LoadResult,
  type LoadSlice,
  type Machine,
  type PageResult,
  type RunMetrics,
} from './bench-lib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench');

// ---------------------------------------------------------------------------------------------
// options

const argv = process.argv.slice(2);
const flag = (name: string, env?: string) =>
  argv.includes(`--${name}`) || (env ? process.env[env] === '1' : false);
const option = (name: string, env: string | undefined, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  if (i >= 0 && argv[i + 1]) return argv[i + 1]!;
  return (env && process.env[env]) || fallback;
};

/** Pages of issue 7 (one blog post: the guide). */
const DEFAULT_PAGES = [
  '/',
  '/de',
  '/services/n8n-workflow-automation',
  '/use-cases',
  '/work',
  '/blog',
  '/blog/what-is-n8n-guide',
  '/faq',
  '/talk-to-expert',
];

const opts = {
  skipBuild: flag('skip-build', 'BENCH_SKIP_BUILD'),
  distDir: resolve(root, option('dist', 'BENCH_DIST_DIR', 'node_modules/.cache/bench-dist')),
  runs: Math.max(1, Number(option('runs', 'BENCH_RUNS', '3'))),
  pages: option('pages', 'BENCH_PAGES', DEFAULT_PAGES.join(','))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean),
  duration: Number(option('duration', 'BENCH_DURATION', '10')),
  connections: Number(option('connections', 'BENCH_CONNECTIONS', '50')),
  lighthouse: !flag('no-lighthouse'),
  load: !flag('no-load'),
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  nginx: process.env.BENCH_NGINX ?? '/usr/sbin/nginx',
  /** One worker, like our one Node process (BENCH_NGINX_WORKERS=auto for Debian's default). */
  nginxWorkers: option('nginx-workers', 'BENCH_NGINX_WORKERS', '1'),
  /** Diagnostics only, e.g. `--force-prefers-reduced-motion` (the report names them). */
  extraChromeFlags: (process.env.BENCH_EXTRA_CHROME_FLAGS ?? '').split(' ').filter(Boolean),
  loadPage: '/services',
  /** Keep every raw Lighthouse result (JSON, opens in the Lighthouse viewer) in this folder. */
  saveLhr: option('save-lhr', 'BENCH_SAVE_LHR', '')
    ? resolve(option('save-lhr', 'BENCH_SAVE_LHR', ''))
    : null,
  deadlineMs: 15 * 60_000,
};

for (const [name, value] of Object.entries({
  runs: opts.runs,
  duration: opts.duration,
  connections: opts.connections,
})) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`bench: --${name} must be a positive whole number`);
    process.exit(2);
  }
}

// ---------------------------------------------------------------------------------------------
// child processes: every one is registered and stopped on exit, failure, signal or deadline

interface Child {
  name: string;
  proc: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** Its output so far (stdout and stderr). */
  output: () => string;
}
const children = new Set<Child>();
let chrome: chromeLauncher.LaunchedChrome | null = null;
const tempDirs: string[] = [];

/** Spawns a process in its own process group (stopped as a group), output kept in `logFile`. */
function startChild(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): Child {
  const proc = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const chunks: Buffer[] = [];
  proc.stdout?.on('data', (c: Buffer) => chunks.push(c));
  proc.stderr?.on('data', (c: Buffer) => chunks.push(c));
  proc.on('close', () => writeFileSync(logFile, Buffer.concat(chunks)));
  const exited = new Promise<void>((r) => {
    proc.on('exit', () => r());
    proc.on('error', () => r());
  });
  const output = () => Buffer.concat(chunks).toString('utf8');
  const child: Child = { name, proc, exited, output };
  children.add(child);
  void exited.then(() => children.delete(child));
  return child;
}

const running = (child: Child) => child.proc.exitCode === null && child.proc.signalCode === null;

function signalChild(child: Child, signal: NodeJS.Signals) {
  const pid = child.proc.pid;
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** SIGTERM to the process group, SIGKILL after `timeoutMs`. */
async function stopChild(child: Child, timeoutMs = 5000): Promise<void> {
  if (running(child)) {
    signalChild(child, 'SIGTERM');
    const timeout = (ms: number) =>
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms).unref());
    if ((await Promise.race([child.exited, timeout(timeoutMs)])) === 'timeout') {
      signalChild(child, 'SIGKILL');
      await Promise.race([child.exited, timeout(2000)]);
    }
  }
  children.delete(child);
}

function killChrome() {
  if (!chrome) return;
  try {
    chrome.kill();
  } catch {
    /* already gone */
  }
  chrome = null;
}

let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    killChrome();
    await Promise.all([...children].map((c) => stopChild(c)));
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

// Last resort when the process exits without cleanup (uncaught error, process.exit).
process.on('exit', () => {
  killChrome();
  for (const c of children) signalChild(c, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping everything it started`);
    void cleanup().then(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// helpers

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() =>
        typeof addr === 'object' && addr ? res(addr.port) : rej(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (!running(child))
      throw new Error(`${child.name} exited (${child.proc.exitCode ?? child.proc.signalCode})`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** The last lines a child printed, for error messages. */
function lastLines(child: Child, lines = 15): string {
  const text = child.output().trim();
  return text ? `\n${child.name} output:\n${text.split('\n').slice(-lines).join('\n')}` : '';
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<number> {
  const child = startChild('build', command, args, env, logFile);
  return new Promise((res) => child.proc.on('close', (code) => res(code ?? 1)));
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function rssKb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    return parseVmRssKb(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return null;
  }
}

/** Last line a `--version`-style command prints (stdout or stderr). */
function version(command: string, args: string[]): string | null {
  if (!existsSync(command)) return null;
  const r = spawnSync(command, args, { encoding: 'utf8', timeout: 10_000 });
  const text = `${r.stdout ?? ''}\n${r.stderr ?? ''}`
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.includes('unexpected operator'));
  return text.at(-1) ?? null;
}

function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()}`,
    node: process.versions.node,
    chromium: version(opts.chromium, ['--version']),
    nginx: version(opts.nginx, ['-v'])?.replace(/^nginx version:\s*/, '') ?? null,
  };
}

const elapsed = (since: number) => (Date.now() - since) / 1000;

// ---------------------------------------------------------------------------------------------
// Lighthouse

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // No network on this machine: make every other host fail at DNS, at once.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  chrome = await chromeLauncher.launch({
    chromePath: opts.chromium,
    chromeFlags: [...CHROME_FLAGS, ...opts.extraChromeFlags],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  return chrome;
}

async function lighthouseRun(url: string): Promise<RunMetrics> {
  const browser = chrome ?? (await launchChrome());
  const result = await lighthouse(url, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    maxWaitForLoad: 30_000,
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error('Lighthouse returned no result');
  if (opts.saveLhr) {
    mkdirSync(opts.saveLhr, { recursive: true });
    const name = `${new URL(url).pathname.replace(/[^\w]+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(join(opts.saveLhr, name), JSON.stringify(result.lhr));
  }
  return runMetrics(result.lhr as unknown as LhrLike);
}

async function measurePage(base: string, path: string): Promise<PageResult> {
  const url = `${base}${path}`;
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    if (res.status !== 200) {
      const where = res.headers.get('location');
      return failedPage(
        path,
        url,
        res.status === 404
          ? 'HTTP 404: page not in the build (yet)'
          : `HTTP ${res.status}${where ? ` -> ${where}` : ''}`,
      );
    }
  } catch (error) {
    return failedPage(path, url, `request failed: ${(error as Error).message}`);
  }
  const runs: RunMetrics[] = [];
  const errors: string[] = [];
  // A run that fails (Lighthouse's own trace errors happen on a busy machine) is retried once.
  for (let i = 0, retries = 0; i < opts.runs; i += 1) {
    const t = Date.now();
    try {
      runs.push(await lighthouseRun(url));
      const r = runs.at(-1)!;
      console.log(
        `  ${path} run ${i + 1}/${opts.runs}: perf ${r.scores.performance} a11y ${r.scores.accessibility} bp ${r.scores.bestPractices} seo ${r.scores.seo} LCP ${Math.round(r.lcpMs ?? 0)} ms TBT ${Math.round(r.tbtMs ?? 0)} ms CLS ${(r.cls ?? 0).toFixed(3)} (${elapsed(t).toFixed(0)} s)`,
      );
    } catch (error) {
      const message = (error as Error).message.split('\n')[0] ?? 'error';
      errors.push(message);
      console.log(`  ${path} run ${i + 1}/${opts.runs}: ERROR ${message}`);
      // A broken browser is relaunched for the next run.
      killChrome();
      if (retries < 1) {
        retries += 1;
        i -= 1;
      }
    }
  }
  if (runs.length === 0)
    return failedPage(path, url, `Lighthouse failed: ${errors[0] ?? 'unknown error'}`);
  return summarizePage(path, url, runs);
}

// ---------------------------------------------------------------------------------------------
// load

interface AutocannonResult {
  requests: { total: number };
  duration: number;
  /** connection errors, timeouts included */
  errors: number;
  non2xx: number;
}
type Autocannon = (
  o: {
    url: string;
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
  },
  done: (error: Error | null, result: AutocannonResult) => void,
) => EventEmitter;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface LoadRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** One autocannon run, with the latency of every 2xx response. */
function loadSlice(req: LoadRequest, seconds: number): Promise<LoadSlice> {
  return new Promise((resolvePromise, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { ...req, connections: opts.connections, duration: seconds, timeout: 10 },
      (error, r) =>
        error
          ? reject(error)
          : resolvePromise({
              requests: r.requests.total,
              seconds: r.duration,
              errors: r.errors,
              non2xx: r.non2xx,
              latencies,
            }),
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
}

/**
 * Load on one or more servers (ours, then nginx) for `opts.duration` seconds each, interleaved in
 * 2-second slices (ours, nginx, ours, ...) after a 1-second warm-up each, so that other work on a
 * shared machine hits both alike.
 */
async function measureLoad(requests: LoadRequest[]): Promise<(LoadFigures | { error: string })[]> {
  try {
    for (const req of requests) await loadSlice(req, 1);
    const sliceSeconds = Math.min(2, opts.duration);
    const rounds = Math.max(1, Math.round(opts.duration / sliceSeconds));
    const slices: LoadSlice[][] = requests.map(() => []);
    for (let i = 0; i < rounds; i += 1) {
      for (const [k, req] of requests.entries())
        slices[k]!.push(await loadSlice(req, sliceSeconds));
    }
    return slices.map((s) => combineSlices(s));
  } catch (error) {
    return requests.map(() => ({ error: (error as Error).message }));
  }
}

/** Checks one response before a load target, so a broken target becomes a failed row, not noise. */
async function probe(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<{ ok: true; encoding: string | null; bytes: number } | { ok: false; error: string }> {
  try {
    const res = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    const buf = Buffer.from(await res.arrayBuffer());
    if (res.status < 200 || res.status > 299) {
      return {
        ok: false,
        error: `HTTP ${res.status}${buf.length ? `: ${buf.toString('utf8').slice(0, 120)}` : ''}`,
      };
    }
    return { ok: true, encoding: res.headers.get('content-encoding'), bytes: buf.length };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** A built `/_astro/*.js` (else `.css`) of at least 1 KB, when the load page references none. */
function anyHashedAsset(clientDir: string): string | null {
  try {
    const files = readdirSync(join(clientDir, '_astro')).filter((f) => /\.(js|css)$/.test(f));
    const big = files.filter((f) => statSync(join(clientDir, '_astro', f)).size >= 1024);
    const pick = big.find((f) => f.endsWith('.js')) ?? big[0] ?? files[0];
    return pick ? `/_astro/${pick}` : null;
  } catch {
    return null;
  }
}

function brotliModule(): string | null {
  const candidates = [
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
  ];
  return candidates.find((p) => existsSync(p)) ?? null;
}

async function startNginx(
  clientDir: string,
): Promise<{ child: Child; base: string } | { error: string }> {
  if (!existsSync(opts.nginx))
    return { error: `nginx not found at ${opts.nginx} (apt-get install -y nginx)` };
  const prefix = mkdtempSync(join(os.tmpdir(), 'bench-nginx-'));
  tempDirs.push(prefix);
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, d));
  const port = await freePort();
  const conf = join(prefix, 'nginx.conf');
  const workers = opts.nginxWorkers === 'auto' ? 'auto' : Number(opts.nginxWorkers) || 1;
  const config = nginxConfig({
    port,
    root: clientDir,
    prefix,
    workers: workers === 'auto' ? os.cpus().length : workers,
    brotliModule: brotliModule(),
    mimeTypes: existsSync('/etc/nginx/mime.types')
      ? '/etc/nginx/mime.types'
      : join(dirname(opts.nginx), 'mime.types'),
  });
  writeFileSync(conf, config);
  const child = startChild(
    'nginx',
    opts.nginx,
    ['-p', `${prefix}/`, '-c', conf, '-e', join(prefix, 'error.log')],
    {},
    join(prefix, 'stdout.log'),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/`, child, 10_000);
  } catch (error) {
    const log = tail(join(prefix, 'error.log'), 5);
    await stopChild(child);
    return { error: `${(error as Error).message}${log ? `: ${log}` : ''}` };
  }
  return { child, base };
}

// ---------------------------------------------------------------------------------------------
// main

async function main(): Promise<number> {
  const started = Date.now();
  const loadAvgStart = os.loadavg()[0]!;
  const durations: Record<string, number> = {};
  const notes: string[] = [];
  const logDir = mkdtempSync(join(os.tmpdir(), 'bench-logs-'));
  tempDirs.push(logDir); // kept only when the build fails

  // 1. build
  const tBuild = Date.now();
  if (opts.skipBuild) {
    notes.push(`Build reused from ${opts.distDir} (--skip-build).`);
  } else {
    console.log(`bench: building into ${opts.distDir} ...`);
    const buildLog = join(logDir, 'build.log');
    const code = await run(
      'npm',
      ['run', 'build'],
      { DIST_DIR: opts.distDir, ASTRO_TELEMETRY_DISABLED: '1' },
      buildLog,
    );
    if (code !== 0) {
      console.error(
        `bench: build failed (exit ${code}); last lines of ${buildLog}:\n${tail(buildLog)}`,
      );
      tempDirs.splice(tempDirs.indexOf(logDir), 1);
      return 2;
    }
    durations.build = elapsed(tBuild);
    console.log(`bench: built in ${durations.build.toFixed(0)} s`);
  }
  const clientDir = join(opts.distDir, 'client');
  const serverEntry = join(opts.distDir, 'server.mjs');
  if (!existsSync(serverEntry) || !existsSync(clientDir)) {
    console.error(`bench: no build at ${opts.distDir} (run without --skip-build)`);
    return 2;
  }

  // 2. server (node itself, not a wrapper, so its pid is the server's)
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startChild(
    'server',
    process.execPath,
    [serverEntry],
    {
      DIST_DIR: opts.distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_RATE_LIMIT: '1000000',
      NODE_ENV: 'production',
    },
    join(logDir, 'server.log'),
  );
  try {
    await waitForHttp(`${base}/robots.txt`, server, 30_000);
  } catch (error) {
    await sleep(200);
    throw new Error(`${(error as Error).message}${lastLines(server)}`);
  }
  await sleep(1000);
  const rssStart = rssKb(server.proc.pid);
  console.log(
    `bench: server pid ${server.proc.pid} on ${base}, RSS ${((rssStart ?? 0) / 1024).toFixed(1)} MB`,
  );

  // 3. Lighthouse
  const tLh = Date.now();
  let pages: PageResult[] = [];
  if (opts.lighthouse) {
    console.log(`bench: Lighthouse, ${opts.runs} run(s) per page on ${opts.pages.length} page(s)`);
    for (const path of opts.pages) {
      const page = await measurePage(base, path);
      if (page.error) console.log(`  ${path}: FAILED ${page.error}`);
      pages.push(page);
    }
    killChrome();
    durations.lighthouse = elapsed(tLh);
  } else {
    notes.push('Lighthouse skipped (--no-lighthouse).');
    pages = [];
  }

  // 4. load
  const loadRows: LoadResult[] = [];
  const tLoad = Date.now();
  if (opts.load) {
    const pageHtml = await fetch(`${base}${opts.loadPage}`)
      .then((r) => r.text())
      .catch(() => '');
    const asset = findHashedAsset(pageHtml) ?? anyHashedAsset(clientDir);
    const nginx = await startNginx(clientDir);
    const brotli = brotliModule() !== null;
    const encoding = brotli ? 'br' : 'gzip';
    const headers = { 'accept-encoding': encoding };
    notes.push(
      brotli
        ? 'Load: both servers send the precompressed brotli files (Accept-Encoding: br); nginx has brotli_static.'
        : 'Load: nginx has no brotli module here (apt package libnginx-mod-http-brotli-static not installed), so both servers are measured with gzip (Accept-Encoding: gzip, gzip_static on for nginx); browsers would get brotli from our server.',
      `Load: ${opts.connections} connections for ${opts.duration} s per target and server after a 1 s warm-up, ours and nginx interleaved in 2 s slices, autocannon in the bench process on the same machine; nginx ${
        opts.nginxWorkers === 'auto'
          ? `with worker_processes auto (${os.cpus().length})`
          : `with ${opts.nginxWorkers} worker process (like our one Node process)`
      }, same files, same URLs. Server rate limit raised for the bench (API_RATE_LIMIT=1000000).`,
    );
    if ('error' in nginx) console.log(`bench: nginx not available: ${nginx.error}`);

    const targets: { target: string; kind: 'page' | 'asset'; path: string | null }[] = [
      { target: `page ${opts.loadPage}`, kind: 'page', path: opts.loadPage },
      { target: asset ? `asset ${asset}` : 'asset (none found)', kind: 'asset', path: asset },
    ];
    for (const t of targets) {
      if (!t.path) {
        loadRows.push(
          loadResult(
            t.target,
            t.kind,
            { error: `no /_astro/*.js or .css referenced by ${opts.loadPage}` },
            null,
          ),
        );
        continue;
      }
      console.log(`bench: load ${t.target} (ours${'error' in nginx ? '' : ', nginx'})`);
      const get = (server: string): LoadRequest => ({
        url: `${server}${t.path}`,
        method: 'GET',
        headers,
      });
      const check = await probe(`${base}${t.path}`, headers);
      const refCheck: Awaited<ReturnType<typeof probe>> =
        'error' in nginx
          ? { ok: false, error: nginx.error }
          : await probe(`${nginx.base}${t.path}`, headers);
      if (check.ok && refCheck.ok && refCheck.encoding !== check.encoding) {
        notes.push(
          `Load ${t.target}: content-encoding differs (ours ${check.encoding}, nginx ${refCheck.encoding}).`,
        );
      }
      type Figures = LoadFigures | { error: string };
      let ours: Figures = { error: check.ok ? 'not measured' : check.error };
      let ref: Figures = { error: refCheck.ok ? 'not measured' : refCheck.error };
      if (check.ok && refCheck.ok && !('error' in nginx)) {
        [ours, ref] = (await measureLoad([get(base), get(nginx.base)])) as [Figures, Figures];
      } else if (check.ok) {
        [ours] = (await measureLoad([get(base)])) as [Figures];
      }
      loadRows.push(loadResult(t.target, t.kind, ours, ref));
    }
    if (!('error' in nginx)) await stopChild(nginx.child);

    const translateBody = JSON.stringify({ text: 'Home', targetLanguage: 'de' });
    const jsonHeaders = { ...headers, 'content-type': 'application/json' };
    console.log('bench: load POST /api/translate (cached)');
    // The first call fills the cache; the load measures cached answers.
    const check = await probe(`${base}/api/translate`, jsonHeaders, 'POST', translateBody);
    const translated = check.ok
      ? (
          await measureLoad([
            {
              url: `${base}/api/translate`,
              method: 'POST',
              headers: jsonHeaders,
              body: translateBody,
            },
          ])
        )[0]!
      : { error: `POST /api/translate: ${check.error}` };
    loadRows.push(
      loadResult('translate POST /api/translate (cached)', 'translate', translated, null),
    );
    durations.load = elapsed(tLoad);
  } else {
    notes.push('Load skipped (--no-load).');
  }

  // 5. memory after the load, then stop
  const rssAfter = running(server) ? rssKb(server.proc.pid) : null;
  if (!running(server))
    notes.push(
      `The server exited during the bench (${server.proc.exitCode ?? server.proc.signalCode}).`,
    );
  await cleanup();
  durations.total = elapsed(started);

  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: machine(),
    notes: [
      'Lighthouse 12, default (mobile) config: simulated slow 4G and 4x CPU slowdown, Debian Chromium headless, other hosts unresolvable (fail at once).',
      `${opts.runs} Lighthouse run(s) per page, median per figure; CLS must be 0 at the 3 decimals Lighthouse reports.`,
      ...(opts.extraChromeFlags.length > 0
        ? [`Extra Chromium flags (diagnostic run): ${opts.extraChromeFlags.join(' ')}`]
        : []),
      `Production server: node ${join(opts.distDir, 'server.mjs').replace(`${root}/`, '')} on loopback.`,
      `Machine load average (1 min) ${loadAvgStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end, on ${os.cpus().length} cores: other work on the machine inflates TBT and lowers req/s.`,
      ...notes,
    ],
    pages: pages,
    load: loadRows,
    server: serverMemory(rssStart, rssAfter),
    durations,
  };
  const json = {
    date: report.date,
    machine: report.machine,
    notes: report.notes,
    pages: report.pages,
    load: report.load,
    server: report.server,
    durations: report.durations,
  };
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(join(benchDir, 'report.json'), `${JSON.stringify(json, null, 2)}\n`);
  // bench/report.md is committed: only a complete run with the standard settings replaces it.
  const complete =
    opts.lighthouse &&
    opts.load &&
    opts.runs === 3 &&
    opts.duration === 10 &&
    opts.connections === 50 &&
    opts.extraChromeFlags.length === 0 &&
    DEFAULT_PAGES.every((p) => opts.pages.includes(p));
  if (complete) writeFileSync(join(benchDir, 'report.md'), markdownReport(report));
  console.log(
    `\n${consoleReport(report)}\n\nbench: wrote bench/report.json${
      complete ? ' and bench/report.md' : ' (partial run: bench/report.md left as it was)'
    } (${durations.total.toFixed(0)} s)`,
  );
  return allChecks(report).every((c) => c.check.pass) ? 0 : 1;
}

const deadline = setTimeout(() => {
  console.error(
    `bench: exceeded ${opts.deadlineMs / 60_000} minutes, stopping everything it started`,
  );
  void cleanup().then(() => process.exit(2));
}, opts.deadlineMs);
deadline.unref();

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error('bench: failed:', error);
    await cleanup();
    process.exit(2);
  });
