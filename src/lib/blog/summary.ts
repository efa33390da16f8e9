import { defaultLocale, locales, type Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import {
  DEFAULT_CATEGORY,
  DEFAULT_DATE,
  type BlogFrontMatter,
  type Difficulty,
} from './front-matter';

/**
 * What a card, the search index and the list's structured data need of a post (the
 * front matter a list shows): plain, serialisable data.
 */
export interface BlogPostSummary {
  slug: string;
  /** Language the article is written in. */
  lang: Locale;
  /** Site path of the article: `/blog/x` or `/de/blog/x`. */
  href: string;
  title: string;
  description: string;
  author?: string;
  readTime?: string;
  difficulty?: Difficulty;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Last substantial revision, `YYYY-MM-DD`, when the article has one later than `date`. */
  updated?: string;
  category: string;
}

/** The part of an article a summary is made from. */
export interface SummarySource {
  slug: string;
  locale: Locale;
  data: Partial<BlogFrontMatter>;
  /** The markdown body; when given and the front matter sets no `readTime`, the read time is computed from it. */
  body?: string;
  /** The byline of an article without `author`: the owner's brand name. */
  defaultAuthor?: string;
}

/** Reading speed for the computed read time, in words per minute (code blocks excluded). */
export const WORDS_PER_MINUTE = 220;

/** A markdown body with its fenced code blocks (``` or ~~~) replaced by blank lines. */
export function withoutCodeBlocks(body: string): string {
  return body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '\n');
}

/** Words of prose in a markdown body: fenced code blocks are not counted. */
export function proseWordCount(body: string): number {
  return withoutCodeBlocks(body)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a body at {@link WORDS_PER_MINUTE}, at least 1. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(proseWordCount(body) / WORDS_PER_MINUTE));
}

/**
 * The read time shown on cards and posts, in the page's language.
 * @example formatReadTime(7, 'de') // '7 Min.'
 */
export function formatReadTime(minutes: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  }).format(minutes);
}

/**
 * Site path of an article.
 * @example postHref('what-is-n8n-guide', 'de') // '/de/blog/what-is-n8n-guide'
 */
export function postHref(slug: string, locale: Locale): string {
  return localizePath(`/blog/${slug}`, locale);
}

/**
 * Site path of a list page; page 1 is the list itself.
 * @example listHref('de', 2) // '/de/blog/page/2'
 */
export function listHref(locale: Locale, page = 1): string {
  return localizePath(page <= 1 ? '/blog' : `/blog/page/${page}`, locale);
}

/**
 * A card's data with the spec's fallbacks: title falls back to the file name, date to
 * 2024-01-01, category to 'Workflow Automation', the read time to one computed from the body.
 */
export function toSummary({
  slug,
  locale,
  data,
  body,
  defaultAuthor,
}: SummarySource): BlogPostSummary {
  const author = data.author ?? defaultAuthor;
  const readTime =
    data.readTime ?? (body ? formatReadTime(readingMinutes(body), locale) : undefined);
  return {
    slug,
    lang: locale,
    href: postHref(slug, locale),
    title: data.title?.trim() || slug,
    description: data.description ?? '',
    ...(author ? { author } : {}),
    ...(readTime ? { readTime } : {}),
    ...(data.difficulty ? { difficulty: data.difficulty } : {}),
    date: data.date ?? DEFAULT_DATE,
    ...(data.updated && data.updated > (data.date ?? DEFAULT_DATE)
      ? { updated: data.updated }
      : {}),
    category: data.category ?? DEFAULT_CATEGORY,
  };
}

/**
 * Newest first; equal dates by title so the order never depends on file order.
 * Returns a new array.
 */
export function sortPosts<T extends Pick<BlogPostSummary, 'date' | 'title'>>(
  posts: readonly T[],
): T[] {
  return [...posts].sort((a, b) =>
    a.date === b.date ? a.title.localeCompare(b.title, 'en') : a.date < b.date ? 1 : -1,
  );
}

/**
 * The posts a list in `locale` shows: that language's articles, plus the English articles
 * that have no version in it (so the pt, es, it and fr lists are never empty). Sorted.
 */
export function postsForLocale<T extends Pick<SummarySource, 'slug' | 'locale'>>(
  posts: readonly T[],
  locale: Locale,
): T[] {
  const own = posts.filter((p) => p.locale === locale);
  if (locale === defaultLocale) return own;
  const translated = new Set(own.map((p) => p.slug));
  return [...own, ...posts.filter((p) => p.locale === defaultLocale && !translated.has(p.slug))];
}

/**
 * The languages an article exists in, in the site's locale order, for alternate links:
 * `{ en: '/blog/x', de: '/de/blog/x' }`.
 */
export function articleVersions(
  posts: readonly Pick<SummarySource, 'slug' | 'locale'>[],
  slug: string,
): Partial<Record<Locale, string>> {
  const found = new Set(posts.filter((p) => p.slug === slug).map((p) => p.locale));
  return Object.fromEntries(locales.filter((l) => found.has(l)).map((l) => [l, postHref(slug, l)]));
}
