import { formatMessage } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import type { Page } from '@/lib/blog/list';
import { listHref, type BlogPostSummary } from '@/lib/blog/summary';
import { heroLink, PageHero } from '@/components/ui/page-hero';
import { BlogList, EmptyState } from './blog-list';
import type { BlogMessages } from './messages';
import { Pagination } from './pagination';

type Props = { locale: Locale; messages: BlogMessages };

/** 'Latest Blogs & News', the intro and the link to the n8n Wiki. */
function BlogIndexHeader({
  locale,
  messages: m,
  wikiLink,
}: Props & { wikiLink?: { href: string; lang: Locale } }) {
  return (
    <PageHero title={m['blog.heading']} lead={m['blog.intro']}>
      {wikiLink && (
        <a
          href={wikiLink.href}
          hrefLang={wikiLink.lang === locale ? undefined : wikiLink.lang}
          className={`${heroLink} mt-6 font-semibold`}
        >
          {m['blog.wikiLink']}
        </a>
      )}
    </PageHero>
  );
}

/** One prerendered page of the list: complete HTML, pagination as links (/blog/page/2...). */
function BlogIndexList({ locale, messages: m, page }: Props & { page: Page<BlogPostSummary> }) {
  return (
    <BlogList
      posts={page.items}
      locale={locale}
      messages={m}
      featureFirst={page.page === 1}
      empty={<EmptyState title={m['blog.empty.title']} text={m['blog.empty.text']} />}
      footer={
        page.showControls && (
          <Pagination
            page={page.page}
            pageCount={page.pageCount}
            hrefFor={(n) => listHref(locale, n)}
            labels={{
              nav: m['blog.pagination.label'],
              previous: m['blog.pagination.previous'],
              next: m['blog.pagination.next'],
              status: formatMessage(locale, m['blog.pagination.status'], {
                page: page.page,
                count: page.pageCount,
              }),
            }}
          />
        )
      }
    />
  );
}

export { BlogIndexHeader, BlogIndexList };
