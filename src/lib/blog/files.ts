import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { defaultLocale, locales } from '../../../shared/i18n/locales';
import { readReleaseConfig } from '../../../shared/config';
import type { BlogSource } from './source';

/**
 * The blog folder from the environment (`BLOG_DIR`, read in `shared/config.ts`), relative to
 * the project root unless absolute. Tests and `npm run bench:blog` build from a fixture folder;
 * the default is the owner's `content/blog`.
 */
export function blogDir(env: Record<string, string | undefined> = process.env): string {
  return readReleaseConfig(env).blogDir;
}

/** Glob patterns of the articles inside the blog folder: English at the top, others in `de/` etc. */
export const blogGlob: string[] = [
  '*.md',
  `{${locales.filter((l) => l !== defaultLocale).join(',')}}/*.md`,
];

/** Files and folders starting with `_` or `.` are not articles (e.g. `_samples/`). */
export function isIgnoredBlogPath(file: string): boolean {
  return file.split('/').some((part) => part.startsWith('_') || part.startsWith('.'));
}

const markdownLike = /\.(?:md|markdown|mdown|mdx)$/i;

/**
 * Reads every markdown-like file of the blog folder (any depth), so that a misplaced or
 * misnamed file is reported by the check instead of being skipped silently.
 * @param dir blog folder, relative to `root` or absolute
 */
export async function readBlogSources(dir: string, root = process.cwd()): Promise<BlogSource[]> {
  const base = isAbsolute(dir) ? dir : resolve(root, dir);
  let names: string[];
  try {
    names = await readdir(base, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names
    .map((name) => name.split(/[\\/]/).join('/'))
    .filter((file) => markdownLike.test(file) && !isIgnoredBlogPath(file))
    .sort();
  return Promise.all(
    files.map(async (file) => ({ file, contents: await readFile(join(base, file), 'utf8') })),
  );
}

/** Path of a blog file as the author sees it, e.g. `content/blog/de/x.md`. */
export function blogFileLabel(dir: string, file: string, root = process.cwd()): string {
  const base = isAbsolute(dir) ? dir : resolve(root, dir);
  const rel = relative(root, join(base, file));
  return rel.startsWith('..') ? join(base, file) : rel.split('\\').join('/');
}

/**
 * Site paths of the pages that show an English article under another language because it has no
 * translation there yet (`/pt/blog/new-post`): they exist for readers, not for the sitemap.
 */
export function untranslatedArticlePaths(dir: string, root = process.cwd()): string[] {
  const base = isAbsolute(dir) ? dir : resolve(root, dir);
  const slugsIn = (folder: string): Set<string> => {
    try {
      return new Set(
        readdirSync(join(base, folder))
          .filter((name) => name.endsWith('.md') && !isIgnoredBlogPath(name))
          .map((name) => name.slice(0, -3)),
      );
    } catch {
      return new Set();
    }
  };
  const english = slugsIn('.');
  return locales
    .filter((l) => l !== defaultLocale)
    .flatMap((l) => {
      const translated = slugsIn(l);
      return [...english].filter((s) => !translated.has(s)).map((s) => `/${l}/blog/${s}`);
    });
}

/**
 * The date of every article page for the sitemap's `lastmod`: `/blog/<slug>` and
 * `/<lang>/blog/<slug>` to the front matter's `date` (YYYY-MM-DD). Read with a pattern so the
 * Astro config needs no YAML parser; the content check validates the dates themselves.
 */
export function articleDates(dir: string, root = process.cwd()): Map<string, string> {
  const base = isAbsolute(dir) ? dir : resolve(root, dir);
  const dates = new Map<string, string>();
  for (const locale of locales) {
    const folder = locale === defaultLocale ? base : join(base, locale);
    let names: string[] = [];
    try {
      names = readdirSync(folder).filter((n) => n.endsWith('.md') && !isIgnoredBlogPath(n));
    } catch {
      continue;
    }
    for (const name of names) {
      const date = /^date:\s*['"]?(\d{4}-\d{2}-\d{2})/m.exec(
        readFileSync(join(folder, name), 'utf8'),
      );
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      if (date) dates.set(`${prefix}/blog/${name.slice(0, -3)}`, date[1]!);
    }
  }
  return dates;
}
