/**
 * `npm run bench:blog`: generates 1,000 posts in a temporary folder, builds the site
 * from them (BLOG_DIR, `astro build` without the precompression step) into a temporary dist, and prints the build time, the list page's bytes
 * against the budgets and the search time per keystroke over all 1,000 posts in Chromium.
 * Targets: search <= 5 ms per keystroke (95th percentile), list page JS <= 30 KB and HTML <= 60 KB
 * gzipped. The time from keystroke to updated page (render and layout included) is printed too.
 * Exits 1 when a target is missed. `--keep` keeps the temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { checkBlogFolder } from './lib/blog/check';
import { writeFixturePosts } from '../tests/fixtures/blog/generate';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';
import { median } from './bench-report';
import sizeLimit from 'size-limit';
import filePlugin from '@size-limit/file';
import { pageAssets, type PageAssets } from './page-budgets';
import { freePort } from './lib/free-port.cjs';

const POSTS = 1000;
const TARGET = { keystrokeMs: 5, jsKb: 30, htmlKb: 60 };
const TERMS = ['workflow automation', 'fixture post 09', 'zoe unique', 'monitoring'];

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'bench-blog-'));
// The server bundle in the temporary dist resolves packages from the nearest node_modules.
symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
const postsDir = join(work, 'posts');
const distDir = join(work, 'dist');
const env = {
  ...process.env,
  BLOG_DIR: postsDir,
  DIST_DIR: distDir,
  ASTRO_TELEMETRY_DISABLED: '1',
};

function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** Gzipped bytes of a page's HTML, JavaScript and CSS, measured by size-limit. */
async function weigh(page: PageAssets) {
  const [html, js, css] = (await sizeLimit([filePlugin], {
    checks: [page.html, page.js, page.css].map((files) => ({ files, gzip: true })),
  })) as { size: number }[];
  return { htmlGz: html!.size, jsGz: js!.size, cssGz: css!.size };
}
const ms = (value: number) => `${value.toFixed(2)} ms`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

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

let server: ChildProcess | undefined;
try {
  writeFixturePosts(postsDir, POSTS);

  let t = performance.now();
  const check = await checkBlogFolder(postsDir);
  const checkMs = performance.now() - t;
  if (check.problems.length) throw new Error(check.problems.join('\n'));

  t = performance.now();
  await run('npx', ['astro', 'build']);
  const astroMs = performance.now() - t;

  const client = join(distDir, 'client');
  const inlineDir = join(work, 'inline');
  mkdirSync(inlineDir);
  const list = await weigh(pageAssets(client, join(client, 'blog', 'index.html'), inlineDir));
  const post = await weigh(
    pageAssets(client, join(client, 'blog', 'fixture-post-0500', 'index.html'), inlineDir),
  );
  const index = readFileSync(join(client, 'blog', 'search.json'));

  const port = freePort();
  server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/blog`, server);
  const { search, render } = await keystrokeTimes(baseUrl);

  const searchMedian = median(search) ?? Number.NaN;
  const search95 = percentile(search, 95);
  const renderMedian = median(render) ?? Number.NaN;
  const rows: [string, string, string][] = [
    ['posts generated', String(POSTS), ''],
    ['content check (validate + render all)', seconds(checkMs), ''],
    ['astro build (whole site)', seconds(astroMs), `${(astroMs / POSTS).toFixed(1)} ms per post`],
    ['/blog JS gzipped', `${kb(list.jsGz)} KB`, `<= ${TARGET.jsKb} KB`],
    ['/blog HTML gzipped', `${kb(list.htmlGz)} KB`, `<= ${TARGET.htmlKb} KB`],
    ['/blog CSS gzipped', `${kb(list.cssGz)} KB`, ''],
    ['post page JS / HTML gzipped', `${kb(post.jsGz)} / ${kb(post.htmlGz)} KB`, ''],
    [
      'search index (on first keystroke)',
      `${kb(index.length)} KB, ${kb(gzipSync(index).length)} KB gz`,
      '',
    ],
    ['keystrokes measured', String(render.length), TERMS.map((term) => `"${term}"`).join(', ')],
    [
      'search per keystroke, median / p95',
      `${ms(searchMedian)} / ${ms(search95)}`,
      `<= ${TARGET.keystrokeMs} ms`,
    ],
    ['search per keystroke, max', ms(Math.max(...search)), ''],
    [
      'keystroke to updated page, median / p95',
      `${ms(renderMedian)} / ${ms(percentile(render, 95))}`,
      'search + cards placed + layout',
    ],
    ['keystroke to updated page, max', ms(Math.max(...render)), ''],
  ];
  console.log(`\nBlog benchmark (${POSTS} posts)\n`);
  for (const [name, value, note] of rows)
    console.log(`${name.padEnd(42)} ${value.padStart(22)}  ${note}`);

  const missed = [
    list.jsGz > TARGET.jsKb * 1024 && 'list page JS',
    list.htmlGz > TARGET.htmlKb * 1024 && 'list page HTML',
    !(search95 <= TARGET.keystrokeMs) && 'search per keystroke (p95)',
  ].filter(Boolean);
  console.log(missed.length ? `\nMISSED: ${missed.join(', ')}` : '\nAll targets met.');
  process.exitCode = missed.length ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  // The server runs as npx -> tsx -> node in its own process group: stop the whole group.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  if (process.argv.includes('--keep')) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
