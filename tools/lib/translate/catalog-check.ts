import { defaultLocale, locales, type Locale } from '../../../shared/i18n/locales';
import { identicalKeys, identicalStrings, sameWords } from './identical-allowlist';
import { FACT_NAMES, formatFacts } from '../../../src/lib/facts';
import { MAX_DESCRIPTION, MAX_TITLE } from '../../../src/lib/meta-limits';
import { parseIcu, placeholders } from './icu';
import { chooseVoice } from '../../../shared/i18n/messages';

/**
 * Placeholder names (any kind: a translation may use a plural where English has `{count}`) and
 * tags, sorted: what a translation must have in common with its English message. `{voice}` is
 * left out: the build chooses it from the owner file, and a language may need an 'I' wording
 * where English needs none ('Cuéntenos' / 'Cuénteme' beside 'Tell me more').
 * @example placeholderSignature('{n, plural, one {# by {author}} other {#}}') // ['author', 'n']
 */
export function placeholderSignature(message: string): string[] {
  return [
    ...new Set(
      placeholders(message)
        .map((p) => (p.endsWith(':tag') ? p : p.split(':')[0]!))
        .filter((name) => name !== 'voice'),
    ),
  ].sort();
}

/** A catalog file as the checker sees it (see `readCatalogFiles`). */
export interface CheckedFile {
  locale: Locale;
  area: string;
  /** Path shown in messages. */
  path: string;
  entries: Record<string, unknown>;
}

export type ProblemKind =
  | 'missing'
  | 'extra'
  | 'duplicate'
  | 'not-a-string'
  | 'syntax'
  | 'placeholders'
  | 'identical'
  | 'misplaced'
  | 'missing-file'
  | 'too-long';

export interface CatalogProblem {
  locale: Locale;
  kind: ProblemKind;
  key: string;
  /** The file the problem is in (or should be fixed in). */
  file: string;
  detail: string;
}

export interface AllowList {
  sameWords: readonly string[];
  identicalStrings: readonly { text: string; locales?: readonly Locale[] }[];
  identicalKeys: readonly RegExp[];
}

const defaultAllowList: AllowList = { sameWords, identicalStrings, identicalKeys };

/** Page titles and descriptions: the most search results show whole. */
const metaLimits: [RegExp, number][] = [
  [/metaTitle$/, MAX_TITLE],
  [/metaDescription$/, MAX_DESCRIPTION],
];
/** Values the page fills in, at their widest, for measuring (`{price}` is 'US$ 250' in pt). */
const widestValues: Record<string, string> = { count: '100+', price: 'US$ 250', name: 'Flowcraft' };
let factValues: Record<string, string> | undefined;
/** The owner file's facts (`{standardWeeks}`), each at its widest over the six languages. */
function widestFacts(): Record<string, string> {
  factValues ??= Object.fromEntries(
    FACT_NAMES.map((name) => [
      name,
      locales
        .map((l) => formatFacts(l)[name])
        .reduce((a, b) => ([...b].length > [...a].length ? b : a)),
    ]),
  );
  return factValues;
}

/**
 * Why a page title or description is too long once filled in, or undefined.
 * @example metaTooLong('home.metaTitle', 'x'.repeat(61)) // '61 characters, at most 60'
 */
export function metaTooLong(key: string, value: string): string | undefined {
  const limit = metaLimits.find(([pattern]) => pattern.test(key))?.[1];
  if (!limit) return undefined;
  // Each voice's wording is measured on its own ('We build' and 'I build').
  const lengths = [chooseVoice(value, 'we'), chooseVoice(value, 'I')].map((text) => {
    const filled = text.replace(
      /\{(\w+)[^}]*\}/g,
      (_, name: string) => widestValues[name] ?? widestFacts()[name] ?? 'xxxxxxxx',
    );
    return [...filled].length;
  });
  const length = Math.max(...lengths);
  return length > limit ? `${length} characters, at most ${limit}` : undefined;
}

/**
 * Whether a translation may stay identical to English: no letters outside placeholders
 * (numbers, symbols), only words of the allow-list, a proper-name key, or listed for this language.
 */
export function identicalAllowed(
  text: string,
  locale: Locale,
  allow: AllowList = defaultAllowList,
  key = '',
): boolean {
  if (allow.identicalKeys.some((re) => re.test(key))) return true;
  const withoutArgs = text.replace(/\{[^{}]*\}/g, ' ');
  if (!/\p{L}/u.test(withoutArgs)) return true;
  const brands = new Set(allow.sameWords.map((w) => w.toLowerCase()));
  const words = withoutArgs
    .split(/[^\p{L}\p{N}.]+/u)
    .map((w) => w.replace(/\.+$/, ''))
    .filter(Boolean);
  if (words.every((w) => brands.has(w.toLowerCase()) || !/\p{L}/u.test(w))) return true;
  return allow.identicalStrings.some(
    (entry) => entry.text === text && (!entry.locales || entry.locales.includes(locale)),
  );
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Compares every locale's catalogs with English (the source) and lists each problem: missing
 * and extra keys, duplicate keys across a locale's files, non-string values, ICU syntax errors,
 * placeholder mismatches (names in every branch, and rich-text tags), keys kept in another
 * area file than English's, and strings left identical to English outside the allow-list.
 */
export function checkCatalogs(
  files: CheckedFile[],
  allow: AllowList = defaultAllowList,
): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const byLocale = new Map<Locale, Map<string, { value: unknown; file: CheckedFile }>>();
  for (const locale of locales) byLocale.set(locale, new Map());

  for (const file of files) {
    const entries = byLocale.get(file.locale)!;
    for (const [key, value] of Object.entries(file.entries)) {
      const earlier = entries.get(key);
      if (earlier) {
        problems.push({
          locale: file.locale,
          kind: 'duplicate',
          key,
          file: file.path,
          detail: `also defined in ${earlier.file.path}`,
        });
        continue;
      }
      entries.set(key, { value, file });
      if (typeof value !== 'string') {
        problems.push({
          locale: file.locale,
          kind: 'not-a-string',
          key,
          file: file.path,
          detail: `value is ${typeof value}`,
        });
        continue;
      }
      const tooLong = metaTooLong(key, value);
      if (tooLong) {
        problems.push({
          locale: file.locale,
          kind: 'too-long',
          key,
          file: file.path,
          detail: tooLong,
        });
      }
      try {
        parseIcu(value);
      } catch (error) {
        problems.push({
          locale: file.locale,
          kind: 'syntax',
          key,
          file: file.path,
          detail: `invalid ICU message: ${(error as Error).message}`,
        });
      }
    }
  }

  const english = byLocale.get(defaultLocale)!;
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    const entries = byLocale.get(locale)!;
    const areas = new Set(files.filter((f) => f.locale === locale).map((f) => f.area));
    const missingAreas = new Map<string, number>();
    for (const [key, source] of english) {
      const target = entries.get(key);
      const expectedFile = `src/i18n/messages/${locale}/${source.file.area}.json`;
      if (!target) {
        if (areas.has(source.file.area)) {
          problems.push({
            locale,
            kind: 'missing',
            key,
            file: expectedFile,
            detail: 'key missing',
          });
        } else {
          missingAreas.set(source.file.area, (missingAreas.get(source.file.area) ?? 0) + 1);
        }
        continue;
      }
      if (target.file.area !== source.file.area) {
        problems.push({
          locale,
          kind: 'misplaced',
          key,
          file: target.file.path,
          detail: `English keeps it in ${source.file.area}.json`,
        });
      }
      if (typeof source.value !== 'string' || typeof target.value !== 'string') continue;
      let expected: string[];
      let actual: string[];
      try {
        expected = placeholderSignature(source.value);
        actual = placeholderSignature(target.value);
      } catch {
        continue; // reported as a syntax problem above
      }
      if (!sameList(expected, actual)) {
        problems.push({
          locale,
          kind: 'placeholders',
          key,
          file: target.file.path,
          detail: `expected {${expected.join(', ')}}, found {${actual.join(', ')}}`,
        });
      }
      if (target.value === source.value && !identicalAllowed(source.value, locale, allow, key)) {
        problems.push({
          locale,
          kind: 'identical',
          key,
          file: target.file.path,
          detail: `identical to English: "${source.value.slice(0, 80)}"`,
        });
      }
    }
    for (const [area, count] of missingAreas) {
      problems.push({
        locale,
        kind: 'missing-file',
        key: `${area}.*`,
        file: `src/i18n/messages/${locale}/${area}.json`,
        detail: `file missing: ${count} key(s) of the English "${area}" area`,
      });
    }
    for (const [key, target] of entries) {
      if (!english.has(key)) {
        problems.push({
          locale,
          kind: 'extra',
          key,
          file: target.file.path,
          detail: 'key not in the English catalog',
        });
      }
    }
  }
  return problems;
}

/** Human-readable report, grouped by locale, with a summary line per locale. */
export function formatProblems(problems: CatalogProblem[]): string {
  if (problems.length === 0)
    return 'i18n:check: all catalogs match English (keys, placeholders, translations).';
  const lines: string[] = [];
  for (const locale of locales) {
    const mine = problems.filter((p) => p.locale === locale);
    if (mine.length === 0) continue;
    const counts = new Map<ProblemKind, number>();
    mine.forEach((p) => counts.set(p.kind, (counts.get(p.kind) ?? 0) + 1));
    lines.push(
      `\n${locale}: ${mine.length} problem(s) (${[...counts].map(([k, n]) => `${n} ${k}`).join(', ')})`,
    );
    for (const p of mine) lines.push(`  ${p.kind.padEnd(12)} ${p.file}  ${p.key}  ${p.detail}`);
  }
  lines.push(`\ni18n:check: ${problems.length} problem(s).`);
  return lines.join('\n');
}
