import type { Locale } from '../../../shared/i18n/locales';
import { formatPostDate } from '@/lib/blog/format';
import type { BlogPostSummary } from '@/lib/blog/summary';
import { cx } from 'class-variance-authority';
import { Icon } from '@/components/ui/icon';
import type { CardMessages } from './messages';

type PostMetaProps = {
  post: Pick<BlogPostSummary, 'date' | 'updated' | 'author' | 'readTime'>;
  /** Language of the page: dates use its format (en-US on English pages). */
  locale: Locale;
  messages: CardMessages;
  className?: string;
};

/** Date (and the last update, when there is one), author and read time, each labelled for screen readers. */
function PostMeta({ post, locale, messages: m, className }: PostMetaProps) {
  return (
    <p
      className={cx(
        'text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-sm',
        className,
      )}
    >
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" className="size-4" />
        <span className="sr-only">{m['blog.card.published']} </span>
        <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
      </span>
      {post.updated && (
        <span>
          {m['blog.card.updated']}{' '}
          <time dateTime={post.updated}>{formatPostDate(post.updated, locale)}</time>
        </span>
      )}
      {post.author && (
        <span className="inline-flex items-center gap-1.5">
          <Icon name="users" className="size-4" />
          <span className="sr-only">{m['blog.card.author']} </span>
          {post.author}
        </span>
      )}
      {post.readTime && (
        <span className="inline-flex items-center gap-1.5">
          <Icon name="clock" className="size-4" />
          <span className="sr-only">{m['blog.card.readTime']} </span>
          {post.readTime}
        </span>
      )}
    </p>
  );
}

export { PostMeta };
