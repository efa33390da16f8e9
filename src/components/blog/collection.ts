import { getCollection, type CollectionEntry } from 'astro:content';
import { defaultLocale, isLocale, type Locale } from '../../../shared/i18n/locales';
import { getSite } from '../../../shared/node/site';
import { siteLocales } from '../../../shared/node/site-locales';
import { translationLocales } from '@/lib/blog/i18n-status';
import {
  articleVersions,
  postsForLocale,
  sortPosts,
  toSummary,
  type BlogPostSummary,
} from '@/lib/blog/summary';

/** One article of the collection: its summary plus the entry to render (the astro:content side of `src/lib/blog`). */
export interface BlogArticle extends BlogPostSummary {
  locale: Locale;
  entry: CollectionEntry<'blog'>;
}

let articles: Promise<BlogArticle[]> | undefined;

/**
 * Every article in a language the site has, newest first, queried once per build. Entry ids are
 * `slug` or `de/slug`; a translation into a language that is off is not published.
 */
export function allArticles(): Promise<BlogArticle[]> {
  const on = siteLocales();
  articles ??= getCollection('blog').then((entries) =>
    sortPosts(
      entries
        .filter((entry) => {
          const [first, second] = entry.id.split('/');
          return !(second && isLocale(first) && !on.includes(first));
        })
        .map((entry) => {
          const [first, second] = entry.id.split('/');
          const locale: Locale = second && isLocale(first) ? first : defaultLocale;
          const slug = second ?? first!;
          return {
            ...toSummary({
              slug,
              locale,
              data: entry.data,
              body: entry.body,
              defaultAuthor: getSite().business.brandName,
            }),
            locale,
            entry,
          };
        }),
    ),
  );
  return articles;
}

/** The articles a list in `locale` shows (its own language plus untranslated English ones), newest first. */
export async function articlesFor(locale: Locale): Promise<BlogArticle[]> {
  return sortPosts(postsForLocale(await allArticles(), locale));
}

/** Language versions of an article: `{ en: '/blog/x', de: '/de/blog/x' }`. */
export async function versionsOf(slug: string): Promise<Partial<Record<Locale, string>>> {
  return articleVersions(await allArticles(), slug);
}

/** The plain summary of an article, for props and JSON (no collection entry). */
export function summaryOf({
  entry: _entry,
  locale: _locale,
  ...summary
}: BlogArticle): BlogPostSummary {
  return summary;
}

/**
 * /blog/{slug} for English articles, /de/blog/{slug} (and other languages) for translated ones,
 * and for every language an article is not translated into yet, the English body under that
 * language's page (canonical to the original, not in the sitemap).
 */
export async function articlePaths() {
  const articles = await allArticles();
  const exists = new Set(articles.map((a) => `${a.locale}/${a.slug}`));
  const own = articles.map((article) => ({
    params: {
      lang: article.locale === defaultLocale ? undefined : article.locale,
      slug: article.slug,
    },
    props: { article, locale: article.locale },
  }));
  const fallbacks = articles
    .filter((a) => a.locale === defaultLocale)
    .flatMap((article) =>
      translationLocales
        .filter((l) => siteLocales().includes(l) && !exists.has(`${l}/${article.slug}`))
        .map((locale) => ({
          params: { lang: locale, slug: article.slug },
          props: { article, locale },
        })),
    );
  return [...own, ...fallbacks];
}
