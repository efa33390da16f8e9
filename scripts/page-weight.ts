/**
 * Deterministic page weight from the build: the gzipped bytes of a page's HTML, of its CSS
 * (inline styles and stylesheets) and of the JavaScript it loads without user action
 * (module scripts, inline scripts, island components and renderers, and their static imports;
 * dynamic `import()` chunks are loaded only on interaction and are not counted).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  page: string;
  htmlGz: number;
  cssGz: number;
  jsGz: number;
  jsFiles: string[];
}

const gz = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

function listHtml(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return listHtml(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

/** Static imports of an ES module chunk (`import"./a.js"`, `from"./b.js"`), resolved to site paths. */
export function staticImports(code: string, fromPath: string): string[] {
  const out = new Set<string>();
  const re = /(?:\bfrom\s*|\bimport\s*)["']([^"']+\.m?js)["']/g;
  for (const match of code.matchAll(re)) {
    const spec = match[1]!;
    if (/^https?:/.test(spec)) continue;
    out.add(spec.startsWith('/') ? spec : posix.join(posix.dirname(fromPath), spec));
  }
  return [...out];
}

/** Site paths of the scripts a page loads up front. */
export function entryScripts(html: string): { src: string[]; inline: string[] } {
  const src = new Set<string>();
  const inline: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (type && !['module', 'text/javascript'].includes(type)) continue;
    const s = /\ssrc\s*=\s*["']([^"']+)["']/i.exec(attrs)?.[1];
    if (s) src.add(s);
    else if ((m[2] ?? '').trim()) inline.push(m[2]!);
  }
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const attr of ['component-url', 'renderer-url']) {
      const v = new RegExp(`${attr}="([^"]+)"`).exec(m[0])?.[1];
      if (v) src.add(v);
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*rel=["']modulepreload["'][^>]*>/gi)) {
    const href = /href=["']([^"']+)["']/.exec(m[0])?.[1];
    if (href) src.add(href);
  }
  return { src: [...src], inline };
}

export function measurePage(clientDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const page =
    `/${relative(clientDir, dirname(htmlFile)).split(sep).join('/')}`.replace(/\/$/, '') || '/';

  let css = '';
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) css += m[1];
  for (const m of html.matchAll(/<link\b[^>]*rel=["']stylesheet["'][^>]*>/gi)) {
    const href = /href=["']([^"']+)["']/.exec(m[0])?.[1];
    if (href && href.startsWith('/')) css += readFileSync(join(clientDir, href), 'utf8');
  }

  const { src, inline } = entryScripts(html);
  const seen = new Set<string>();
  const queue = [...src];
  let jsGz = inline.reduce((sum, code) => sum + gz(code), 0);
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path) || !path.startsWith('/')) continue;
    seen.add(path);
    const file = join(clientDir, path);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    jsGz += gz(code);
    queue.push(...staticImports(code, path));
  }

  return {
    page: page.replace(/\/index\.html$/, ''),
    htmlGz: gz(html),
    cssGz: css ? gz(css) : 0,
    jsGz,
    jsFiles: [...seen],
  };
}

/** Every page of a build, measured; 404 pages are named by their folder (`/404`, `/de/404`). */
export function measureSite(clientDir: string): PageWeight[] {
  return listHtml(clientDir)
    .map((file) => {
      const w = measurePage(clientDir, file);
      return file.endsWith(`${sep}404.html`) ? { ...w, page: '/404' } : w;
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
