import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isLocale, locales, type Locale } from '../../../shared/i18n/locales';
import type { ContentFile } from './content-pairs';

/** One catalog file: `src/i18n/messages/<locale>/<area>.json`. */
export interface CatalogFile {
  locale: Locale;
  area: string;
  path: string;
  entries: Record<string, unknown>;
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Reads every catalog file from disk (for the owner's scripts, which run outside Vite).
 * A file that is not a JSON object throws with its path.
 */
export function readCatalogFiles(root = process.cwd()): CatalogFile[] {
  const base = join(root, 'src/i18n/messages');
  const files: CatalogFile[] = [];
  for (const locale of existsSync(base) ? readdirSync(base) : []) {
    if (!isLocale(locale) || !statSync(join(base, locale)).isDirectory()) continue;
    for (const name of readdirSync(join(base, locale)).sort()) {
      if (!name.endsWith('.json')) continue;
      const path = join(base, locale, name);
      let entries: unknown;
      try {
        entries = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new Error(`${relative(root, path)}: not valid JSON (${(error as Error).message})`);
      }
      if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
        throw new Error(`${relative(root, path)}: must be one flat JSON object`);
      }
      files.push({
        locale,
        area: name.slice(0, -5),
        path,
        entries: entries as Record<string, unknown>,
      });
    }
  }
  return files;
}

/** Catalogs merged per locale, like `catalogs` of `src/i18n/catalog.ts`. */
export function mergeCatalogs(files: CatalogFile[]): Record<Locale, Record<string, string>> {
  const merged = Object.fromEntries(locales.map((l) => [l, {}])) as Record<
    Locale,
    Record<string, string>
  >;
  for (const file of files) {
    for (const [key, value] of Object.entries(file.entries)) {
      if (typeof value === 'string') merged[file.locale][key] = value;
    }
  }
  return merged;
}

/** Content files under `content/` that may hold translations (as `sources.ts` embeds them). */
export function readContentFiles(root = process.cwd()): ContentFile[] {
  const base = join(root, 'content');
  return walk(base)
    .map((full) => relative(base, full).split(sep).join('/'))
    .filter(
      (path) =>
        /\.(json|ya?ml)$/i.test(path) ||
        /^(faq|use-cases|services|testimonials)\/.*\.mdx?$/i.test(path),
    )
    .map((path) => ({ path, text: readFileSync(join(base, path), 'utf8') }));
}
