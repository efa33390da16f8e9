import type * as React from 'react';
import type { Messages } from '@/i18n/catalog';
import { localeInfo, type Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import type { FaqEntry } from '@/lib/faq-entry';
import { listHref, type BlogPostSummary } from '@/lib/blog/summary';
import { buttonVariants } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { Icon } from '@/components/ui/icon';
import { CategoryBadge, DifficultyBadge } from './blog-badge';
import { type ArticleHeading, GLOSSARY_SLUGS, GlossaryIndex, TableOfContents } from './article-nav';
import { BlogFaq } from './blog-faq';
import { PostMeta } from './post-meta';

/** Id of the article body, for components that work on it (e.g. 'Translate this article'). */
export const POST_BODY_ID = 'blog-post-body';

type BlogPostPageProps = {
  post: BlogPostSummary;
  faq?: readonly FaqEntry[];
  /** The article in other languages: `{ de: '/de/blog/x' }`. */
  versions: Partial<Record<Locale, string>>;
  locale: Locale;
  messages: Messages;
  /** The rendered markdown body. */
  children: React.ReactNode;
  /** Extra content under the header, e.g. the translation action. */
  tools?: React.ReactNode;
  /** Headings of the body (from Astro's `render()`), for the table of contents. */
  headings?: ArticleHeading[];
  /** A note to readers above the body: not translated yet, outdated, machine-translated. */
  notice?: PostNotice;
  /** Language tag of the title, description, body and FAQ when it is not the page's (an untranslated article). */
  contentLang?: string;
};

/** A note about the article's language version, with an optional link to the original. */
export interface PostNotice {
  text: string;
  link?: { href: string; label: string; lang: string };
}

/** Blog post screen: back button, header, body, optional FAQ, call to action. */
function BlogPostPage({
  post,
  faq,
  versions,
  locale,
  messages: m,
  children,
  tools,
  headings = [],
  notice,
  contentLang,
}: BlogPostPageProps) {
  const others = (Object.entries(versions) as [Locale, string][]).filter(([l]) => l !== locale);
  return (
    <>
      <article>
        <header className="bg-muted px-4 pt-10 pb-12 sm:px-6 md:pt-14 xl:grid xl:grid-cols-[minmax(0,48rem)_15rem] xl:justify-center xl:gap-12">
          <div className="mx-auto max-w-3xl xl:mx-0">
            <a
              href={listHref(locale)}
              className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-4' })}
            >
              <Icon name="arrow" className="size-4 rotate-180" />
              {m['blog.post.back']}
            </a>
            <div className="mt-6 flex flex-wrap gap-2">
              <CategoryBadge category={post.category} messages={m} />
              {post.difficulty && <DifficultyBadge difficulty={post.difficulty} messages={m} />}
            </div>
            <h1
              lang={contentLang}
              className="mt-4 text-3xl font-bold tracking-tight text-balance md:text-5xl"
            >
              {post.title}
            </h1>
            {post.description && (
              <p
                lang={contentLang}
                className="text-muted-foreground mt-5 text-lg text-pretty md:text-xl"
              >
                {post.description}
              </p>
            )}
            <PostMeta post={post} locale={locale} messages={m} className="mt-6" />
            {others.length > 0 && (
              <p className="mt-4 text-sm">
                {m['blog.post.otherLanguages']}{' '}
                {others.map(([l, href], i) => (
                  <span key={l}>
                    {i > 0 && ', '}
                    <a
                      href={href}
                      hrefLang={localeInfo[l].tag}
                      lang={localeInfo[l].tag}
                      className="text-primary font-semibold underline"
                    >
                      {localeInfo[l].label}
                    </a>
                  </span>
                ))}
              </p>
            )}
            {notice && (
              <p
                role="note"
                data-post-notice
                className="border-warning/40 bg-background mt-6 rounded-md border px-4 py-3 text-sm"
              >
                {notice.text}
                {notice.link && (
                  <>
                    {' '}
                    <a
                      href={notice.link.href}
                      hrefLang={notice.link.lang}
                      className="text-primary font-semibold underline"
                    >
                      {notice.link.label}
                    </a>
                  </>
                )}
              </p>
            )}
            {tools}
          </div>
        </header>
        <div className="px-4 py-12 sm:px-6 xl:grid xl:grid-cols-[minmax(0,48rem)_15rem] xl:justify-center xl:gap-12">
          <div className="mx-auto max-w-3xl xl:mx-0 xl:w-full">
            <TableOfContents headings={headings} messages={m} placement="inline" />
            {GLOSSARY_SLUGS.includes(post.slug) && (
              <GlossaryIndex headings={headings} locale={locale} messages={m} />
            )}
            <div
              id={POST_BODY_ID}
              lang={contentLang}
              className="blog-prose"
              data-copy-label={m['blog.post.copyCode']}
              data-copied-label={m['blog.post.copied']}
              data-anchor-label={m['blog.post.anchor']}
            >
              {children}
            </div>
          </div>
          <TableOfContents headings={headings} messages={m} placement="aside" />
        </div>
        {faq && faq.length > 0 && (
          <div className="px-4 pb-16 sm:px-6">
            <BlogFaq faq={faq} locale={locale} messages={m} />
          </div>
        )}
      </article>
      <CtaBand
        heading={m['blog.post.ctaHeading']}
        text={m['blog.post.ctaText']}
        primary={{
          label: m['blog.cta.button'],
          href: localizePath('/talk-to-expert', locale),
          'data-cta': 'article',
        }}
        secondary={{
          label: m['home.cta.secondary'],
          href: localizePath('/use-cases', locale),
          'data-cta': 'article',
        }}
      />
    </>
  );
}

export { BlogPostPage };
