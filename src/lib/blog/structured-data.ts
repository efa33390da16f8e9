import type { Blog, BlogPosting, WithContext } from 'schema-dts';
import { localeInfo, type Locale } from '../../../shared/i18n/locales';
import { absoluteUrl, LOGO_PNG } from '../seo';
import { getSite } from '../../../shared/node/site';
import type { BlogPostSummary } from './summary';

/** The organisation node that `organizationLd` in `src/lib/seo.ts` declares. */
const publisherOf = (site: string) =>
  ({
    '@type': 'Organization',
    '@id': `${site}/#organization`,
    name: getSite().business.brandName,
    url: `${site}/`,
    logo: { '@type': 'ImageObject', url: `${site}${LOGO_PNG}`, width: 512, height: 512 },
  }) as const;

/**
 * The author: the organisation (with its URL and logo) when the byline is the brand or a team
 * ('Flowcraft Team'), else the named person, working for it.
 */
function authorOf(author: string | undefined, site: string): BlogPosting['author'] {
  const brand = getSite().business.brandName;
  const firstWord = brand.split(' ')[0]!;
  if (!author || author === brand || /\b(team|equipe|equipo|équipe|squadra)\b/i.test(author)) {
    return publisherOf(site);
  }
  if (author.startsWith(firstWord) && author.split(' ').length <= 2) return publisherOf(site);
  return { '@type': 'Person', name: author, worksFor: { '@id': `${site}/#organization` } };
}

function posting(post: BlogPostSummary, site: string): BlogPosting {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.description ? { description: post.description } : {}),
    url: absoluteUrl(site, post.href),
    datePublished: post.date,
    ...(post.updated ? { dateModified: post.updated } : {}),
    inLanguage: localeInfo[post.lang].tag,
    articleSection: post.category,
    author: authorOf(post.author, site),
  };
}

/**
 * BlogPosting for an article page: headline, dates, author, language, publisher,
 * the page it is the main entity of and the share image.
 * @param image absolute URL of the share image
 */
export function blogPostingLd(
  post: BlogPostSummary,
  site: string,
  image?: string,
): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    ...posting(post, site),
    dateModified: post.updated ?? post.date,
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(site, post.href) },
    publisher: publisherOf(site),
    ...(image ? { image } : {}),
  };
}

/** Blog for a list page, listing the posts shown on it (page metadata). */
export function blogLd(
  page: { name: string; description: string; path: string; locale: Locale },
  posts: readonly BlogPostSummary[],
  site: string,
): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: page.name,
    description: page.description,
    url: absoluteUrl(site, page.path),
    inLanguage: localeInfo[page.locale].tag,
    publisher: publisherOf(site),
    blogPost: posts.map((post) => posting(post, site)),
  };
}
