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
    <article className="rounded-card border-border bg-card focus-within:ring-ring relative flex h-full flex-col border p-6 shadow-sm transition focus-within:ring-2 hover:shadow-md">
      <div className="mb-4 flex flex-wrap gap-2">
        <CategoryBadge category={post.category} messages={m} />
        {post.difficulty && <DifficultyBadge difficulty={post.difficulty} messages={m} />}
        {otherLanguage && <Badge tone="blue">{m['blog.card.inEnglish']}</Badge>}
      </div>
      <h2
        className="text-xl font-semibold text-balance wrap-break-word hyphens-auto"
        lang={otherLanguage ? localeInfo[post.lang].tag : undefined}
      >
        <a
          href={post.href}
          className="hover:text-primary after:absolute after:inset-0 focus-visible:outline-none"
        >
          {post.title}
        </a>
      </h2>
      {post.description && (
        <p
          className="text-muted-foreground mt-3 flex-1"
          lang={otherLanguage ? localeInfo[post.lang].tag : undefined}
        >
          {post.description}
        </p>
      )}
      <PostMeta post={post} locale={locale} messages={m} className="mt-5" />
    </article>
  );
}

export { BlogCard };
