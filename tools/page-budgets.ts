/**
 * The byte budgets of every page as size-limit checks: `.size-limit.ts` turns the
 * build into these checks and `npm run size` (in `npm test`) measures them, gzipped.
 *
 * What a page loads is the one part specific to this site, read here from its HTML: the module
 * scripts, island components and renderers with their static imports (dynamic `import()` chunks
 * load only on interaction and are not counted), and the inline scripts and styles, which are
 * written to `inlineDir` so size-limit can measure them as files. Pages that load the same
 * JavaScript or CSS share one check, named by its pages.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { buildSync } from 'esbuild';
import type { Check } from 'size-limit';

/** Gzipped budgets in KB of 1,024 bytes (size-limit reports kB of 1,000). */
export const BUDGET_KB = {
  html: 60,
  /**
   * /faq carries the spec's 100+ questions twice (text and FAQPage data): longest in German. 68
   * since its scripts are inlined (the layout's and the search's, 3 KB gzipped, also counted in
   * its JS budget): no script file is fetched before the first paint.
   */
  faqHtml: 68,
  css: 20,
  /**
   * Every page's JavaScript: at most 30 KB. The blog list's search is a small script
   * over the prerendered HTML (its former React island with react-dom and
   * intl-messageformat was 88.7 KB).
   */
  js: 30,
  /**
   * Pages whose only up-front scripts are the layout's (the service pages and the 404s): 2.6 KB.
   * The custom-workflow service page with the savings calculator is one: the calculator's code
   * starts only when it comes into view (with Astro's island loader it was 4.5 KB).
   */
  headerOnlyJs: 3,
  /**
   * Astro's island loader (about 2 KB gzipped, inline), which a page carries when the live agent
   * is on (its launcher is an island): added to the budget of those pages.
   */
  islandLoaderJs: 2.5,
  /** Every JavaScript file of the site together. */
  allJs: 110,
  /**
   * The live agent's chat (React, react-dom and the island), fetched only when the visitor
   * points at, focuses or clicks its launcher: never part of a page's up-front JavaScript.
   */
  agentChatJs: 75,
  /** The site's own analytics code: the provider's script is theirs, not counted. */
  analyticsJs: 2,
  /**
   * The savings calculator's own code, beyond the React runtime it shares with the site's other
   * islands: it loads only when the calculator comes into view.
   */
  calculatorJs: 10,
};

/** The savings calculator island (on /use-cases and the custom-workflow service page). */
export const CALCULATOR_ENTRY = 'src/components/calculator/savings-calculator.tsx';

/** The analytics module the layout loads on every page (its events list included). */
export const ANALYTICS_ENTRY = 'src/components/analytics/analytics.client.ts';
const HEADER_ONLY_PAGES = /^(\/(pt|de|es|it|fr))?\/(services(\/[a-z0-9-]+)?|404)$/;
const FAQ_PAGES = /^(\/(pt|de|es|it|fr))?\/faq$/;

export interface PageAssets {
  /** The page's path (`/de/faq`); 404 pages by their folder (`/404`, `/de/404`). */
  page: string;
  html: string;
  /** Files of the JavaScript the page loads up front, inline scripts included. */
  js: string[];
  /** Files of the live agent's chat, loaded on the visitor's intent (`client:agent`). */
  onIntentJs: string[];
  /** Files of the page's CSS: its inline styles and linked stylesheets. */
  css: string[];
}

function listHtml(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return listHtml(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

/** Static imports of an ES module chunk (`import"./a.js"`, `from"./b.js"`), as site paths. */
export function staticImports(code: string, fromPath: string): string[] {
  const out = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.m?js)["']/g)) {
    const spec = match[1]!;
    if (/^https?:/.test(spec)) continue;
    out.add(spec.startsWith('/') ? spec : posix.join(posix.dirname(fromPath), spec));
  }
  return [...out];
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];

/**
 * Site paths of the scripts a page loads up front, and the code of its inline scripts. An island
 * hydrated when it comes into view (`client="visible"`, the savings calculator) loads nothing up
 * front: its code and React come only when the visitor scrolls to it, so they are left out here
 * and budgeted on their own (`calculatorCheck`, and all JavaScript together). The live agent's
 * chat (`client="agent"`) loads on the visitor's intent: its files are `onIntent`, with a budget
 * of their own.
 */
export function entryScripts(html: string): {
  src: string[];
  inline: string[];
  onIntent: string[];
} {
  const src = new Set<string>();
  const onIntent = new Set<string>();
  const inline: string[] = [];
  // What waits in a `<template>` (the savings calculator's start script) runs only once a script
  // copies it into the page, when the calculator comes into view: not up front.
  const page = html.replace(/<template\b[^>]*>[\s\S]*?<\/template>/gi, '');
  for (const m of page.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const tag = m[1] ?? '';
    const type = attr(tag, 'type');
    if (type && !['module', 'text/javascript'].includes(type)) continue;
    const path = attr(tag, 'src');
    if (path) src.add(path);
    else if (m[2]!.trim()) inline.push(m[2]!);
  }
  for (const m of page.matchAll(/<astro-island\b[^>]*>/gi)) {
    if (attr(m[0], 'client') === 'visible') continue;
    const later = attr(m[0], 'client') === 'agent';
    for (const name of ['component-url', 'renderer-url']) {
      const path = attr(m[0], name);
      if (path) (later ? onIntent : src).add(path);
    }
  }
  for (const m of page.matchAll(/<link\b[^>]*rel=["']modulepreload["'][^>]*>/gi)) {
    const path = attr(m[0], 'href');
    if (path) src.add(path);
  }
  return { src: [...src], inline, onIntent: [...onIntent] };
}

/** Writes inline code to `inlineDir` once per distinct content and returns the file. */
function inlineFile(inlineDir: string, code: string, ext: string): string {
  const file = join(
    inlineDir,
    `${createHash('sha256').update(code).digest('hex').slice(0, 16)}${ext}`,
  );
  if (!existsSync(file)) writeFileSync(file, code);
  return file;
}

export function pageAssets(clientDir: string, htmlFile: string, inlineDir: string): PageAssets {
  const html = readFileSync(htmlFile, 'utf8');
  const folder = `/${relative(clientDir, dirname(htmlFile)).split(sep).join('/')}`;
  const page = htmlFile.endsWith(`${sep}404.html`) ? '/404' : folder.replace(/\/$/, '') || '/';

  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .filter((m) => m[1]!.trim())
    .map((m) => inlineFile(inlineDir, m[1]!, '.css'));
  for (const m of html.matchAll(/<link\b[^>]*rel=["']stylesheet["'][^>]*>/gi)) {
    const href = attr(m[0], 'href');
    if (href?.startsWith('/')) css.push(join(clientDir, href));
  }

  const { src, inline, onIntent } = entryScripts(html);
  const js = [
    ...inline.map((code) => inlineFile(inlineDir, code, '.js')),
    ...closure(clientDir, src),
  ];
  return { page, html: htmlFile, js, onIntentJs: closure(clientDir, onIntent), css };
}

/** The files of `paths` (site paths) with their static imports. */
function closure(clientDir: string, paths: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const queue = [...paths];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path) || !path.startsWith('/')) continue;
    seen.add(path);
    const file = join(clientDir, path);
    if (!existsSync(file)) continue;
    files.push(file);
    queue.push(...staticImports(readFileSync(file, 'utf8'), path));
  }
  return files;
}

/** Every page of a build (sorted by path), its inline code written to a fresh `inlineDir`. */
export function siteAssets(clientDir: string, inlineDir: string): PageAssets[] {
  rmSync(inlineDir, { recursive: true, force: true });
  mkdirSync(inlineDir, { recursive: true });
  return listHtml(clientDir)
    .map((file) => pageAssets(clientDir, file, inlineDir))
    .sort((a, b) => a.page.localeCompare(b.page));
}

/** One check for every group of pages loading the same files, under the group's tightest budget. */
function shared(
  pages: PageAssets[],
  kind: 'JS' | 'CSS',
  files: (p: PageAssets) => string[],
  limitKb: (p: PageAssets) => number,
): Check[] {
  const groups = new Map<string, PageAssets[]>();
  for (const p of pages) {
    const key = [...files(p)].sort().join('\n');
    if (key) groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()].map((group) => {
    const shown = group.slice(0, 3).map((p) => p.page);
    const more = group.length > 3 ? ` and ${group.length - 3} more` : '';
    return {
      name: `${kind} of ${shown.join(', ')}${more}`,
      path: files(group[0]!),
      gzip: true,
      limit: `${Math.min(...group.map(limitKb))} KiB`,
    };
  });
}

/** The size-limit checks of a build: each page's HTML, its JS and CSS, all JS of the site. */
export function budgetChecks(clientDir: string, inlineDir: string): Check[] {
  if (!existsSync(clientDir)) throw new Error(`${clientDir} not found: run npm run build first`);
  const pages = siteAssets(clientDir, inlineDir);
  return [
    ...pages.map((p) => ({
      name: `${p.page} HTML`,
      path: p.html,
      gzip: true,
      limit: `${FAQ_PAGES.test(p.page) ? BUDGET_KB.faqHtml : BUDGET_KB.html} KiB`,
    })),
    ...shared(
      pages,
      'JS',
      (p) => p.js,
      (p) =>
        HEADER_ONLY_PAGES.test(p.page)
          ? BUDGET_KB.headerOnlyJs + (p.onIntentJs.length ? BUDGET_KB.islandLoaderJs : 0)
          : BUDGET_KB.js,
    ),
    ...shared(
      pages,
      'CSS',
      (p) => p.css,
      () => BUDGET_KB.css,
    ),
    ...agentChatCheck(pages),
    {
      name: 'All JavaScript of the site together',
      path: join(clientDir, '_astro', '*.js'),
      gzip: true,
      limit: `${BUDGET_KB.allJs} KiB`,
    },
  ];
}

/** The live agent's chat as one check, when the build has it (`AGENT_WEBHOOK_URL` set). */
function agentChatCheck(pages: PageAssets[]): Check[] {
  const files = [...new Set(pages.flatMap((p) => p.onIntentJs))].sort();
  if (!files.length) return [];
  return [
    {
      name: "The live agent's chat (React and the island), loaded on intent",
      path: files,
      gzip: true,
      limit: `${BUDGET_KB.agentChatJs} KiB`,
    },
  ];
}

/**
 * The site's own analytics code as one check: the module bundled and minified on its own (in the
 * build it shares the layout's chunk, so no built file holds it alone).
 */
export function analyticsCheck(outDir: string): Check {
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'analytics.js');
  buildSync({
    entryPoints: [ANALYTICS_ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outfile,
    logLevel: 'silent',
  });
  return {
    name: `Site's own analytics code (${ANALYTICS_ENTRY}, minified)`,
    path: outfile,
    gzip: true,
    limit: `${BUDGET_KB.analyticsJs} KiB`,
  };
}

/**
 * The savings calculator's own code as one check: the island bundled and minified with React
 * left out (the build shares one React runtime between every island, so it is not the
 * calculator's cost).
 */
export function calculatorCheck(outDir: string): Check {
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'savings-calculator.js');
  buildSync({
    entryPoints: [CALCULATOR_ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    alias: { '@': './src' },
    outfile,
    logLevel: 'silent',
  });
  return {
    name: `Savings calculator's own code (${CALCULATOR_ENTRY}, minified, without React)`,
    path: outfile,
    gzip: true,
    limit: `${BUDGET_KB.calculatorJs} KiB`,
  };
}
