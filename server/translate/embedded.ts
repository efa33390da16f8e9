import { locales, type Locale } from '../../shared/i18n/locales';
import type { TargetLocale } from './types';

/** An English string and its translation in one language. */
export type TranslationPair = [target: TargetLocale, english: string, translated: string];

/** English text -> translation, per target language. */
export type LookupTable = Record<TargetLocale, Map<string, string>>;

/** Lookup form of a text: outer whitespace dropped, inner runs of whitespace made one space. */
export function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Builds the embedded provider's table: every catalog key's English message paired with the same
 * key in each locale, plus pairs found in content files. When one English string has several
 * translations (the same word used in two places), the most frequent wins, then the first seen.
 * @example buildLookupTable({ en: { 'a': 'Home' }, de: { 'a': 'Startseite' }, ... }).de.get('Home') // 'Startseite'
 */
export function buildLookupTable(
  catalogs: Partial<Record<Locale, Record<string, string>>>,
  extraPairs: Iterable<TranslationPair> = [],
): LookupTable {
  const votes = new Map<TargetLocale, Map<string, Map<string, number>>>();
  const vote = (target: TargetLocale, english: string, translated: string) => {
    const key = normalizeText(english);
    const value = translated.trim();
    if (!key || !value) return;
    let byEnglish = votes.get(target);
    if (!byEnglish) votes.set(target, (byEnglish = new Map()));
    let counts = byEnglish.get(key);
    if (!counts) byEnglish.set(key, (counts = new Map()));
    counts.set(value, (counts.get(value) ?? 0) + 1);
  };

  const english = catalogs.en ?? {};
  for (const target of locales) {
    if (target === 'en') continue;
    for (const [key, translated] of Object.entries(catalogs[target] ?? {})) {
      const source = english[key];
      if (typeof source === 'string' && typeof translated === 'string')
        vote(target, source, translated);
    }
  }
  for (const [target, source, translated] of extraPairs) vote(target, source, translated);

  const table = Object.fromEntries(
    locales.filter((l) => l !== 'en').map((l) => [l, new Map<string, string>()]),
  ) as LookupTable;
  for (const [target, byEnglish] of votes) {
    for (const [source, counts] of byEnglish) {
      let best = '';
      let bestCount = 0;
      for (const [value, count] of counts) {
        if (count > bestCount) [best, bestCount] = [value, count];
      }
      table[target].set(source, best);
    }
  }
  return table;
}

/**
 * The embedded provider: the site's own translation of an exact English string (compared after
 * `normalizeText`), keeping the caller's leading and trailing whitespace; undefined otherwise.
 * Needs no network, so it works offline and is always tried first.
 */
export function lookupEmbedded(
  table: LookupTable,
  text: string,
  target: TargetLocale,
): string | undefined {
  const found = table[target]?.get(normalizeText(text));
  if (found === undefined) return undefined;
  const lead = text.slice(0, text.length - text.trimStart().length);
  const trail = text.slice(text.trimEnd().length);
  return `${lead}${found}${trail}`;
}

/** The table as `translations.json` stores it: `[english, translation]` pairs per language. */
export function tableToPairs(table: LookupTable): Record<TargetLocale, [string, string][]> {
  return Object.fromEntries(
    Object.entries(table).map(([locale, map]) => [locale, [...map]]),
  ) as Record<TargetLocale, [string, string][]>;
}

/**
 * The table back from `translations.json` (the server reads the build's table and
 * never `src/` or `content/`).
 */
export function tableFromPairs(pairs: Record<string, [string, string][]>): LookupTable {
  return Object.fromEntries(
    locales.filter((l) => l !== 'en').map((l) => [l, new Map(pairs[l] ?? [])]),
  ) as LookupTable;
}
