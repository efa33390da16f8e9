import { renderToStaticMarkup } from 'react-dom/server';
import { getMessages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import type { BlogPostSummary } from '@/lib/blog/summary';
import { categoryLabel } from './blog-badge';
import { BlogCard } from './blog-card';
import type { SearchEntry } from './blog-search.client';

/**
 * A list's search index (`/blog/search.json`, fetched on the first keystroke): per post what the
 * search matches and its card, rendered here at build time in the list's language, so
 * the browser only filters and places the build's HTML.
 */
export function searchIndex(posts: readonly BlogPostSummary[], locale: Locale): SearchEntry[] {
  const m = getMessages(locale);
  return posts.map((post) => ({
    href: post.href,
    title: post.title,
    description: post.description,
    category: post.category,
    categoryLabel: categoryLabel(post.category, m),
    ...(post.author ? { author: post.author } : {}),
    html: renderToStaticMarkup(<BlogCard post={post} locale={locale} messages={m} />),
  }));
}
