import { createHash } from 'node:crypto';
import { defaultLocale, locales, type Locale } from '../../../shared/i18n/locales';
import { splitFrontMatter } from '../../../shared/content/front-matter';

/**
 * Translation freshness: each translation records a hash of the English body it
 * was made from (`sourceHash` in its front matter). Pure functions over the articles.
 */

/** A translation's state against its English original. */
export type TranslationState = 'translated' | 'outdated' | 'missing';

/** What the status needs of an article. */
export interface I18nArticle {
  slug: string;
  locale: Locale;
  body: string;
  data: { sourceHash?: string | undefined };
}

/**
 * The version of an English body: 12 hex characters of its SHA-256, insensitive to line endings
 * and to blank space at its ends.
 * @example sourceHash('# Title\n') === sourceHash('# Title\r\n') // true
 */
export function sourceHash(body: string): string {
  const normalised = body.replace(/\r\n?/g, '\n').trim();
  return createHash('sha256').update(normalised).digest('hex').slice(0, 12);
}

/** One English article and the state of each other language. */
export interface I18nRow {
  slug: string;
  states: Record<Exclude<Locale, 'en'>, TranslationState>;
}

export const translationLocales = locales.filter((l) => l !== defaultLocale) as Exclude<
  Locale,
  'en'
>[];

/** The state of one translation: missing, outdated (no or another `sourceHash`) or translated. */
export function translationState(
  english: I18nArticle,
  translation: I18nArticle | undefined,
): TranslationState {
  if (!translation) return 'missing';
  return translation.data.sourceHash === sourceHash(english.body) ? 'translated' : 'outdated';
}

/** Article × language table, English articles in slug order. */
export function i18nTable(articles: readonly I18nArticle[]): I18nRow[] {
  const bySlug = new Map<string, Partial<Record<Locale, I18nArticle>>>();
  for (const a of articles) bySlug.set(a.slug, { ...bySlug.get(a.slug), [a.locale]: a });
  return [...bySlug.entries()]
    .filter(([, versions]) => versions[defaultLocale])
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slug, versions]) => ({
      slug,
      states: Object.fromEntries(
        translationLocales.map((l) => [l, translationState(versions[defaultLocale]!, versions[l])]),
      ) as I18nRow['states'],
    }));
}

/** Counts over the table, English included as translated: `{ translated: 54, total: 54 }`. */
export function i18nSummary(rows: readonly I18nRow[]): Record<TranslationState, number> & {
  total: number;
} {
  const counts = {
    translated: rows.length,
    outdated: 0,
    missing: 0,
    total: rows.length * locales.length,
  };
  for (const row of rows) for (const state of Object.values(row.states)) counts[state] += 1;
  return counts;
}

/** The table as text, one line per article: `what-is-n8n-guide  ✓ pt  ✓ de  ! es …`. */
export function formatI18nTable(rows: readonly I18nRow[]): string {
  const mark: Record<TranslationState, string> = {
    translated: 'translated',
    outdated: 'OUTDATED',
    missing: 'missing',
  };
  const width = Math.max(7, ...rows.map((r) => r.slug.length));
  const header = [
    'article'.padEnd(width),
    'en',
    ...translationLocales.map((l) => l.padEnd(10)),
  ].join('  ');
  const lines = rows.map((r) =>
    [
      r.slug.padEnd(width),
      '✓ ',
      ...translationLocales.map((l) => mark[r.states[l]].padEnd(10)),
    ].join('  '),
  );
  const s = i18nSummary(rows);
  return [
    header.trimEnd(),
    ...lines.map((l) => l.trimEnd()),
    '',
    `${s.translated} of ${s.total} translated, ${s.outdated} outdated, ${s.missing} missing.`,
  ].join('\n');
}

/**
 * Front matter with `sourceHash` set to `hash`: replaces the line when there is one, else adds it
 * at the end of the front matter. The rest of the file is kept byte for byte.
 */
export function stampSourceHash(contents: string, hash: string): string {
  const file = splitFrontMatter(contents);
  if (!file) throw new Error('no front matter (a translation starts with ---)');
  const eol = /\r\n/.test(file.raw) ? '\r\n' : '\n';
  const line = `sourceHash: '${hash}'`;
  const next = /^sourceHash:.*$/m.test(file.raw)
    ? file.raw.replace(/^sourceHash:.*$/m, line)
    : `${file.raw}${line}${eol}`;
  return `---${next}---${file.body}`;
}
