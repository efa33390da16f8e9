import { localeInfo, type Locale } from '@/i18n/locales';
import type { BlogPostSummary } from '@/lib/blog/summary';
import { Badge, CategoryBadge, DifficultyBadge } from './blog-badge';
import type { CardMessages } from './messages';
import { PostMeta } from './post-meta';

type BlogCardProps = {
  post: BlogPostSummary;
  /** Language of the page the card is on. */
  locale: Locale;
  messages: CardMessages;
};

/** A post card linking to /blog/{slug}: badges, title, description, date, author, read time. */
function BlogCard({ post, locale, messages: m }: BlogCardProps) {
  const otherLanguage = post.lang !== locale;
  return (
    <article className="relative flex h-full flex-col rounded-card border border-border bg-card p-6 shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-ring">
      <div className="mb-4 flex flex-wrap gap-2">
        <CategoryBadge category={post.category} messages={m} />
        {post.difficulty && <DifficultyBadge difficulty={post.difficulty} messages={m} />}
        {otherLanguage && <Badge tone="blue">{m['blog.card.inEnglish']}</Badge>}
      </div>
      <h2 className="text-xl font-semibold text-balance" lang={otherLanguage ? localeInfo[post.lang].tag : undefined}>
        <a href={post.href} className="after:absolute after:inset-0 hover:text-primary focus-visible:outline-none">
          {post.title}
        </a>
      </h2>
      {post.description && (
        <p className="mt-3 flex-1 text-muted-foreground" lang={otherLanguage ? localeInfo[post.lang].tag : undefined}>
          {post.description}
        </p>
      )}
      <PostMeta post={post} locale={locale} messages={m} className="mt-5" />
    </article>
  );
}

export { BlogCard };
