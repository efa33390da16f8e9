import type * as React from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import type { BlogPostSummary } from '@/lib/blog/summary';
import { BlogCard } from './blog-card';
import type { CardMessages } from './messages';

type BlogListProps = {
  posts: readonly BlogPostSummary[];
  locale: Locale;
  messages: CardMessages;
  /** Shown instead of the grid when there are no posts. */
  empty?: React.ReactNode;
  /** Under the grid, e.g. the pagination. */
  footer?: React.ReactNode;
  /** Show the first post as the wide featured card (the newest post on the first page). */
  featureFirst?: boolean;
};

/** The grid the cards are laid out in (the search fills one with its results). */
const gridClassName = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/** The grid of post cards. */
function BlogList({ posts, locale, messages, empty, footer, featureFirst }: BlogListProps) {
  if (posts.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={gridClassName}>
        {posts.map((post, i) => (
          // No content-visibility: a guessed intrinsic size made the list jump while scrolling
          // and wider than a 320 px screen; a page holds at most 30 cards.
          <li
            key={post.href}
            className={featureFirst && i === 0 ? 'md:col-span-2 lg:col-span-3' : undefined}
          >
            <BlogCard
              post={post}
              locale={locale}
              messages={messages}
              featured={featureFirst && i === 0}
            />
          </li>
        ))}
      </ul>
      {footer}
    </>
  );
}

type EmptyStateProps = { title: string; text: string; role?: 'status' };

/** 'No blog posts found' / 'No results found for "{term}"' and their hint. */
function EmptyState({ title, text, role }: EmptyStateProps) {
  return (
    <div
      role={role}
      className="rounded-card border-border bg-muted border border-dashed px-6 py-16 text-center"
    >
      <p className="text-xl font-semibold">{title}</p>
      <p className="text-muted-foreground mt-2">{text}</p>
    </div>
  );
}

export { BlogList, EmptyState, gridClassName };
