import { expect, test, type APIRequestContext } from '@playwright/test';
import { parseHtml } from './support/fixtures';

/**
 * Site-wide checks over every page of the sitemap: status 200, one h1, unique
 * title and description per locale, valid JSON-LD, readable without JavaScript; and a link
 * check of every internal link and fragment (external links are listed, never fetched).
 */

type Page = { path: string; status: number; html: string };

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths: string[] = [];
  for (const map of maps) {
    const xml = await (await request.get(map)).text();
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  }
  return [...new Set(paths)];
}

const localeOf = (path: string) => /^\/(pt|de|es|it|fr)(\/|$)/.exec(path)?.[1] ?? 'en';

// Every test here reads the whole site (about 150 pages; the link crawl also follows 900
// language-switch redirects), so its time grows with the site: the crawl took 12 s alone, 22 s in
// CI and ran past the default 30 s on a busy machine. The budget is per test, not a retry.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let pages: Page[] = [];

/**
 * Each page's document, parsed once for all four tests and the link crawl: jsdom takes about
 * 130 ms a page here (the inline CSS is half of it), and every test reads every page.
 */
const documents = new Map<string, Document>();
function parse(path: string, html: string): Document {
  let doc = documents.get(path);
  if (!doc) documents.set(path, (doc = parseHtml(html)));
  return doc;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const paths = await sitemapPaths(request);
  pages = await Promise.all(
    paths.map(async (path) => {
      const res = await request.get(path, { maxRedirects: 0 });
      return { path, status: res.status(), html: await res.text() };
    }),
  );
  await request.dispose();
});

test('every sitemap page answers 200 with one h1, a title, a description and valid JSON-LD', () => {
  expect(pages.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const page of pages) {
    if (page.status !== 200) {
      problems.push(`${page.path}: status ${page.status}`);
      continue;
    }
    const doc = parse(page.path, page.html);
    const h1s = doc.querySelectorAll('h1');
    if (h1s.length !== 1) problems.push(`${page.path}: ${h1s.length} h1 elements`);
    if (!doc.title.trim()) problems.push(`${page.path}: no title`);
    if (!doc.querySelector('meta[name="description"]')?.getAttribute('content')?.trim()) {
      problems.push(`${page.path}: no description`);
    }
    const lds = [...doc.querySelectorAll('script[type="application/ld+json"]')];
    if (lds.length === 0) problems.push(`${page.path}: no JSON-LD`);
    for (const ld of lds) {
      try {
        const data = JSON.parse(ld.textContent ?? '');
        for (const item of Array.isArray(data) ? data : [data]) {
          if (!item['@context'] || !item['@type'])
            problems.push(`${page.path}: JSON-LD without @context or @type`);
        }
      } catch (error) {
        problems.push(`${page.path}: JSON-LD does not parse (${(error as Error).message})`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('titles and descriptions are unique within each language', () => {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const page of pages) {
    const doc = parse(page.path, page.html);
    const locale = localeOf(page.path);
    const description =
      doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    for (const [kind, value] of [
      ['title', doc.title],
      ['description', description],
    ]) {
      const key = `${locale}|${kind}|${value}`;
      if (seen.has(key))
        duplicates.push(`${kind} of ${page.path} repeats ${seen.get(key)}: "${value}"`);
      else seen.set(key, page.path);
    }
  }
  expect(duplicates).toEqual([]);
});

test('every page is readable with JavaScript off: h1 and main text are in the HTML', () => {
  const thin: string[] = [];
  for (const page of pages) {
    const doc = parse(page.path, page.html);
    const h1 = doc.querySelector('h1')?.textContent?.trim() ?? '';
    const main = doc.querySelector('main')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (!h1 || main.length < 200)
      thin.push(`${page.path}: h1 "${h1}", ${main.length} characters of main text`);
  }
  expect(thin).toEqual([]);
});

test('every internal link and fragment resolves; external links are listed', async ({
  request,
  baseURL,
}) => {
  const origin = 'http://site.local';
  const docs = new Map<string, Document | null>();
  const status = new Map<string, number>();
  const external = new Map<string, Set<string>>();
  const broken = new Set<string>();

  /** Fetches a path once; returns its document when it is an HTML page. */
  const load = async (path: string): Promise<Document | null> => {
    if (status.has(path)) return docs.get(path) ?? null;
    const res = await request.get(path, { maxRedirects: 0 });
    status.set(path, res.status());
    const isHtml = (res.headers()['content-type'] ?? '').includes('text/html');
    docs.set(path, res.status() === 200 && isHtml ? parse(path, await res.text()) : null);
    return docs.get(path) ?? null;
  };

  const queue = pages.map((p) => p.path);
  const visited = new Set<string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    const doc = await load(path);
    if (status.get(path) !== 200) broken.add(`${path}: status ${status.get(path)}`);
    if (!doc) continue;
    const refs = [
      ...[...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
      ...[...doc.querySelectorAll('link[href]:not([rel="alternate"]):not([rel="canonical"])')].map(
        (l) => l.getAttribute('href')!,
      ),
      ...[...doc.querySelectorAll('img[src]')].map((i) => i.getAttribute('src')!),
    ];
    for (const ref of refs) {
      if (/^(mailto:|tel:|javascript:|data:)/.test(ref)) continue;
      const url = new URL(ref, origin + path);
      if (url.origin !== origin) {
        if (!/^https?:\/\/(localhost|127\.0\.0\.1)/.test(url.href)) {
          if (!external.has(url.href)) external.set(url.href, new Set());
          external.get(url.href)!.add(path);
        }
        continue;
      }
      if (url.searchParams.has('lang')) {
        // Language switcher: the server remembers the choice and redirects to the clean URL.
        // Checked with a cookie-less fetch, so the crawl itself keeps no language preference.
        const res = await fetch(`${baseURL}${url.pathname}${url.search}`, { redirect: 'manual' });
        if (res.status !== 302) broken.add(`${path} -> ${ref}: status ${res.status}`);
        url.searchParams.delete('lang');
      }
      const targetPath = url.pathname;
      const target = await load(targetPath);
      if (status.get(targetPath) !== 200)
        broken.add(`${path} -> ${ref}: status ${status.get(targetPath)}`);
      if (url.hash && target) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (
          !target.getElementById(id) &&
          !target.querySelector(`[name="${CSS.escape?.(id) ?? id}"]`)
        ) {
          broken.add(`${path} -> ${ref}: no element with id "${id}"`);
        }
      }
      if (target && !visited.has(targetPath)) queue.push(targetPath);
    }
  }
  console.log(
    `\nLink check: ${visited.size} pages crawled, ${external.size} external links (not fetched):\n` +
      [...external]
        .map(([href, from]) => `  ${href}  (from ${from.size} page${from.size > 1 ? 's' : ''})`)
        .join('\n'),
  );
  expect([...broken]).toEqual([]);
});
