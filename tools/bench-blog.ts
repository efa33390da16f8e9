/**
 * `npm run bench:blog`: what an owner with a large blog meets. Generates 1,000 articles in each
 * of the six languages (6,000 article pages, plus their lists, feeds and share cards) in a
 * temporary folder, and measures with them:
 * - the cold build (`npm run build` into an empty folder with empty caches: Astro's in
 *   `<DIST_DIR>-cache`, and the project's share-card and compression caches moved aside for the
 *   bench and put back after it): time and the peak resident memory of all its processes together;
 * - a rebuild after one article changed, with what it redid (share cards drawn, articles
 *   rendered, files compressed: the rest comes from the caches);
 * - the list page's bytes (`/blog`, `/de/blog`: HTML, JS and CSS gzipped);
 * - the search per keystroke over all 1,000 articles in Chromium (the site's own search and
 *   pagination, median of 25 runs per prefix typed; p95 over the prefixes) and from keystroke to
 *   updated page.
 * Targets (two cores): cold build <= 5 min and <= 4 GB, rebuild <= 60 s, search <= 5 ms per
 * keystroke at the 95th percentile, list page JS <= 30 KB and HTML <= 60 KB gzipped. Prints each
 * target's verdict and writes bench/blog-report.json (BENCH_OUT) with the host, its load at the
 * start and the end, and the commit. Exit code: 0 every target met, 1 a target missed or the
 * bench failed (no report then). Options: --posts <n> (default 1000) for a quick look,
 * --keep (keeps the temporary folder).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { writeFixtureBlog, FIXTURE_LANGUAGES, pad } from './lib/blog/fixture-posts';
import { chromiumLaunchOptions } from './lib/browser';
import { waitForServer } from './lib/wait-for-server';
import { median } from './bench-report';
import {
  buildWork,
  checkBlogTargets,
  descendants,
  percentile,
  statParentPid,
  statusRssMb,
  type BlogBenchReport,
  type BuildFigures,
} from './bench-blog-report';
import sizeLimit from 'size-limit';
import filePlugin from '@size-limit/file';
import { pageAssets, type PageAssets } from './page-budgets';

const { values: opts } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
  },
});
const POSTS = Number(opts.posts);
const TERMS = ['workflow automation', 'fixture post 09', 'zoe unique', 'monitoring'];
/** The article changed before the rebuild: one in the middle of the list. */
const CHANGED = `fixture-post-${pad(Math.ceil(POSTS / 2))}.md`;

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(process.env.BENCH_OUT || 'bench');
const reportPath = join(outDir, 'blog-report.json');
const work = mkdtempSync(join(os.tmpdir(), 'bench-blog-'));
// The release's server bundle resolves any package it leaves out from the nearest node_modules.
symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
const postsDir = join(work, 'posts');
const distDir = join(work, 'dist');
const env = {
  ...process.env,
  BLOG_DIR: postsDir,
  DIST_DIR: distDir,
  ASTRO_TELEMETRY_DISABLED: '1',
};
const startedAt = new Date();
const load = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const loadAverageAtStart = load();
// A report from an earlier run must not outlive a run that fails.
rmSync(reportPath, { force: true });

/** Resident memory of `pid` and all its descendants together, in MB. */
function treeRssMb(pid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = statParentPid(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (ppid !== null) parents.set(Number(entry), ppid);
    } catch {
      // The process ended while the list was read.
    }
  }
  let mb = 0;
  for (const p of descendants(pid, parents)) {
    try {
      mb += statusRssMb(readFileSync(`/proc/${p}/status`, 'utf8'));
    } catch {
      // Ended meanwhile.
    }
  }
  return mb;
}

/** `npm run build` with the bench's folders: its time, peak memory and what it redid. */
function timedBuild(label: string): Promise<BuildFigures> {
  console.log(`bench:blog: ${label}`);
  const log = join(work, `${label.replace(/\W+/g, '-')}.log`);
  return new Promise((done, fail) => {
    const t0 = performance.now();
    const child = spawn('npm', ['run', 'build'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (data: Buffer) => {
      output += data;
      appendFileSync(log, data);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let peakMb = 0;
    const sample = () => (peakMb = Math.max(peakMb, treeRssMb(child.pid!)));
    const timer = setInterval(sample, 250);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - t0) / 1000;
      if (code !== 0)
        fail(new Error(`npm run build exited ${code}; its output: ${log}\n${output.slice(-3000)}`));
      else done({ seconds, peakMb: Math.round(peakMb), work: buildWork(output) });
    });
  });
}

/** Gzipped bytes of a page's HTML, JavaScript and CSS, measured by size-limit. */
async function weigh(page: PageAssets) {
  const [html, js, css] = (await sizeLimit([filePlugin], {
    checks: [[page.html], page.js, page.css].map((files) => ({ files, gzip: true })),
  })) as { size: number }[];
  return { htmlGz: html!.size, jsGz: js!.size, cssGz: css!.size };
}
/** The site's own search and pagination (src/lib/blog/list.ts) as a script for the page. */
async function searchLibScript(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [join(root, 'src/lib/blog/list.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'BlogSearchBench',
    write: false,
  });
  return outputFiles[0]!.text;
}

/**
 * Milliseconds per keystroke in Chromium: `search` is the site's search and pagination over the
 * whole index for each prefix typed (median of 25 runs each); `render` runs from each keystroke
 * to the last DOM change it caused, layout included.
 */
async function keystrokeTimes(baseUrl: string): Promise<{ search: number[]; render: number[] }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${baseUrl}/blog`);
    const box = page.getByRole('searchbox');
    await box.waitFor();
    await page.waitForFunction(
      () => !document.querySelector<HTMLInputElement>('input[type="search"]')?.disabled,
    );
    await box.fill('f');
    await page.getByRole('status').first().waitFor();
    await box.fill('');
    await page.evaluate(() => {
      const w = window as unknown as { __t0: number; __last: number; __times: number[] };
      w.__times = [];
      new MutationObserver(() => {
        document.body.getBoundingClientRect();
        w.__last = performance.now();
      }).observe(document.querySelector('main')!, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
      window.addEventListener(
        'input',
        () => {
          w.__t0 = performance.now();
          w.__last = w.__t0;
          setTimeout(() => w.__times.push(w.__last - w.__t0), 0);
        },
        true,
      );
    });
    await page.addScriptTag({ content: await searchLibScript() });
    const search = await page.evaluate(async (terms) => {
      type Lib = {
        searchPosts: (p: unknown[], t: string) => unknown[];
        paginate: (p: unknown[], n: number) => unknown;
      };
      const lib = (window as unknown as { BlogSearchBench: Lib }).BlogSearchBench;
      const posts = (await (await fetch('/blog/search.json')).json()) as { category: string }[];
      const withLabels = posts.map((p) => ({ ...p, categoryLabel: p.category }));
      const out: number[] = [];
      for (const term of terms) {
        for (let n = 1; n <= term.length; n++) {
          const runs: number[] = [];
          for (let r = 0; r < 25; r++) {
            const t0 = performance.now();
            lib.paginate(lib.searchPosts(withLabels, term.slice(0, n)), 1);
            runs.push(performance.now() - t0);
          }
          out.push(runs.sort((a, b) => a - b)[12]!);
        }
      }
      return out;
    }, TERMS);

    const times: number[] = [];
    for (const term of TERMS) {
      await box.fill('');
      await page.waitForTimeout(100);
      await page.evaluate(() => ((window as unknown as { __times: number[] }).__times = []));
      await page.keyboard.type(term, { delay: 30 });
      await page.waitForTimeout(100);
      const typed = await page.evaluate(() => (window as unknown as { __times: number[] }).__times);
      if (process.env.BENCH_VERBOSE) console.log(term, typed.map((ms) => ms.toFixed(1)).join(' '));
      times.push(...typed);
    }
    return { search, render: times };
  } finally {
    await browser.close();
  }
}

/**
 * The build's own caches (share cards, compressed copies) live in the project's
 * node_modules/.cache: moved aside for the bench, so the cold build starts with none and the
 * owner's caches come back untouched, without 6,000 generated cards in them.
 */
const BUILD_CACHES = ['share-cards', 'precompress'].map((name) => ({
  live: join(root, 'node_modules', '.cache', name),
  aside: join(work, 'project-cache', name),
}));
function moveCachesAside(): void {
  mkdirSync(join(work, 'project-cache'), { recursive: true });
  for (const cache of BUILD_CACHES) if (existsSync(cache.live)) renameSync(cache.live, cache.aside);
}
function restoreCaches(): void {
  for (const cache of BUILD_CACHES) {
    rmSync(cache.live, { recursive: true, force: true });
    if (existsSync(cache.aside)) renameSync(cache.aside, cache.live);
  }
}

let server: ChildProcess | undefined;
try {
  writeFixtureBlog(postsDir, POSTS);
  moveCachesAside();
  const coldBuild = await timedBuild(
    `cold build of ${POSTS} articles in ${FIXTURE_LANGUAGES.length + 1} languages`,
  );

  // One article changes (its English body): everything else must come from the caches.
  appendFileSync(join(postsDir, CHANGED), '\nOne more sentence, added before the rebuild.\n');
  const rebuild = await timedBuild(`rebuild after ${CHANGED} changed`);

  const client = join(distDir, 'current', 'client');
  if (!existsSync(join(client, 'blog', 'index.html')))
    throw new Error(`${client}/blog/index.html missing: the release layout changed?`);
  const inlineDir = join(work, 'inline');
  mkdirSync(inlineDir);
  const list: BlogBenchReport['list'] = [];
  for (const path of ['/blog', '/de/blog']) {
    const weighed = await weigh(pageAssets(client, join(client, path, 'index.html'), inlineDir));
    list.push({ path, ...weighed });
  }
  const files = readdirSync(client, { recursive: true, encoding: 'utf8' });
  const html = files.filter((f) => f.endsWith('index.html'));
  const output = {
    articlePages: html.filter((f) => /(^|\/)blog\/fixture-post-\d+\/index\.html$/.test(f)).length,
    listPages: html.filter((f) => /(^|\/)blog\/(page\/\d+\/)?index\.html$/.test(f)).length,
    feeds: files.filter((f) => /(^|\/)rss\.xml$/.test(f)).length,
    shareCards: rebuild.work.shareCards ?? 0,
    htmlFiles: html.length,
  };
  const index = readFileSync(join(client, 'blog', 'search.json'));

  server = spawn(process.execPath, [join(distDir, 'current', 'server.mjs')], {
    env: { ...env, PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: 'false', SERVER_STATE_FILE: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((done, fail) => {
    let text = '';
    server!.stdout!.on('data', (d: Buffer) => {
      text += d;
      const match = /Site running at (http:\/\/\S+)/.exec(text);
      if (match) done(match[1]!);
    });
    server!.on('exit', (code) => fail(new Error(`the built server stopped (${code}):\n${text}`)));
  });
  await waitForServer(`${baseUrl}/blog`, { child: server });
  const { search, render } = await keystrokeTimes(baseUrl);

  const git = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' });
  const cpus = os.cpus();
  const partial = {
    startedAt: startedAt.toISOString(),
    generatedAt: new Date().toISOString(),
    commit: git.status === 0 ? git.stdout.trim() : null,
    node: process.version,
    machine: `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
    loadAverageAtStart,
    loadAverageAtEnd: load(),
    articles: POSTS,
    languages: ['en', ...FIXTURE_LANGUAGES],
    output,
    coldBuild,
    rebuild: { ...rebuild, changed: CHANGED },
    list,
    search: {
      index: { path: '/blog/search.json', bytes: index.length, gzBytes: gzipSync(index).length },
      keystrokes: search.length,
      medianMs: median(search) ?? Number.NaN,
      p95Ms: percentile(search, 95),
      maxMs: Math.max(...search),
      pageP95Ms: percentile(render, 95),
    },
  };
  const report: BlogBenchReport = { ...partial, targets: checkBlogTargets(partial) };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(`${reportPath}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(`${reportPath}.tmp`, reportPath);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const w = (b: BuildFigures) =>
    `share cards drawn ${b.work.shareCardsDrawn ?? '?'}/${b.work.shareCards ?? '?'}, articles rendered ${b.work.articlesRendered ?? '?'}, files compressed ${b.work.filesCompressed ?? '?'}/${b.work.files ?? '?'}, pages ${b.work.pages ?? '?'}`;
  console.log(
    `\nBlog benchmark: ${POSTS} articles × ${report.languages.length} languages (${report.machine}; load ${loadAverageAtStart.join(' ')} at the start, ${report.loadAverageAtEnd.join(' ')} at the end)\n`,
  );
  console.log(
    `built: ${output.articlePages} article pages, ${output.listPages} list pages, ${output.feeds} feeds, ${output.shareCards} share cards, ${output.htmlFiles} HTML pages`,
  );
  console.log(
    `cold build: ${coldBuild.seconds.toFixed(1)} s, peak ${coldBuild.peakMb} MB (${w(coldBuild)})`,
  );
  console.log(
    `rebuild after ${CHANGED} changed: ${rebuild.seconds.toFixed(1)} s, peak ${rebuild.peakMb} MB (${w(rebuild)})`,
  );
  for (const l of list)
    console.log(`${l.path}: HTML ${kb(l.htmlGz)}, JS ${kb(l.jsGz)}, CSS ${kb(l.cssGz)} gzipped`);
  console.log(
    `search index: ${kb(index.length)} (${kb(report.search.index.gzBytes)} gzipped), loaded on the first keystroke`,
  );
  console.log(
    `search per keystroke (${search.length} prefixes): median ${ms(report.search.medianMs)}, p95 ${ms(report.search.p95Ms)}, max ${ms(report.search.maxMs)}; keystroke to updated page p95 ${ms(report.search.pageP95Ms)}`,
  );
  console.log('');
  for (const t of report.targets)
    console.log(`${t.pass ? 'met   ' : 'MISSED'} ${t.name}: ${t.actual} (${t.limit})`);
  const missed = report.targets.filter((t) => !t.pass);
  console.log(
    `\n${report.targets.length - missed.length}/${report.targets.length} targets met. ${reportPath} written.`,
  );
  process.exitCode = missed.length ? 1 : 0;
} catch (error) {
  console.error(error);
  console.error('bench:blog: failed, no report written.');
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) server.kill();
  restoreCaches();
  if (opts.keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
