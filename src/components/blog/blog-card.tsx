import { localeInfo, type Locale } from '../../../shared/i18n/locales';
import { cx } from 'class-variance-authority';
import type { BlogPostSummary } from '@/lib/blog/summary';
import { articleCoverPath } from '@/lib/share-card-path';
import { Badge, CategoryBadge, DifficultyBadge } from './blog-badge';
import type { CardMessages } from './messages';
import { PostMeta } from './post-meta';

type BlogCardProps = {
  post: BlogPostSummary;
  /** Language of the page the card is on. */
  locale: Locale;
  messages: CardMessages;
  /** The wide card of the newest post, its cover beside it on wider screens. */
  featured?: boolean;
};

/**
 * The article's share card as its cover (decorative: the title follows). The newest post's cover
 * is the list's largest paint: the build inlines it into the page (`data-inline-cover`, see
 * `inlineCovers`), so it paints with the page instead of a round trip after it.
 */
function Cover({ href, className, eager }: { href: string; className: string; eager: boolean }) {
  return (
    <img
      src={articleCoverPath(href)}
      alt=""
      width={600}
      height={315}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      {...(eager ? { 'data-inline-cover': '' } : {})}
      className={cx('block bg-[#1c1917] object-cover', className)}
    />
  );
}

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
      {!featured && (
        <Cover
          href={post.href}
          eager={false}
          className="rounded-t-card -mx-6 -mt-6 mb-5 aspect-[40/21] w-[calc(100%+3rem)] max-w-none"
        />
      )}
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
  // The newest post: its cover beside the card on wider screens.
  return (
    <div className="grid h-full gap-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Cover
        href={post.href}
        eager
        className="rounded-t-card md:rounded-l-card aspect-[40/21] w-full md:h-full md:rounded-tr-none md:object-contain"
      />
      <div className="max-md:[&>article]:rounded-t-none md:[&>article]:rounded-l-none">{card}</div>
    </div>
  );
}

export { BlogCard };
