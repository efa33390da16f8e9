import rss from '@astrojs/rss';
import { allArticles } from '@/components/blog/collection';
import { formatMessage, getMessages } from '@/i18n/catalog';
import { localeInfo, type Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { absoluteUrl, siteBase } from '@/lib/seo';
import { sortPosts } from '@/lib/blog/summary';
import { getSite } from '../../../shared/node/site';

/** Site path of a language's feed: `/rss.xml` for English, `/de/rss.xml` for German. */
export const feedPath = (locale: Locale): string => localizePath('/rss.xml', locale);

/**
 * The RSS feed of one language: the articles written in it (never another language's), newest
 * first, with the language's own title and `<language>` tag. `site` is the endpoint's
 * `context.site`.
 */
export async function feedResponse(locale: Locale, site: URL | undefined): Promise<Response> {
  const m = getMessages(locale);
  const base = siteBase(site);
  const posts = sortPosts((await allArticles()).filter((post) => post.locale === locale));
  return rss({
    title: formatMessage(locale, m['blog.rssTitle'], { name: getSite().business.brandName }),
    description: m['blog.metaDescription'],
    site: base,
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.title,
      description: post.description,
      link: post.href,
      pubDate: new Date(`${post.date}T00:00:00Z`),
      categories: [post.category],
      ...(post.author ? { customData: `<dc:creator><![CDATA[${post.author}]]></dc:creator>` } : {}),
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/', atom: 'http://www.w3.org/2005/Atom' },
    // The feed's own address (atom:link rel="self") and when it was built, as feed readers expect.
    customData: [
      `<language>${localeInfo[locale].tag.toLowerCase()}</language>`,
      `<atom:link href="${absoluteUrl(base, feedPath(locale))}" rel="self" type="application/rss+xml"/>`,
      `<lastBuildDate>${new Date().toUTCString()}</lastBuildDate>`,
    ].join(''),
  });
}
