import type { Blog, BlogPosting, WithContext } from 'schema-dts';
import { localeInfo, type Locale } from '../../i18n/locales';
import { absoluteUrl, LOGO_PNG } from '../seo';
import { getSite } from '../site';
import type { BlogPostSummary } from './summary';

/** The organisation node that `organizationLd` in `src/lib/seo.ts` declares. */
const publisherOf = (siteUrl: string) =>
  ({
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: getSite().business.brandName,
    url: `${siteUrl}/`,
    logo: { '@type': 'ImageObject', url: `${siteUrl}${LOGO_PNG}`, width: 512, height: 512 },
  }) as const;

/**
 * The author: the organisation (with its URL and logo) when the byline is the brand or a team
 * ('Flowcraft Team'), else the named person, working for it.
 */
function authorOf(author: string | undefined, siteUrl: string): BlogPosting['author'] {
  const brand = getSite().business.brandName;
  const firstWord = brand.split(' ')[0]!;
  if (!author || author === brand || /\b(team|equipe|equipo|équipe|squadra)\b/i.test(author)) {
    return publisherOf(siteUrl);
  }
  if (author.startsWith(firstWord) && author.split(' ').length <= 2) return publisherOf(siteUrl);
  return { '@type': 'Person', name: author, worksFor: { '@id': `${siteUrl}/#organization` } };
}

function posting(post: BlogPostSummary, siteUrl: string): BlogPosting {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.description ? { description: post.description } : {}),
    url: absoluteUrl(siteUrl, post.href),
    datePublished: post.date,
    ...(post.updated ? { dateModified: post.updated } : {}),
    inLanguage: localeInfo[post.lang].tag,
    articleSection: post.category,
    author: authorOf(post.author, siteUrl),
  };
}

/**
 * BlogPosting for an article page (issue 5): headline, dates, author, language, publisher,
 * the page it is the main entity of and the share image.
 * @param image absolute URL of the share image
 */
export function blogPostingLd(
  post: BlogPostSummary,
  siteUrl: string,
  image?: string,
): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    ...posting(post, siteUrl),
    dateModified: post.updated ?? post.date,
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(siteUrl, post.href) },
    publisher: publisherOf(siteUrl),
    ...(image ? { image } : {}),
  };
}

/** Blog for a list page, listing the posts shown on it (spec 'Blog list': page metadata). */
export function blogLd(
  page: { name: string; description: string; path: string; locale: Locale },
  posts: readonly BlogPostSummary[],
  siteUrl: string,
): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: page.name,
    description: page.description,
    url: absoluteUrl(siteUrl, page.path),
    inLanguage: localeInfo[page.locale].tag,
    publisher: publisherOf(siteUrl),
    blogPost: posts.map((post) => posting(post, siteUrl)),
  };
}
