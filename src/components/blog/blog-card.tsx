import { localeInfo, type Locale } from '@/i18n/locales';
import { cx } from 'class-variance-authority';
import type { BlogPostSummary } from '@/lib/blog/summary';
import { Badge, CategoryBadge, DifficultyBadge } from './blog-badge';
import type { CardMessages } from './messages';
import { PostMeta } from './post-meta';

type BlogCardProps = {
  post: BlogPostSummary;
  /** Language of the page the card is on. */
  locale: Locale;
  messages: CardMessages;
  /** The wide card of the newest post, with a cover drawn from its category. */
  featured?: boolean;
};

/** A post card linking to /blog/{slug}: badges, title, description, date, author, read time. */
function BlogCard({ post, locale, messages: m, featured = false }: BlogCardProps) {
  const otherLanguage = post.lang !== locale;
  const card = (
    <article
      className={cx(
        'rounded-card border-border bg-card focus-within:ring-ring relative flex h-full flex-col border p-6 shadow-sm transition focus-within:ring-2 hover:shadow-md',
        featured && 'md:p-8',
      )}
    >
      <div className="mb-4 flex flex-wrap gap-2">
        <CategoryBadge category={post.category} messages={m} />
        {post.difficulty && <DifficultyBadge difficulty={post.difficulty} messages={m} />}
        {otherLanguage && <Badge tone="blue">{m['blog.card.inEnglish']}</Badge>}
      </div>
      <h2
        className={cx(
          // No hyphens-auto: Chromium loads its hyphenation dictionary after the first paint, and the
          // titles then broke again, moving the cards below (a layout shift in blog-pagination.spec).
          'text-xl font-semibold text-balance wrap-break-word',
          featured && 'md:text-3xl',
        )}
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
  if (!featured) return card;
  // The newest post: a cover beside the card on wider screens (drawn, no image request).
  return (
    <div className="grid h-full gap-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div
        aria-hidden="true"
        className="bg-ink rounded-t-card md:rounded-l-card relative hidden min-h-56 overflow-hidden md:block md:rounded-tr-none"
      >
        <div className="absolute inset-0 [background-image:radial-gradient(rgb(255_255_255/0.18)_1px,transparent_1px)] [background-size:24px_24px] opacity-50" />
        <div className="absolute inset-0 bg-[radial-gradient(28rem_circle_at_30%_40%,color-mix(in_oklab,var(--color-primary)_45%,transparent),transparent_70%)]" />
        <span className="absolute bottom-6 left-6 text-5xl font-extrabold tracking-tight text-white/90">
          n8n
        </span>
      </div>
      <div className="md:[&>article]:rounded-l-none">{card}</div>
    </div>
  );
}

export { BlogCard };
