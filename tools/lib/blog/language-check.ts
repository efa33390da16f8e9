import { franc } from 'franc';
import type { Locale } from '../../../shared/i18n/locales';
import { withoutCodeBlocks } from '../../../src/lib/blog/summary';

/**
 * English left in a translated article: every paragraph of prose long enough to
 * tell (code, tables, links' targets and inline code removed) is identified with `franc` among
 * the site's six languages; one that reads as another language than its file is reported.
 */

/** ISO 639-3 codes franc returns, per site language. */
export const francCodes: Record<Locale, string> = {
  en: 'eng',
  pt: 'por',
  de: 'deu',
  es: 'spa',
  it: 'ita',
  fr: 'fra',
};
const candidates = Object.values(francCodes);
const byCode = Object.fromEntries(Object.entries(francCodes).map(([l, c]) => [c, l])) as Record<
  string,
  Locale
>;

/** Paragraphs shorter than this (in words) are too short to identify reliably. */
export const MIN_WORDS = 25;

/** The prose paragraphs of a markdown body, without code, tables, headings' markup or URLs. */
export function proseParagraphs(body: string): string[] {
  return withoutCodeBlocks(body)
    .split(/\n\s*\n/)
    .filter((block) => !/^\s*\|/.test(block))
    .map((block) =>
      block
        .replace(/`[^`]*`/g, ' ')
        .replace(/\]\([^)]*\)/g, ']')
        .replace(/[#>*_[\]]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => text.split(' ').length >= MIN_WORDS);
}

export interface LanguageProblem {
  /** The language the paragraph reads as. */
  detected: Locale;
  /** Its first words, to find it in the file. */
  excerpt: string;
}

/**
 * Paragraphs of a translation (`locale` not English) that read as English. Only English is
 * reported: close languages (Spanish, Portuguese, Italian) are sometimes confused with each
 * other on technical prose, English left untranslated is not.
 */
export function englishParagraphs(body: string, locale: Locale): LanguageProblem[] {
  if (locale === 'en') return [];
  return proseParagraphs(body).flatMap((text) => {
    const detected = byCode[franc(text, { only: candidates, minLength: 10 })];
    return detected === 'en' ? [{ detected, excerpt: text.split(' ').slice(0, 12).join(' ') }] : [];
  });
}
